import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { meetingsMessages, proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { useState } from 'react';
import { MeetingHeadCells } from '../../../components/meetings/meeting-cells.tsx';
import { useMeetingClock } from '../../../components/meetings/meeting-clock.ts';
import { MeetingPagination } from '../../../components/meetings/meeting-pagination.tsx';
import { MeetingsPageSizeSelect, type WorkshopMeetingsPageSize } from '../../../components/meetings/meetings-page-size.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useWorkshopSessions } from '../api/get-workshop-sessions.ts';
import { useSetAttendance } from '../api/set-attendance.ts';
import { ProSessionRow } from './pro-session-row.tsx';

type Props = { workshopId: number; workshopName: string; headingId: string };

/** The workshop's sessions for its pro, newest first, 20/30/40/all a page (P2 §2, §7, §9). */
export function ProSessions({ workshopId, workshopName, headingId }: Props) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<WorkshopMeetingsPageSize>(20);
  const now = useMeetingClock();
  const query = useWorkshopSessions(workshopId, page, pageSize);
  const attendance = useSetAttendance(workshopId);

  if (query.isError) return <ErrorState message={meetingsMessages.fetchFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader label={meetingsMessages.loading} />;
  const { data: meetings, meta } = query.data;

  return (
    <Stack spacing={2}>
      <MeetingsPageSizeSelect
        value={pageSize}
        onChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      {meetings.length === 0 ? (
        <Typography>{meetingsMessages.empty}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-labelledby={headingId} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" sx={{ minWidth: 820 }}>
            <TableHead>
              <TableRow>
                <MeetingHeadCells />
                <TableCell>{texts.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {meetings.map((meeting) => (
                <ProSessionRow
                  key={meeting.id}
                  meeting={meeting}
                  workshopId={workshopId}
                  workshopName={workshopName}
                  now={now}
                  columns={6}
                  onAttendance={(meetingId, userId, value) => attendance.mutateAsync({ meetingId, userId, attendance: value })}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {meta.last_page > 1 ? <MeetingPagination page={page} lastPage={meta.last_page} onPage={setPage} /> : null}
    </Stack>
  );
}
