import Videocam from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mySessionsMessages } from '@plateforme/shared/messages/workshops-my-sessions';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useEffect, useId, useState } from 'react';
import { meetingDate } from '../../../components/meetings/meeting-format.ts';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden.ts';
import { getVisioLink, getVisioWindow, msUntilVisioChange } from '../hooks/visio-window.ts';

/** A browser's longest timer; a later change is read again when it fires. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** The time now, moved on exactly when the session's visio opens and when it ends. */
function useVisioClock(meeting: Pick<MeetingItem, 'start' | 'end'>): number {
  const [now, setNow] = useState(() => Date.now());
  const wait = msUntilVisioChange(meeting, now);
  useEffect(() => {
    if (wait === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait + 50, LONGEST_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [wait]);
  return now;
}

/**
 * « Rejoindre la visio » in the member's own list: for a place (not a waiting entry) in a
 * remote session, greyed with the time it opens until 15 minutes before the start, then a
 * link to the visio until the session ends.
 */
export function MeetingVisioButton({ meeting }: { meeting: MeetingItem }) {
  const now = useVisioClock(meeting);
  const hintId = useId();
  const link = getVisioLink(meeting);
  const state = getVisioWindow(meeting, now);
  if (!link || state === 'ended') return null;
  const detail = (
    <Box component="span" sx={visuallyHiddenSx}>
      {mySessionsMessages.joinVisioDetail(meetingDate(meeting))}
    </Box>
  );
  if (state === 'before') {
    return (
      <Box>
        <Button size="small" variant="outlined" disabled startIcon={<Videocam />} aria-describedby={hintId}>
          {mySessionsMessages.joinVisio}
          {detail}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {mySessionsMessages.visioOpensBefore}
        </Typography>
      </Box>
    );
  }
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<Videocam />}
      href={link}
      target="_blank"
      rel="noopener noreferrer"
    >
      {mySessionsMessages.joinVisio}
      {detail}
    </Button>
  );
}
