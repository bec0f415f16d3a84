import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { calendarMessages } from '@plateforme/shared/messages/workshops-calendar';
import { useId } from 'react';

const text = calendarMessages.section;

type Props = {
  /** What is asked: a new address (the old one stops) or none at all; null closes the dialog. */
  confirming: 'renew' | 'remove' | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The question before the calendar address is renewed or deleted. */
export default function CalendarFeedConfirmDialog({ confirming, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const removing = confirming === 'remove';
  return (
    <Dialog open={confirming !== null} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2">
        {removing ? text.remove : text.renew}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{removing ? text.confirmRemove : text.confirmRenew}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text.cancel}</Button>
        <Button onClick={onConfirm} variant="contained" color={removing ? 'error' : 'primary'}>
          {removing ? text.remove : text.renew}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
