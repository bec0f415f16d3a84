import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { AllPresentButton } from './all-present-button.tsx';
import { SessionParticipants } from './meeting-participants.tsx';

type Props = {
  meeting: MeetingItem;
  workshopId: number;
  date: string;
  started: boolean;
  onAttendance: (userId: number, attendance: 0 | 1 | null) => Promise<unknown>;
};

/** A session's participants with their attendance and « Tous présents »: loaded when the pro opens them. */
export default function ParticipantsPanel({ meeting, workshopId, date, started, onAttendance }: Props) {
  return (
    <SessionParticipants
      meeting={meeting}
      started={started}
      onAttendance={onAttendance}
      allPresent={<AllPresentButton meetingId={meeting.id} workshopId={workshopId} date={date} />}
    />
  );
}
