import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useEffect, useState } from 'react';
import { PlainDialog } from '../../../components/ui/plain-dialog.tsx';
import { MAP_HELP_SEEN_KEY } from '../../../lib/storage-keys.ts';

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
 * The help shown on the first visit of /map (P2-MAP-08), on the browser's own dialog. Read
 * after the first render, so the prerendered page and the app's first render agree.
 */
export function MapHelpDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!hasSeenHelp()) setOpen(true);
  }, []);
  const close = () => {
    rememberHelpSeen();
    setOpen(false);
  };
  if (!open) return null;
  return (
    <PlainDialog
      title={mapMessages.helpTitle}
      onClose={close}
      actions={
        <Button variant="contained" onClick={close} data-autofocus="">
          {mapMessages.helpClose}
        </Button>
      }
    >
      <Typography>{workshopsMessages.mapHelp}</Typography>
    </PlainDialog>
  );
}
