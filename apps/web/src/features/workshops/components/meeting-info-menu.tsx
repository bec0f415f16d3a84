import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { Suspense, useId, useState } from 'react';
import { meetingDate, meetingInfo } from '../../../components/meetings/meeting-format.ts';
import { preloadOn, useOpenedOnce } from '../../../lib/load-when-wanted.ts';
import { loadMeetingInfoPanel, MeetingInfoPanel } from './meeting-overlays.ts';

/**
 * The session's practical details in the member's own list (P2 §2 download menu): the address
 * of an onsite session, the visio link of a remote one (the API gives it to its validated
 * participants only), and the activity booklet for a validated place. Shown until 10 minutes
 * after the end, which the table decides.
 */
export function MeetingInfoMenu({ meeting }: { meeting: MeetingItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const panelId = useId();
  const { content, validated } = meetingInfo(meeting);
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
        {...preloadOn(loadMeetingInfoPanel)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {meetingsMessages.columns.download}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <MeetingInfoPanel id={panelId} anchorEl={anchor} meeting={meeting} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
