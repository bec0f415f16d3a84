import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { dismissSnackbar, SNACKBAR_DURATION_MS, type SnackbarMessage } from '../lib/snackbar.ts';

/** The message bar itself, loaded with the first message (snackbar-host.tsx). */
export default function SnackbarBar({ current }: { current: SnackbarMessage | null }) {
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={SNACKBAR_DURATION_MS}
      onClose={(_event, reason) => {
        // A click elsewhere on the page does not hide the message before it is read.
        if (reason === 'clickaway' || !current) return;
        dismissSnackbar(current.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          variant="filled"
          onClose={() => dismissSnackbar(current.id)}
          slotProps={{ closeButton: { title: 'Fermer', 'aria-label': 'Fermer le message' } }}
          sx={{ width: '100%', fontSize: '1rem', alignItems: 'center' }}
        >
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
