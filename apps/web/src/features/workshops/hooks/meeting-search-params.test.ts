import { describe, expect, it } from 'vitest';
import { countMeetingFilters, getDateRange, readMeetingFilters, toListParams } from './meeting-search-params.ts';

// Wednesday 2026-03-04, 10:00 in Paris.
const now = new Date('2026-03-04T09:00:00.000Z');

describe('the Meetings screen filters', () => {
  it('P2-MEET-07 the four date ranges are Paris weeks (Monday to Sunday) and months', () => {
    expect(getDateRange('thisWeek', now)).toEqual(['2026-03-02', '2026-03-08']);
    expect(getDateRange('nextWeek', now)).toEqual(['2026-03-09', '2026-03-15']);
    expect(getDateRange('thisMonth', now)).toEqual(['2026-03-01', '2026-03-31']);
    expect(getDateRange('nextMonth', now)).toEqual(['2026-04-01', '2026-04-30']);
    // Sunday 23:30 in Paris is still that week, 00:30 is the next; December rolls into January.
    expect(getDateRange('thisWeek', new Date('2026-03-08T22:30:00.000Z'))).toEqual(['2026-03-02', '2026-03-08']);
    expect(getDateRange('thisWeek', new Date('2026-03-08T23:30:00.000Z'))).toEqual(['2026-03-09', '2026-03-15']);
    expect(getDateRange('nextMonth', new Date('2026-12-15T12:00:00.000Z'))).toEqual(['2027-01-01', '2027-01-31']);
  });

  it('P2-MEET-23 defaults to start ascending on page 1, past sessions folded, and reads the address', () => {
    expect(readMeetingFilters(new URLSearchParams(''))).toEqual({
      page: 1,
      sort: 'start',
      direction: 'asc',
      range: null,
      type: null,
      partner: null,
      past: null,
    });
    const filters = readMeetingFilters(
      new URLSearchParams('page=3&sort=sequence&direction=desc&range=nextWeek&type=remote&partner=4&past=2'),
    );
    expect(filters).toEqual({
      page: 3,
      sort: 'sequence',
      direction: 'desc',
      range: 'nextWeek',
      type: 'remote',
      partner: 4,
      past: 2,
    });
    expect(toListParams(filters, now, 'coming')).toEqual({
      page: 3,
      sort: 'sequence',
      direction: 'desc',
      search: { when: 'coming', dates: ['2026-03-09', '2026-03-15'], type: 'remote', partner_id: 4 },
    });
    // The past part keeps the filters, on its own page, the latest first.
    expect(toListParams(filters, now, 'past')).toEqual({
      page: 2,
      sort: 'start',
      direction: 'desc',
      search: { when: 'past', dates: ['2026-03-09', '2026-03-15'], type: 'remote', partner_id: 4 },
    });
    expect(countMeetingFilters(filters)).toBe(5);
    expect(countMeetingFilters(readMeetingFilters(new URLSearchParams('past=3')))).toBe(0);
  });

  it('ignores values it does not know', () => {
    expect(
      readMeetingFilters(new URLSearchParams('page=-2&sort=name&direction=up&range=year&type=map&partner=x&past=0')),
    ).toEqual({
      page: 1,
      sort: 'start',
      direction: 'asc',
      range: null,
      type: null,
      partner: null,
      past: null,
    });
  });
});
