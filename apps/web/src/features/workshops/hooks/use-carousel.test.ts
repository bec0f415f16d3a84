import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS, useCarouselIndex, useFetchAhead, visibleWindow } from './use-carousel.ts';

describe('partner logo carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('P2-WSL-14 moves on by one logo every 2400 ms, two moves in 5 s, and stops when paused', () => {
    vi.useFakeTimers();
    expect(CAROUSEL_INTERVAL_MS).toBe(2400);
    const { result, rerender } = renderHook(({ running }) => useCarouselIndex(8, running), {
      initialProps: { running: true },
    });
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(2399));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(5000 - 2399));
    expect(result.current).toBe(2);
    rerender({ running: false });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(2);
  });

  it('P2-WSL-16 shows a window of logos, wrapping round, never more than there are', () => {
    expect(visibleWindow([1, 2, 3, 4, 5, 6, 7], 5, 4)).toEqual([6, 7, 1, 2]);
    expect(visibleWindow([1, 2], 0, 6)).toEqual([1, 2]);
  });

  it('fetches the logo that comes in next ahead, once for each', () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          fetched.push(url);
        }
      },
    );
    const { rerender } = renderHook(({ url }) => useFetchAhead(url), {
      initialProps: { url: '/api/partners/7/logo' as string | null },
    });
    rerender({ url: '/api/partners/7/logo' });
    rerender({ url: '/api/partners/8/logo' });
    rerender({ url: null });
    expect(fetched).toEqual(['/api/partners/7/logo', '/api/partners/8/logo']);
  });
});
