import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  text?: string;
  /** The action's own verb (« Supprimer »); « Confirmer » otherwise. */
  confirmLabel?: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The back office's question before an action that removes or closes something, instead of
 * the browser's confirm(): named by its title, described by its text, the focus on « Annuler »
 * so Enter never destroys by mistake, Escape cancels and the focus returns to the button.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = adminMessages.confirm,
  pending = false,
  onCancel,
  onConfirm,
}: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText id={textId}>{text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button autoFocus onClick={onCancel} disabled={pending}>
          {adminMessages.cancel}
        </Button>
        <Button color="error" variant="contained" disabled={pending} aria-busy={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
