import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { proWorkshopDetailMessages } from '@plateforme/shared/messages/workshops';
import { adminWorkshopsMessages } from '@plateforme/shared/messages/workshops-admin';
import { meetingCycleMessages } from '@plateforme/shared/messages/workshops-cycle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { MeetingCells } from '../../../../components/meetings/meeting-cells.tsx';
import { useMeetingClock } from '../../../../components/meetings/meeting-clock.ts';
import { hasEnded, meetingDate } from '../../../../components/meetings/meeting-format.ts';
import { pastRowSx } from '../../../../components/meetings/meeting-past-row.tsx';
import { PagedMeetingsTable, useMeetingsPaging } from '../../../../components/meetings/paged-meetings-table.tsx';
import { useAdminWorkshopMeetings } from '../api/get-workshop-meetings.ts';

const texts = proWorkshopDetailMessages;

/**
 * The workshop's sessions on the staff's workshop screen (issue #37): add one, a cycle, or edit
 * one, all inside the back office.
 */
export function WorkshopMeetingsSection({ workshopId }: { workshopId: number }) {
  const headingId = useId();
  const paging = useMeetingsPaging();
  const now = useMeetingClock();
  const query = useAdminWorkshopMeetings(workshopId, paging.page, paging.pageSize);
  const base = `/admin/workshops/${workshopId}/meetings`;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h2" id={headingId}>
        {texts.sessionsTitle}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={`${base}/new`}>
          {adminWorkshopsMessages.addMeeting}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`${base}/cycle`}>
          {meetingCycleMessages.open}
        </Button>
      </Stack>
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
    </Stack>
  );
}
