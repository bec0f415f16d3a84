import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState } from 'react';

/** P2-NAV-04: appears once the page is scrolled beyond 70 px. */
export const SCROLL_TOP_THRESHOLD_PX = 70;

// No page shows the button at first: MUI's Fab and Zoom load with the first scroll.
const ScrollTopFab = lazy(() => import('./scroll-top-fab.tsx'));

export function ScrollTopButton() {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD_PX });
  const [wanted, setWanted] = useState(false);
  if (visible && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopFab visible={visible} />
    </Suspense>
  );
}
