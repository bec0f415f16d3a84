import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getCurrentSnackbar, subscribeSnackbar } from '../lib/snackbar.ts';

// MUI's Snackbar, its transition and Alert are no part of a first visit (ADR 094): they load
// with the first message, or as soon as the person first presses a key or a pointer, since
// most messages answer an action (a form sent, « Se déconnecter »).
const loadSnackbarBar = () => import('./snackbar-bar.tsx');
const SnackbarBar = lazy(loadSnackbarBar);

const FIRST_ACTION_EVENTS = ['pointerdown', 'keydown'] as const;

/** Starts loading the bar on the person's first action on the page. */
function loadOnFirstAction(): () => void {
  const load = () => {
    stop();
    void loadSnackbarBar().catch(() => undefined);
  };
  const stop = () => {
    for (const type of FIRST_ACTION_EVENTS) document.removeEventListener(type, load, true);
  };
  for (const type of FIRST_ACTION_EVENTS) document.addEventListener(type, load, { capture: true, passive: true });
  return stop;
}

/** Renders lib/snackbar's messages one at a time, 6000 ms each (P1-ERR-04). */
export function SnackbarHost() {
  const current = useSyncExternalStore(subscribeSnackbar, getCurrentSnackbar, getCurrentSnackbar);
  const [shown, setShown] = useState(false);
  if (current && !shown) setShown(true);
  useEffect(loadOnFirstAction, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarBar current={current} />
    </Suspense>
  );
}
