import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { proWorkshopPageMessages } from '@plateforme/shared/messages/workshops-pro-home';
import { useMeetingClock } from '../../../../components/meetings/meeting-clock.ts';
import { hasEnded, hasStarted } from '../../../../components/meetings/meeting-format.ts';
import { PagedMeetingsTable, useMeetingsPaging } from '../../../../components/meetings/paged-meetings-table.tsx';
import { useWorkshopSessions, type SessionsPart } from '../api/get-workshop-meetings.ts';
import { useSetAttendance } from '../api/set-attendance.ts';
import { ProSessionRow } from './pro-meeting-row.tsx';

type Props = {
  workshopId: number;
  workshopName: string;
  headingId: string;
  part: SessionsPart;
  canManage: boolean;
  /** The session whose participants start open (the home's « Voir les participants »). */
  focusMeetingId?: number;
};

/**
 * The workshop's coming sessions (the one under way, then the next ones) or its past ones
 * (the latest first) for its pro, 20/30/40/all a page (P2 §2, §7, §9; issue #37).
 */
export function ProSessions({ workshopId, workshopName, headingId, part, canManage, focusMeetingId }: Props) {
  const paging = useMeetingsPaging();
  const now = useMeetingClock();
  const query = useWorkshopSessions(workshopId, part, paging.page, paging.pageSize);
  const attendance = useSetAttendance(workshopId);

  return (
    <PagedMeetingsTable
      paging={paging}
      query={query}
      headingId={headingId}
      minWidth={820}
      lastColumn={texts.actions}
      stackOnPhone
      emptyText={part === 'coming' ? proWorkshopPageMessages.comingEmpty : proWorkshopPageMessages.pastEmpty}
      renderRow={(meeting) => (
        <ProSessionRow
          key={meeting.id}
          meeting={meeting}
          workshopId={workshopId}
          workshopName={workshopName}
          now={now}
          columns={6}
          canManage={canManage}
          initiallyOpen={meeting.id === focusMeetingId || (hasStarted(meeting, now) && !hasEnded(meeting, now))}
          onAttendance={(meetingId, userId, value) => attendance.mutateAsync({ meetingId, userId, attendance: value })}
        />
      )}
    />
  );
}
