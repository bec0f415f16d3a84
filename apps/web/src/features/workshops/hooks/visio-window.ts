import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';

/** « Rejoindre la visio » opens this long before the start, and stays until the end. */
export const VISIO_OPENS_BEFORE_MS = 15 * 60_000;

type Timed = Pick<MeetingItem, 'start' | 'end'>;

/** Where a session stands for its visio: not open yet, open, or over. */
export type VisioWindow = 'before' | 'open' | 'ended';

export function getVisioWindow(meeting: Timed, now: number): VisioWindow {
  if (now >= Date.parse(meeting.end)) return 'ended';
  return now >= Date.parse(meeting.start) - VISIO_OPENS_BEFORE_MS ? 'open' : 'before';
}

/** Milliseconds until the window changes (it opens, or the session ends); null once it is over. */
export function msUntilVisioChange(meeting: Timed, now: number): number | null {
  const window = getVisioWindow(meeting, now);
  if (window === 'ended') return null;
  const next = window === 'before' ? Date.parse(meeting.start) - VISIO_OPENS_BEFORE_MS : Date.parse(meeting.end);
  return next - now;
}

/** Only web links are made clickable: a stored link is never run as a script. */
export function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/**
 * The link a visio button leads to: a remote session where this person holds a place (not a
 * waiting entry; the API gives the link to its validated participants only anyway).
 */
export function getVisioLink(meeting: Pick<MeetingItem, 'type' | 'link' | 'pivot'>): string | null {
  if (meeting.type !== 'remote' || meeting.pivot?.status !== 'validated' || !meeting.link) return null;
  return isWebLink(meeting.link) ? meeting.link : null;
}
