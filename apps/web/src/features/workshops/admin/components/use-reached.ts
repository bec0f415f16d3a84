import { useEffect, useState } from 'react';

/** How far below the screen a part starts loading as the page scrolls towards it. */
const AHEAD_PX = 400;

/**
 * True once the person reaches a part below the fold: its place (`sentinel`) nears the screen,
 * as they scroll or a screen reader reads on, or `already` (its code is here, or the person
 * uses what is above it). Without IntersectionObserver, true at once.
 */
export function useReached(already: boolean) {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  // A callback ref: the part's place may appear after the hook (once the record has loaded).
  const [element, sentinel] = useState<HTMLElement | null>(null);
  const reached = already || seen;
  useEffect(() => {
    if (reached || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reached, element]);
  return { reached, sentinel };
}
