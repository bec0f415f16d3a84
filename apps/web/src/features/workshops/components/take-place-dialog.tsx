import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import { useTakePlacePreview } from '../api/preview-take-place.ts';
import { GivenUpList } from './given-up-list.tsx';

type Props = {
  open: boolean;
  meetingId: number;
  userId: number;
  pending: boolean;
  /** « Prendre la place » for a free place, « Accepter la place » for one held for her. */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Before taking a place (P2 §4): which of her other coming places and waiting entries of the
 * same sequence it gives up, read from the API when the dialog opens, or that nothing is.
 */
export function TakePlaceDialog({ open, meetingId, userId, pending, confirmLabel, onConfirm, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  const preview = useTakePlacePreview(meetingId, userId, open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{waitingListMessages.confirmTitle}</DialogTitle>
      <DialogContent id={textId} aria-busy={preview.isPending && preview.fetchStatus !== 'idle'}>
        {preview.isError ? (
          <Alert severity="error" variant="outlined">
            {waitingListMessages.givesUpFailed}
          </Alert>
        ) : preview.data ? (
          <GivenUpList sessions={preview.data.data.gives_up} />
        ) : (
          <DialogContentText component="div" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={waitingListMessages.givesUpLoading} />
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {waitingListMessages.keepWaiting}
        </Button>
        {preview.isError ? (
          <Button variant="outlined" onClick={() => void preview.refetch()}>
            {waitingListMessages.offer.retry}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onConfirm} disabled={pending || !preview.data}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
