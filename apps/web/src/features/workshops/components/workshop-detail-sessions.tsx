import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { MeetingsPageSizeSelect, type WorkshopMeetingsPageSize } from '../../../components/meetings/meetings-page-size.tsx';
import { useWorkshopMeetings } from '../api/workshop-detail-api.ts';
import { useMeetingClock } from '../../../components/meetings/meeting-clock.ts';
import { MeetingCells, MeetingHeadCells } from '../../../components/meetings/meeting-cells.tsx';
import { hasEnded } from '../../../components/meetings/meeting-format.ts';
import { MeetingPagination } from '../../../components/meetings/meeting-pagination.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';
import { pastRowSx } from '../../../components/meetings/meeting-past-row.tsx';

const { columns } = meetingsMessages;

type Props = {
  workshopId: number;
  viewerId: number | null;
  headingId: string;
  /** The workshop's pro reads the newest sessions first (P2 §9); members the next ones. */
  newestFirst: boolean;
};

/** The workshop's sessions by date, 20, 30, 40 or all a page (P2 §2, §7, §9). */
export function WorkshopDetailSessions({ workshopId, viewerId, headingId, newestFirst }: Props) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<WorkshopMeetingsPageSize>(20);
  const now = useMeetingClock();
  const query = useWorkshopMeetings(workshopId, { page, pageSize, direction: newestFirst ? 'desc' : 'asc' }, viewerId);

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
          <Table size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <MeetingHeadCells />
                <TableCell>{columns.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {meetings.map((meeting) => {
                const past = hasEnded(meeting, now);
                return (
                  <TableRow key={meeting.id} sx={past ? pastRowSx : undefined}>
                    <MeetingCells meeting={meeting} past={past} />
                    <TableCell>
                      <SubscriptionStatus meeting={meeting} now={now} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {meta.last_page > 1 ? <MeetingPagination page={page} lastPage={meta.last_page} onPage={setPage} /> : null}
    </Stack>
  );
}
