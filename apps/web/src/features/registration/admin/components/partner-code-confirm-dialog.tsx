import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminPartnersMessages } from '@plateforme/shared/messages/registration-admin';
import { useId } from 'react';

const text = adminPartnersMessages.code;

type Props = { open: boolean; onCancel: () => void; onConfirm: () => void };

/** « Générer un nouveau code ? »: the old code stops working, so the staff confirm first. */
export default function PartnerCodeConfirmDialog({ open, onCancel, onConfirm }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text.confirmText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text.cancel}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
