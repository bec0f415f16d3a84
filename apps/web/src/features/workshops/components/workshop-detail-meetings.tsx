import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { MeetingCells } from '../../../components/meetings/meeting-cells.tsx';
import { useMeetingClock } from '../../../components/meetings/meeting-clock.ts';
import { hasEnded } from '../../../components/meetings/meeting-format.ts';
import { pastRowSx } from '../../../components/meetings/meeting-past-row.tsx';
import { PagedMeetingsTable, useMeetingsPaging } from '../../../components/meetings/paged-meetings-table.tsx';
import { useWorkshopMeetings } from '../api/workshop-detail-api.ts';
import { SubscriptionStatus } from './subscription-status.tsx';

type Props = {
  workshopId: number;
  viewerId: number | null;
  headingId: string;
  /** The workshop's pro reads every session, newest first (P2 §9); others the coming ones, next first. */
  ownPro: boolean;
};

/** The workshop's sessions by date, 20, 30, 40 or all a page (P2 §2, §7, §9). */
export function WorkshopDetailMeetings({ workshopId, viewerId, headingId, ownPro }: Props) {
  const paging = useMeetingsPaging();
  const now = useMeetingClock();
  const query = useWorkshopMeetings(workshopId, { page: paging.page, pageSize: paging.pageSize, ownPro }, viewerId);

  return (
    <PagedMeetingsTable
      paging={paging}
      query={query}
      headingId={headingId}
      minWidth={720}
      stackOnPhone
      lastColumn={meetingsMessages.columns.status}
      emptyText={ownPro ? undefined : meetingsMessages.noComingSession}
      renderRow={(meeting) => {
        const past = hasEnded(meeting, now);
        return (
          <TableRow key={meeting.id} sx={past ? pastRowSx : undefined}>
            <MeetingCells meeting={meeting} past={past} placesLeft={!ownPro} />
            <TableCell>
              <SubscriptionStatus meeting={meeting} now={now} />
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
