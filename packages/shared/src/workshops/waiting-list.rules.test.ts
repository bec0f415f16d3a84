import { describe, expect, it } from 'vitest';
import { isFull, isHeldFor, mayTakePlace, openPlaces } from './waiting-list.rules.ts';

const now = Date.parse('2026-12-01T08:00:00.000Z');
const later = '2026-12-01T09:00:00.000Z';
const earlier = '2026-12-01T07:00:00.000Z';
const session = (taken: number, held: number, places = 8) => ({
  places,
  validated_subscribers_count: taken,
  held_places_count: held,
});

describe('waiting list rules', () => {
  it('a session is full when every place is taken, or every free one is held', () => {
    expect(openPlaces(session(5, 1))).toBe(2);
    expect(isFull(session(5, 1))).toBe(false);
    expect(isFull(session(8, 0))).toBe(true);
    expect(isFull(session(6, 2))).toBe(true);
    // More taken than places (the staff added someone): still full, never negative.
    expect(openPlaces(session(9, 0))).toBe(0);
  });

  it('a place is held for her only while its end is ahead', () => {
    expect(isHeldFor({ status: 'waiting', offered_until: later }, now)).toBe(true);
    expect(isHeldFor({ status: 'waiting', offered_until: earlier }, now)).toBe(false);
    expect(isHeldFor({ status: 'waiting', offered_until: null }, now)).toBe(false);
    expect(isHeldFor(null, now)).toBe(false);
  });

  it('a waiting member may take a place held for her even when the session reads full to others', () => {
    const waiting = { status: 'waiting' as const, offered_until: null };
    expect(mayTakePlace({ ...session(7, 1), pivot: { ...waiting, offered_until: later } }, now)).toBe(true);
    expect(mayTakePlace({ ...session(7, 1), pivot: waiting }, now)).toBe(false);
    expect(mayTakePlace({ ...session(6, 1), pivot: waiting }, now)).toBe(true);
    expect(mayTakePlace({ ...session(6, 1), pivot: { status: 'validated', offered_until: null } }, now)).toBe(false);
    expect(mayTakePlace({ ...session(6, 1), pivot: null }, now)).toBe(false);
  });
});
