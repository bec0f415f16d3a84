import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { Link as RouterLink } from 'react-router';
import { MeetingCells } from '../../../../components/meetings/meeting-cells.tsx';
import { useMeetingClock } from '../../../../components/meetings/meeting-clock.ts';
import { hasEnded, meetingDate } from '../../../../components/meetings/meeting-format.ts';
import { pastRowSx } from '../../../../components/meetings/meeting-past-row.tsx';
import { PagedMeetingsTable, useMeetingsPaging } from '../../../../components/meetings/paged-meetings-table.tsx';
import { useAdminWorkshopMeetings } from '../api/get-workshop-meetings.ts';

/** The workshop's sessions, a page at a time, each with its link to edit it in the back office. */
export function WorkshopMeetingsTable({ workshopId, headingId }: { workshopId: number; headingId: string }) {
  const paging = useMeetingsPaging();
  const now = useMeetingClock();
  const query = useAdminWorkshopMeetings(workshopId, paging.page, paging.pageSize);
  const base = `/admin/workshops/${workshopId}/meetings`;
  return (
    <PagedMeetingsTable
      paging={paging}
      query={query}
      headingId={headingId}
      minWidth={640}
      lastColumn={texts.actions}
      stackOnPhone
      renderRow={(meeting) => (
        <TableRow key={meeting.id} sx={hasEnded(meeting, now) ? pastRowSx : undefined}>
          <MeetingCells meeting={meeting} past={hasEnded(meeting, now)} />
          <TableCell>
            <Button
              size="small"
              component={RouterLink}
              to={`${base}/${meeting.id}/edit`}
              aria-label={texts.editSessionOf(meetingDate(meeting))}
            >
              {texts.editSession}
            </Button>
          </TableCell>
        </TableRow>
      )}
    />
  );
}
