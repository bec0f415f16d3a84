import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { calendarMessages } from '@plateforme/shared/messages/workshops-calendar';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useDownloadMeetingCalendar } from '../api/download-meeting-calendar.ts';

/**
 * « Ajouter à mon agenda » under a place the member holds (ADR 074): the session as a
 * calendar file, which the phone or computer opens in its calendar app.
 */
export function AddToCalendarLink({ meeting }: { meeting: Pick<MeetingItem, 'id' | 'start' | 'end'> }) {
  const download = useDownloadMeetingCalendar();
  const when = `${formatWeekdayDate(meeting.start)} ${formatTimeRange(meeting.start, meeting.end)}`;
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
      <Button
        size="small"
        variant="text"
        startIcon={<EventAvailable aria-hidden />}
        sx={{ whiteSpace: 'nowrap', px: 0.5 }}
        aria-label={calendarMessages.addToCalendarOf(when)}
        disabled={download.isPending}
        onClick={() =>
          download.mutate(meeting.id, {
            onError: () => showSnackbar(calendarMessages.addToCalendarFailed, 'error'),
          })
        }
      >
        {calendarMessages.addToCalendar}
      </Button>
    </Box>
  );
}
