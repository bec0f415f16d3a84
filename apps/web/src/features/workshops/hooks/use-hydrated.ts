import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React takes over a prerendered page (and at build time), true afterwards. The
 * prerendered list has no filters; one opened from a filtered address must first draw what
 * was prerendered, or the takeover would not match the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
