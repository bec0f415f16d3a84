import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getCurrentSnackbar, subscribeSnackbar } from '../lib/snackbar.ts';
import { whenIdle } from '../lib/when-idle.ts';

// MUI's Snackbar, its transition and Alert are not part of any first paint: they load once
// the page is idle, or with the first message if that comes sooner.
const loadSnackbarBar = () => import('./snackbar-bar.tsx');
const SnackbarBar = lazy(loadSnackbarBar);

/** Renders lib/snackbar's messages one at a time, 6000 ms each (P1-ERR-04). */
export function SnackbarHost() {
  const current = useSyncExternalStore(subscribeSnackbar, getCurrentSnackbar, getCurrentSnackbar);
  const [shown, setShown] = useState(false);
  if (current && !shown) setShown(true);
  useEffect(() => whenIdle(() => void loadSnackbarBar().catch(() => undefined)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarBar current={current} />
    </Suspense>
  );
}
