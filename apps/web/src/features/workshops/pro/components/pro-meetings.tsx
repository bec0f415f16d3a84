import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { useMeetingClock } from '../../../../components/meetings/meeting-clock.ts';
import { PagedMeetingsTable, useMeetingsPaging } from '../../../../components/meetings/paged-meetings-table.tsx';
import { useWorkshopSessions } from '../api/get-workshop-meetings.ts';
import { useSetAttendance } from '../api/set-attendance.ts';
import { ProSessionRow } from './pro-meeting-row.tsx';

type Props = { workshopId: number; workshopName: string; headingId: string };

/** The workshop's sessions for its pro, newest first, 20/30/40/all a page (P2 §2, §7, §9). */
export function ProSessions({ workshopId, workshopName, headingId }: Props) {
  const paging = useMeetingsPaging();
  const now = useMeetingClock();
  const query = useWorkshopSessions(workshopId, paging.page, paging.pageSize);
  const attendance = useSetAttendance(workshopId);

  return (
    <PagedMeetingsTable
      paging={paging}
      query={query}
      headingId={headingId}
      minWidth={820}
      lastColumn={texts.actions}
      stackOnPhone
      renderRow={(meeting) => (
        <ProSessionRow
          key={meeting.id}
          meeting={meeting}
          workshopId={workshopId}
          workshopName={workshopName}
          now={now}
          columns={6}
          onAttendance={(meetingId, userId, value) => attendance.mutateAsync({ meetingId, userId, attendance: value })}
        />
      )}
    />
  );
}
