import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { dismissSnackbar, getCurrentSnackbar, SNACKBAR_DURATION_MS, subscribeSnackbar } from '../lib/snackbar.ts';

/** Renders lib/snackbar's messages one at a time, 6000 ms each (P1-ERR-04). */
export function SnackbarHost() {
  const current = useSyncExternalStore(subscribeSnackbar, getCurrentSnackbar, getCurrentSnackbar);
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
