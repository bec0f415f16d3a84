import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';

/** The help's dialog itself (P2-MAP-08), loaded by map-help-dialog.tsx only when it shows. */
export default function MapHelpContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="map-help-title" aria-describedby="map-help-text">
      <DialogTitle id="map-help-title">{mapMessages.helpTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="map-help-text">{workshopsMessages.mapHelp}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {mapMessages.helpClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
