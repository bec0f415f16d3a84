import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { useId, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useWorkshopMeetings, WORKSHOP_MEETINGS_PAGE_SIZES, type WorkshopMeetingsPageSize } from '../api/workshop-detail-api.ts';
import { useMeetingClock } from '../hooks/meeting-clock.ts';
import { MeetingCells, MeetingHeadCells } from './meeting-cells.tsx';
import { hasEnded } from './meeting-format.ts';
import { MeetingPagination } from './meeting-pagination.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';
import { pastRowSx } from './meeting-past-row.tsx';

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
  const sizeLabelId = useId();
  const now = useMeetingClock();
  const query = useWorkshopMeetings(workshopId, { page, pageSize, direction: newestFirst ? 'desc' : 'asc' }, viewerId);

  if (query.isError) return <ErrorState message={meetingsMessages.fetchFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader label={meetingsMessages.loading} />;
  const { data: meetings, meta } = query.data;

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ width: 200, maxWidth: '100%' }}>
        <InputLabel id={sizeLabelId}>{meetingsMessages.perPage}</InputLabel>
        <Select
          labelId={sizeLabelId}
          label={meetingsMessages.perPage}
          value={String(pageSize)}
          onChange={(event) => {
            const value = event.target.value;
            setPageSize(value === 'all' ? 'all' : (Number(value) as WorkshopMeetingsPageSize));
            setPage(1);
          }}
        >
          {WORKSHOP_MEETINGS_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={String(size)}>
              {size === 'all' ? meetingsMessages.all : size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
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
