import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReached } from './use-reached.ts';

function Part({ already = false }: { already?: boolean }) {
  const { reached, sentinel } = useReached(already);
  return reached ? <p>Chargé</p> : <div ref={sentinel} />;
}

/** An IntersectionObserver whose watched places come into view when `scrollDown` runs. */
function stubObserver() {
  const watching: { callback: IntersectionObserverCallback; init?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        watching.push({ callback, init });
      }
      observe() {}
      disconnect() {}
    },
  );
  const scrollDown = () =>
    watching.forEach(({ callback }) =>
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
  return { watching, scrollDown };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a part loaded when reached', () => {
  it('waits until its place nears the screen, watched 400 px ahead', () => {
    const { watching, scrollDown } = stubObserver();
    render(<Part />);
    expect(screen.queryByText('Chargé')).toBeNull();
    expect(watching[0]?.init?.rootMargin).toBe('0px 0px 400px 0px');
    act(() => scrollDown());
    expect(screen.getByText('Chargé')).toBeTruthy();
  });

  it('is there at once when already wanted, or without IntersectionObserver', () => {
    stubObserver();
    const { unmount } = render(<Part already />);
    expect(screen.getByText('Chargé')).toBeTruthy();
    unmount();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('Chargé')).toBeTruthy();
  });
});
