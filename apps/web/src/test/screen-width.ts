import { vi } from 'vitest';

/**
 * Answers the width and motion media queries as a screen `width` px wide would; happy-dom
 * would answer for its own window. The web project's `unstubGlobals` puts it back after the test.
 */
export function atWidth(width: number, reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const motion = query.includes('prefers-reduced-motion');
    const matches = motion ? reducedMotion : (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
