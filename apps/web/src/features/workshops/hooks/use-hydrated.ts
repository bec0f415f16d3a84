import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * False on the first render (the prerendered page, and React taking it over), true right
 * after. The prerendered list has no filters; one opened from a filtered address must first
 * draw what was prerendered, or the takeover would not match the page. The switch is a
 * transition: React redraws the screen in slices, not in one long task on a slow phone.
 * `now` makes the switch at once: a person who changes a filter before the transition has
 * ended (a slow phone, a quick hand) must see the change, not the prerendered empty filters.
 */
export function useHydrated(): [hydrated: boolean, now: () => void] {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  const now = useCallback(() => setHydrated(true), []);
  return [hydrated, now];
}
