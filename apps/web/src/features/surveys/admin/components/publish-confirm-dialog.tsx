import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import { useId } from 'react';

type Props = { open: boolean; onCancel: () => void; onConfirm: () => void };

/** « Publier une nouvelle version ? » before the questions are sent. */
export function PublishConfirmDialog({ open, onCancel, onConfirm }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts.confirmText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{texts.cancel}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
