import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountDeletionMessages as texts } from '@plateforme/shared/messages/accounts-deletion';
import { lazy, Suspense, useState } from 'react';

// The dialog and its modal machinery load only when someone opens it.
const AccountDeletionDialog = lazy(() => import('./account-deletion-dialog.tsx'));

/** « Supprimer mon compte » at the foot of the profile (issue #38, ADR 077). */
export function AccountDeletionSection() {
  const [open, setOpen] = useState(false);
  return (
    <Stack component="section" spacing={1} aria-labelledby="account-deletion-heading">
      <Typography id="account-deletion-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {texts.title}
      </Typography>
      <div>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {texts.open}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <AccountDeletionDialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
