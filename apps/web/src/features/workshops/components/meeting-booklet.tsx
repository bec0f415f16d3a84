import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { supportsMessages } from '@plateforme/shared/messages/supports';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useSupportDownload } from '../../../lib/support-download.ts';
import { useMeetingBooklet } from '../api/get-meeting-booklet.ts';
import { meetingDate } from '../../../components/meetings/meeting-format.ts';

/**
 * The session's activity booklet in the info menu (P2 §2, §6): for a validated participant,
 * downloaded for this session (meeting_id), so the server applies its window.
 */
export function MeetingBooklet({ meeting }: { meeting: MeetingItem }) {
  const booklet = useMeetingBooklet(meeting, true);
  const { download, progress } = useSupportDownload();
  let body;
  if (booklet.isPending) body = <CircularProgress size={20} aria-label={supportsMessages.loading} />;
  else if (booklet.isError) body = <Typography>{supportsMessages.fetchFailed}</Typography>;
  else if (!booklet.data) body = <Typography color="text.secondary">{supportsMessages.notAvailable}</Typography>;
  else {
    const file = booklet.data;
    body = (
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadOutlined />}
        aria-label={
          progress ? supportsMessages.downloading(progress.percent) : supportsMessages.bookletOf(meetingDate(meeting))
        }
        disabled={progress !== null}
        onClick={() => void download(file, meeting.id)}
      >
        {progress ? supportsMessages.downloading(progress.percent) : supportsMessages.download}
      </Button>
    );
  }
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{supportsMessages.booklet}</Typography>
      {body}
    </>
  );
}
