import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useEffect, useState } from 'react';
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
 * The help shown on the first visit of /map (P2-MAP-08). Read after the first render, so
 * the prerendered page and the app's first render agree.
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
  return (
    <Dialog open={open} onClose={close} aria-labelledby="map-help-title" aria-describedby="map-help-text">
      <DialogTitle id="map-help-title">{mapMessages.helpTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="map-help-text">{workshopsMessages.mapHelp}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {mapMessages.helpClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
