import Button from '@mui/material/Button';
import { errorMessages } from '@plateforme/shared/messages/common';
import { cancelMeetingMessages as texts } from '@plateforme/shared/messages/workshops-offers';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-error.ts';
import { preloadOn, useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCancelMeeting } from '../api/cancel-meeting.ts';

// The question and its modal machinery load when the pro first reaches « Annuler la séance ».
const loadDialog = () => import('./cancel-meeting-dialog.tsx');
const CancelMeetingDialog = lazy(loadDialog);
const dialogPreload = preloadOn(loadDialog);

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
  const dialogMounted = useOpenedOnce(open);
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
      <Button
        variant="outlined"
        color="error"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
        {...dialogPreload}
      >
        {texts.cancel}
      </Button>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <CancelMeetingDialog
            open={open}
            participants={participants}
            waiting={waiting}
            refusal={refusal}
            pending={pending}
            close={close}
            confirm={() => void confirm()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
