import Box from '@mui/material/Box';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';

/**
 * « Visio » or « Présentiel » (P2 §2 Meetings screen, ADR 075); outlined, so it reads in the three themes.
 * Drawn like MUI's small outlined Chip, without its module: a label shows nothing to act on.
 */
export function MeetingTypeBadge({ type }: { type: MeetingItem['type'] }) {
  const remote = type === 'remote';
  const colour = remote ? 'secondary.main' : 'primary.main';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: '7px',
        border: 1,
        borderColor: colour,
        borderRadius: '16px',
        color: colour,
        fontSize: '0.8125rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {remote ? meetingsMessages.remoteBadge : meetingsMessages.onsiteBadge}
    </Box>
  );
}
