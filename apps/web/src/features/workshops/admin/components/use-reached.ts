import { useEffect, useState } from 'react';

/** How far below the screen a part starts loading as the page scrolls towards it. */
const AHEAD_PX = 400;

/**
 * True once the person reaches a part below the fold: it nears the screen (scrolling, or a
 * screen reader reading on), or they start using what is above it (`reach`, spread on focus
 * and touch). `already`: its code is here, nothing to wait for. Without IntersectionObserver,
 * true at once.
 */
export function useReached(already: boolean) {
  const [reached, setReached] = useState(() => already || typeof IntersectionObserver === 'undefined');
  // A callback ref: the part's place may appear after the hook (once the record has loaded).
  const [element, sentinel] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (reached || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setReached(true);
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reached, element]);
  const reach = () => setReached(true);
  return { reached, sentinel, reachHandlers: { onFocus: reach, onPointerDown: reach } };
}
