import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { cancelMeetingMessages as texts } from '@plateforme/shared/messages/workshops-offers';
import { useId } from 'react';

type Props = {
  open: boolean;
  participants: number;
  waiting: number;
  refusal: string | null;
  pending: boolean;
  close: () => void;
  confirm: () => void;
};

/** The question of « Annuler la séance », loaded when the pro first asks. */
export default function CancelMeetingDialog({ open, participants, waiting, refusal, pending, close, confirm }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{texts.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{texts.dialogText(participants, waiting)}</DialogContentText>
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button autoFocus onClick={close} disabled={pending}>
          {texts.keep}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={20} color="inherit" aria-label={texts.pending} /> : undefined}
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
