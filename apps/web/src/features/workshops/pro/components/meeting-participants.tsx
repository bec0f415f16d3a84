import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatSpokenDate, formatSpokenTime } from '@plateforme/shared/format/dates';
import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import type { ReactNode } from 'react';
import { AttendanceList } from './attendance-list.tsx';

type Props = {
  meeting: MeetingItem;
  started: boolean;
  onAttendance: (userId: number, attendance: 0 | 1 | null) => Promise<unknown>;
  /** « Tous présents » once the session has started, above the list (issue #37). */
  allPresent?: ReactNode;
};

const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`;

/** « place réservée jusqu'au mardi 1er décembre à 10 h » for a person a freed place is held for (ADR 073). */
const heldFor = (until: string | null | undefined) =>
  until
    ? ` — ${waitingListMessages.heldForUntil(waitingListMessages.spokenMoment(formatSpokenDate(until), formatSpokenTime(until)))}`
    : '';

/** The session's validated participants with their attendance, then the waiting list by rank (P2 §4, §6). */
export function SessionParticipants({ meeting, started, onAttendance, allPresent }: Props) {
  const subscribers = meeting.subscribers ?? [];
  const queued = meeting.queued ?? [];
  if (subscribers.length === 0 && queued.length === 0) return <Typography>{texts.noParticipants}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {subscribers.length > 0 && started ? allPresent : null}
      {subscribers.length > 0 ? (
        <AttendanceList
          people={subscribers.map((person) => ({
            id: person.id,
            name: fullName(person),
            attendance: person.pivot.attendance,
          }))}
          started={started}
          onAttendance={onAttendance}
        />
      ) : null}
      {queued.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="p">
            {texts.waitingTitle}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {queued.map((person, index) => (
              <li key={person.id}>
                {fullName(person)} — {texts.waitingRank(index + 1)}
                {heldFor(person.pivot.offered_until)}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
