import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { meetingCycleMessages as texts } from '@plateforme/shared/messages/workshops-cycle';
import type { MeetingCycleAnswer } from '@plateforme/shared/workshops/meeting-cycle.schemas';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';

type Props = { preview: MeetingCycleAnswer['data']; headingId: string };

/** The cycle's dates before saving: each with its times, its sequence and what would refuse it. */
export function MeetingCyclePreview({ preview, headingId }: Props) {
  const { meetings, skipped } = preview;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h2" id={headingId} tabIndex={-1}>
        {texts.previewTitle(meetings.length)}
      </Typography>
      {skipped.length > 0 ? (
        <Alert severity="info">
          <Typography component="h3" variant="subtitle2">
            {texts.skippedTitle}
          </Typography>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {skipped.map((item) => (
              <li key={item.day}>{texts.skipped(formatWeekdayDate(item.day), item.holiday)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <PlainTable
        caption={texts.previewCaption}
        headers={[texts.columns.date, texts.columns.time, texts.columns.sequence, texts.columns.status]}
      >
        {meetings.map((meeting) => (
          <TableRow key={meeting.day}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWeekdayDate(meeting.start)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimeRange(meeting.start, meeting.end)}</TableCell>
            <TableCell>
              {meeting.sequence ?? '—'}
              {meeting.sequence ? ` (${meeting.planned ? texts.planned : texts.fallback})` : null}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', color: meeting.issue ? 'error.main' : undefined }}>
              {meeting.issue ?? texts.ok}
            </TableCell>
          </TableRow>
        ))}
      </PlainTable>
    </Stack>
  );
}
