import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { supportsMessages as texts } from '@plateforme/shared/messages/supports';
import { getSupportLead, isSupportWindowOpen } from '@plateforme/shared/supports/support-access.rules';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { meetingDate } from '../../../../components/meetings/meeting-format.ts';
import { useProfile } from '../../../../lib/profile.ts';
import { useOpenSupport } from '../../../../lib/open-support.ts';
import { useSessionSupport } from '../api/get-meeting-supports.ts';

type Props = { meeting: MeetingItem; now: number };

/**
 * The session's slides and guide for the pro who runs it (P2 §6, P2-SUP-12, ADR 060), within
 * the window the shared rule computes from the workshop's type and the pro's status: the API
 * enforces the same window on every file, so a button shows only when it works.
 */
export function SessionSupports({ meeting, now }: Props) {
  const profile = useProfile().data;
  const workshopType = meeting.workshop?.workshop_type ?? 'cognitive';
  const proStatus = profile?.current_pro_status
    ? { type: profile.current_pro_status.type, isBlocked: profile.is_pro_status_blocked }
    : null;
  const lead = getSupportLead({ workshopType, proStatus });
  const open = profile
    ? isSupportWindowOpen({ start: new Date(meeting.start), end: new Date(meeting.end) }, lead, new Date(now))
    : false;
  const support = useSessionSupport(meeting, open);
  const openSupport = useOpenSupport();
  if (!open) return null;

  const date = meetingDate(meeting);
  if (support.isPending) return <CircularProgress size={20} aria-label={texts.sessionSupportsLoading(date)} />;
  if (support.isError) return <Typography variant="body2">{texts.sessionSupportsFailed}</Typography>;
  const slides = support.data?.pro_attachment;
  const guide = support.data?.guide_attachment;
  return (
    <>
      {slides ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<OpenInNew />}
          aria-label={texts.sessionSlidesOf(date)}
          onClick={() => void openSupport(slides, 'pro_attachment', meeting.id)}
        >
          {texts.sessionSlides}
        </Button>
      ) : null}
      {guide ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<OpenInNew />}
          aria-label={texts.sessionGuideOf(date)}
          onClick={() => void openSupport(guide, 'guide_attachment', meeting.id)}
        >
          {texts.sessionGuide}
        </Button>
      ) : null}
    </>
  );
}
