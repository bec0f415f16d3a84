import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { meetingDate, meetingInfo } from '../../../components/meetings/meeting-format.ts';
import { isWebLink } from '../hooks/visio-window.ts';
import { MeetingBooklet } from './meeting-booklet.tsx';

type Props = { id: string; anchorEl: HTMLElement | null; meeting: MeetingItem; onClose: () => void };

/** The panel of « Infos »: the booklet for a validated place, then the address or the visio link. */
export function MeetingInfoPanel({ id, anchorEl, meeting, onClose }: Props) {
  const { onsite, content, validated } = meetingInfo(meeting);
  return (
    <Popover
      id={id}
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': meetingsMessages.infoFor(meetingDate(meeting)),
          sx: { p: 2, maxWidth: 'min(360px, calc(100vw - 32px))' },
        },
      }}
    >
      {validated ? <MeetingBooklet meeting={meeting} /> : null}
      {content ? (
        <Typography sx={{ fontWeight: 700, mt: validated ? 2 : 0 }}>
          {onsite ? meetingsMessages.address : meetingsMessages.link}
        </Typography>
      ) : null}
      {!content ? null : onsite || !isWebLink(content) ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{content}</Typography>
      ) : (
        <Link href={content} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {content}
        </Link>
      )}
    </Popover>
  );
}
