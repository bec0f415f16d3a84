import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/admin-workshops';
import { useId } from 'react';

type Props = { open: boolean; title: string; text?: string; confirmLabel: string; pending?: boolean; onCancel: () => void; onConfirm: () => void };

/** A yes/no question before a removal; « Annuler » has the focus, so Enter never destroys by mistake. */
export function ConfirmDialog({ open, title, text, confirmLabel, pending = false, onCancel, onConfirm }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button autoFocus onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button color="error" variant="contained" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
