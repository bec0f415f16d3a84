import Chip from '@mui/material/Chip';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';

/** « Visio » or « Présentiel » (P2 §2 Meetings screen, ADR 075); outlined, so it reads in the three themes. */
export function MeetingTypeBadge({ type }: { type: MeetingItem['type'] }) {
  const remote = type === 'remote';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={remote ? 'secondary' : 'primary'}
      label={remote ? meetingsMessages.remoteBadge : meetingsMessages.onsiteBadge}
      sx={{ fontWeight: 700 }}
    />
  );
}
