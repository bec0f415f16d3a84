import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminUsersMessages } from '@plateforme/shared/messages/admin-users';

type Props = { open: boolean; title: string; text?: string; busy: boolean; onConfirm: () => void; onClose: () => void };

/** « Confirmer » / « Annuler » before an action that closes or removes something. */
export function ConfirmDialog({ open, title, text, busy, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-title" aria-describedby={text ? 'confirm-text' : undefined}>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText id="confirm-text">{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{adminUsersMessages.detail.cancel}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {adminUsersMessages.detail.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
