import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatSpokenSession } from '@plateforme/shared/format/dates';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import type { GivenUpSession } from '@plateforme/shared/workshops/meetings.schemas';
import { useId } from 'react';

/** « En acceptant, vous quittez : » and her sessions it leaves, or that nothing changes elsewhere. */
export function GivenUpList({ sessions }: { sessions: readonly GivenUpSession[] }) {
  const introId = useId();
  if (sessions.length === 0) return <Typography>{waitingListMessages.givesUpNothing}</Typography>;
  return (
    <>
      <Typography id={introId}>{waitingListMessages.givesUpIntro}</Typography>
      <List dense aria-labelledby={introId} sx={{ listStyle: 'disc', pl: 3 }}>
        {sessions.map((session) => (
          <ListItem key={session.meeting_id} sx={{ display: 'list-item', px: 0 }}>
            {waitingListMessages.givesUpItem(session.workshop_name, formatSpokenSession(session.start, session.end))}
            {' — '}
            {session.status === 'validated' ? waitingListMessages.givenUpPlace : waitingListMessages.givenUpQueue}
          </ListItem>
        ))}
      </List>
    </>
  );
}
