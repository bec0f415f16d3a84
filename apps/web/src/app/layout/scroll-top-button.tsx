import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { commonMessages } from '@plateforme/shared/messages/common';

/** P2-NAV-04: appears once the page is scrolled beyond 70 px. */
export const SCROLL_TOP_THRESHOLD_PX = 70;

export function ScrollTopButton() {
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD_PX });
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={commonMessages.scrollToTop}
        title={commonMessages.scrollToTop}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 16, bottom: 16 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
