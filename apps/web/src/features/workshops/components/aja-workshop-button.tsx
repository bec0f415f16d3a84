import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ajaHomeMessages } from '@plateforme/shared/messages/accounts-aja';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { formatMeetingSlot, getWorkshopStatus } from '@plateforme/shared/workshops/workshop-status.rules';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { Link as RouterLink } from 'react-router';

const statusTexts = {
  no_meetings: workshopsMessages.noMeetingsYet,
  waiting_list: workshopsMessages.waitingList,
} as const;

/**
 * One AJA workshop on the AJA home (P1 §2): its name, its status — '(pas encore de séances)'
 * or '(File d'attente)' — and its next session as 'mardi 14h00-15h30'. The whole card is one
 * link, so its accessible name reads all three.
 */
export function AjaWorkshopButton({ workshop }: { workshop: WorkshopListItem }) {
  const nextMeetings = workshop.three_next_meetings ?? [];
  const status = getWorkshopStatus(nextMeetings);
  const next = nextMeetings[0];
  return (
    <Button
      component={RouterLink}
      to={`/aja/workshops/${workshop.id}`}
      variant="outlined"
      fullWidth
      sx={{
        minHeight: 88,
        px: 2.5,
        py: 1.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'center',
        textAlign: 'left',
        gap: 0.5,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {workshop.name}
      </Typography>
      {status ? (
        <Typography component="span" color="secondary" sx={{ fontWeight: 600 }}>
          {statusTexts[status]}
        </Typography>
      ) : null}
      {next ? (
        <Typography component="span" color="text.primary">
          {ajaHomeMessages.nextMeeting(formatMeetingSlot(next.start, next.end))}
        </Typography>
      ) : null}
    </Button>
  );
}
