import { useEffect, useState, type RefObject } from 'react';
import type { MapSize } from './projection.ts';

/** The map's size in pixels, once laid out (null before: nothing to place yet), kept as it changes. */
export function useMapSize(ref: RefObject<HTMLElement | null>): MapSize | null {
  const [size, setSize] = useState<MapSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setSize((current) => {
        if (width <= 0 || height <= 0) return null;
        return current?.width === width && current.height === height ? current : { width, height };
      });
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return size;
}
