import { lazy, Suspense, useEffect, useState } from 'react';
import { useOpenedOnce } from '../../../lib/load-when-wanted.ts';
import { MAP_HELP_SEEN_KEY } from '../../../lib/storage-keys.ts';

// The dialog and its modal machinery load only for a person who has not seen the help yet.
const MapHelpContent = lazy(() => import('./map-help-content.tsx'));

function hasSeenHelp(): boolean {
  try {
    return window.localStorage.getItem(MAP_HELP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberHelpSeen(): void {
  try {
    window.localStorage.setItem(MAP_HELP_SEEN_KEY, '1');
  } catch {
    // Private browsing without storage: the dialog shows again next time, nothing worse.
  }
}

/**
 * The help shown on the first visit of /map (P2-MAP-08). Read after the first render, so
 * the prerendered page and the app's first render agree.
 */
export function MapHelpDialog() {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  useEffect(() => {
    if (!hasSeenHelp()) setOpen(true);
  }, []);
  const close = () => {
    rememberHelpSeen();
    setOpen(false);
  };
  return mounted ? (
    <Suspense fallback={null}>
      <MapHelpContent open={open} onClose={close} />
    </Suspense>
  ) : null;
}
