import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useId, useState } from 'react';
import { meetingDate } from '../../../components/meetings/meeting-format.ts';
import { MeetingBooklet } from './meeting-booklet.tsx';

/** Only web links are made clickable: a stored link is never run as a script. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/**
 * The session's practical details in the member's own list (P2 §2 download menu): the address
 * of an onsite session, the visio link of a remote one (the API gives it to its validated
 * participants only), and the activity booklet for a validated place. Shown until 10 minutes
 * after the end, which the table decides.
 */
export function MeetingInfoMenu({ meeting }: { meeting: MeetingItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const onsite = meeting.type === 'onsite';
  const content = onsite ? meeting.address : meeting.link;
  const validated = meeting.pivot?.status === 'validated';
  if (!content && !validated) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<InfoOutlined />}
        aria-label={meetingsMessages.infoFor(meetingDate(meeting))}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {meetingsMessages.columns.download}
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': meetingsMessages.infoFor(meetingDate(meeting)), sx: { p: 2, maxWidth: 'min(360px, calc(100vw - 32px))' } } }}
      >
        {validated ? <MeetingBooklet meeting={meeting} /> : null}
        {content ? <Typography sx={{ fontWeight: 700, mt: validated ? 2 : 0 }}>{onsite ? meetingsMessages.address : meetingsMessages.link}</Typography> : null}
        {!content ? null : onsite || !isWebLink(content) ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{content}</Typography>
        ) : (
          <Link href={content} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {content}
          </Link>
        )}
      </Popover>
    </>
  );
}
