import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { commonMessages } from '@plateforme/shared/messages/common';

/** The button itself, loaded the first time the page is scrolled (scroll-top-button.tsx). */
export default function ScrollTopFab({ visible }: { visible: boolean }) {
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
