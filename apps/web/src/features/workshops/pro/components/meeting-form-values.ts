import { getParisDay, getWallClock } from '@plateforme/shared/format/paris-time';
import type { MeetingFormValues } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import type { Participant } from '../api/search-participants.ts';

export type MeetingFormWorkshop = { id: number; type?: 'onsite' | 'remote' };

const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (iso: string) => {
  const { hour, minute } = getWallClock(new Date(iso));
  return `${pad(hour)}:${pad(minute)}`;
};

/** The form's start: empty for a new session, the session's day, Paris times and lists otherwise. */
export function meetingFormStart(workshop: MeetingFormWorkshop, meeting?: MeetingItem): MeetingFormValues {
  if (!meeting) {
    return {
      date: '',
      start_time: '',
      end_time: '',
      type: workshop.type === 'remote' ? 'remote' : 'onsite',
      address: '',
      link: '',
      sequence: '',
      places: '',
      subscribers: [],
      queued: [],
      locked: false,
    };
  }
  const subscribers = (meeting.subscribers ?? []).map((person) => person.id);
  const queued = (meeting.queued ?? []).map((person) => person.id);
  return {
    date: getParisDay(new Date(meeting.start)),
    start_time: timeOf(meeting.start),
    end_time: timeOf(meeting.end),
    type: meeting.type,
    address: meeting.address ?? '',
    link: meeting.link ?? '',
    sequence: meeting.sequence,
    places: meeting.places,
    subscribers,
    queued,
    // The type, day and times of a session with people on it stay (P2 §4).
    locked: subscribers.length + queued.length > 0,
  };
}

/** The names of the people already on the session's lists. */
export function peopleOf(meeting?: MeetingItem): Map<number, Participant> {
  return new Map([...(meeting?.subscribers ?? []), ...(meeting?.queued ?? [])].map((person) => [person.id, person]));
}
