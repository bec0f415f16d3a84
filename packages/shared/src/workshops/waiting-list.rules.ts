/**
 * What a session's places mean for a member (ADR 073): a free place held for a waiting member
 * is nobody else's until the hold ends, so a session whose free places are all held is full.
 */
type Places = { places: number; validated_subscribers_count: number; held_places_count: number };
type OwnPivot = { status: 'validated' | 'waiting'; offered_until: string | null } | null;

/** Places anyone may still take: neither taken nor held. */
export function openPlaces(meeting: Places): number {
  return Math.max(0, meeting.places - meeting.validated_subscribers_count - meeting.held_places_count);
}

/** « Complet »: every place taken, or every free one held. */
export function isFull(meeting: Places): boolean {
  return openPlaces(meeting) === 0;
}

/** Whether a place is held for this member right now (`now` in ms). */
export function isHeldFor(pivot: OwnPivot, now: number): boolean {
  return pivot?.status === 'waiting' && pivot.offered_until !== null && new Date(pivot.offered_until).getTime() > now;
}

/** A waiting member may take a place: one is held for her, or one is neither taken nor held. */
export function mayTakePlace(meeting: Places & { pivot: OwnPivot }, now: number): boolean {
  if (meeting.pivot?.status !== 'waiting') return false;
  return isHeldFor(meeting.pivot, now) || openPlaces(meeting) > 0;
}
