import { useEffect, useState } from 'react';

/** P2 §9: the logos move on every 2400 ms. */
export const CAROUSEL_INTERVAL_MS = 2400;

/**
 * Which logo comes first, moving on by one every 2400 ms while `running` (WCAG 2.2.2: the
 * screen pauses it on hover, focus, its pause button and reduced motion).
 */
export function useCarouselIndex(count: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count]);
  return count > 0 ? index % count : 0;
}

/** The logos shown from `start`, wrapping round; never more than there are. */
export function visibleWindow<T>(items: readonly T[], start: number, size: number): T[] {
  const shown = Math.min(size, items.length);
  return Array.from({ length: shown }, (_, offset) => items[(start + offset) % items.length] as T);
}

/**
 * Fetches the image at `url` ahead of showing it (null: nothing to fetch). The logo that
 * moves in next is then in the browser's cache, and its card is never blank while it loads.
 */
export function useFetchAhead(url: string | null): void {
  useEffect(() => {
    if (url) new Image().src = url;
  }, [url]);
}
