import { useEffect, useRef } from 'react';

/** P2 §9: the next page is asked for 100 px before the end of the list. */
export const SCROLL_MARGIN_PX = 100;

/**
 * Calls `onReach` when the returned element comes within 100 px of the bottom of the screen.
 * Without IntersectionObserver nothing happens: the « Charger plus » button remains.
 */
/** `round` changes with each page: the element is watched again, in case it is still in view. */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean, round: number) {
  const ref = useRef<T | null>(null);
  const latest = useRef(onReach);
  latest.current = onReach;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, round]);

  return ref;
}
