import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessages } from '@plateforme/shared/messages/common';
import { cancelMeetingMessages as texts } from '@plateforme/shared/messages/workshops-offers';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCancelMeeting } from '../api/cancel-meeting.ts';

type Props = {
  meetingId: number;
  workshopId: number;
  /** How many have a place, and how many wait, in the saved lists: they are the ones told. */
  participants: number;
  waiting: number;
  /** Where to go once cancelled: the workshop's screen the user came from. */
  backTo?: string;
};

/**
 * « Annuler la séance » (ADR 072), for a session that has not started: a question that says
 * who is told and that nothing can be undone, the focus on « Garder la séance » so Enter never
 * cancels by mistake; then the server's message and back to the workshop's sessions. A refusal
 * (the session has started meanwhile) shows inside the question.
 */
export function CancelMeetingButton({ meetingId, workshopId, participants, waiting, backTo }: Props) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useCancelMeeting();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const pending = cancel.isPending;

  const close = () => {
    if (pending) return;
    setOpen(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setRefusal(null);
    try {
      const answer = await cancel.mutateAsync(meetingId);
      showSnackbar(answer.message || texts.cancelled, 'success');
      await navigate(backTo ?? `/pro/workshops/${workshopId}`);
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : errorMessages.generic);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {texts.cancel}
      </Button>
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
            onClick={() => void confirm()}
            disabled={pending}
            startIcon={pending ? <CircularProgress size={20} color="inherit" aria-label={texts.pending} /> : undefined}
          >
            {texts.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
