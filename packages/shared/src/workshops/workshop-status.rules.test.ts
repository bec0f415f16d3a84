import { describe, expect, it } from 'vitest';
import { formatMeetingSlot, getWorkshopStatus } from './workshop-status.rules.ts';

const full = { places: 6, validated_subscribers_count: 6 };
const free = { places: 6, validated_subscribers_count: 5 };

describe('workshop status', () => {
  it('P1-HOME-14 P2-WSL-11 no upcoming session: no_meetings', () => {
    expect(getWorkshopStatus([])).toBe('no_meetings');
  });

  it('P1-HOME-15 P2-WSL-12 none of the three next sessions has a free place: waiting_list', () => {
    expect(getWorkshopStatus([full, full, full])).toBe('waiting_list');
    expect(getWorkshopStatus([full])).toBe('waiting_list');
    // Only the next three count: a free place in the fourth does not help.
    expect(getWorkshopStatus([full, full, full, free])).toBe('waiting_list');
  });

  it('P1-HOME-16 a free place in one of the next three: no status', () => {
    expect(getWorkshopStatus([full, full, free])).toBeNull();
    expect(getWorkshopStatus([free])).toBeNull();
  });
});

describe('formatMeetingSlot', () => {
  it('P1-HOME-13 gives the weekday and the HHhmm slot on the Paris clock', () => {
    // Tuesday 24 November 2026, 13:00-14:30 UTC = 14h00-15h30 in Paris (UTC+1).
    expect(formatMeetingSlot('2026-11-24T13:00:00.000Z', '2026-11-24T14:30:00.000Z')).toBe('mardi 14h00-15h30');
    // Summer time (UTC+2), and a session crossing midnight UTC keeps its Paris weekday.
    expect(formatMeetingSlot('2026-07-04T22:30:00.000Z', '2026-07-04T23:30:00.000Z')).toBe('dimanche 00h30-01h30');
  });
});
