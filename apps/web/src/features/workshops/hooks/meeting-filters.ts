import { addCalendarDays, getParisDay, getWallClock } from '@plateforme/shared/format/paris-time';
import type { MeetingSearchInput, MeetingSortColumn } from '@plateforme/shared/workshops/meetings.schemas';

/**
 * « Mes séances »' filters as the address gives them and the lists they ask for, with no
 * library imported: the page's first script reads them too, to ask for the lists early (ADR 107).
 */

export const dateRanges = ['thisWeek', 'nextWeek', 'thisMonth', 'nextMonth'] as const;
export type DateRange = (typeof dateRanges)[number];

/** The first and last Paris day of a range, as the `dates` search filter reads them. */
export function getDateRange(range: DateRange, now: Date): [string, string] {
  const today = getParisDay(now);
  if (range === 'thisWeek' || range === 'nextWeek') {
    const monday = addCalendarDays(today, 1 - getWallClock(now).weekday + (range === 'nextWeek' ? 7 : 0));
    return [monday, addCalendarDays(monday, 6)];
  }
  const [year = 0, month = 1] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + (range === 'nextMonth' ? 1 : 0), 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** One page of a list of sessions, as its address asks for it. */
export type MeetingListParams = {
  search: MeetingSearchInput;
  page: number;
  sort: MeetingSortColumn;
  direction: 'asc' | 'desc';
};

export type MeetingFilters = {
  page: number;
  sort: 'start' | 'sequence';
  direction: 'asc' | 'desc';
  range: DateRange | null;
  type: 'remote' | 'onsite' | null;
  partner: number | null;
  /** The past sessions' page while their part is open; null: folded (the default). */
  past: number | null;
};

/** The coming sessions are listed soonest first (issue #37): the next one tops the page. */
export const DEFAULT_DIRECTION = 'asc';

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((item) => item === value) ?? null;
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Page, sort and filters live in the address (P2 §2), so a reload or a shared link keeps them. */
export function readMeetingFilters(params: URLSearchParams): MeetingFilters {
  return {
    page: positive(params.get('page')) ?? 1,
    sort: pick(params.get('sort'), ['start', 'sequence'] as const) ?? 'start',
    direction: pick(params.get('direction'), ['asc', 'desc'] as const) ?? DEFAULT_DIRECTION,
    range: pick(params.get('range'), dateRanges),
    type: pick(params.get('type'), ['remote', 'onsite'] as const),
    partner: positive(params.get('partner')),
    past: positive(params.get('past')),
  };
}

/**
 * What one part of the list asks for: the coming sessions (not ended, one under way
 * included) in the chosen order and page; the past ones on their own page, latest first.
 */
export function toListParams(filters: MeetingFilters, now: Date, part: 'coming' | 'past'): MeetingListParams {
  const search: MeetingSearchInput = { when: part };
  if (filters.range) search.dates = getDateRange(filters.range, now);
  if (filters.type) search.type = filters.type;
  if (filters.partner) search.partner_id = filters.partner;
  if (part === 'past') return { search, page: filters.past ?? 1, sort: 'start', direction: 'desc' };
  return { search, page: filters.page, sort: filters.sort, direction: filters.direction };
}

/** How many filters differ from the defaults, for the phone's « Filtres et tri (2 choisis) ». */
export function countMeetingFilters(filters: MeetingFilters): number {
  const changed = [
    filters.range !== null,
    filters.type !== null,
    filters.partner !== null,
    filters.sort !== 'start',
    filters.direction !== DEFAULT_DIRECTION,
  ];
  return changed.filter(Boolean).length;
}

/** The filters in the address, defaults left out. */
export function writeMeetingFilters(next: MeetingFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (next.page > 1) query.set('page', String(next.page));
  if (next.sort !== 'start') query.set('sort', next.sort);
  if (next.direction !== DEFAULT_DIRECTION) query.set('direction', next.direction);
  if (next.range) query.set('range', next.range);
  if (next.type) query.set('type', next.type);
  if (next.partner) query.set('partner', String(next.partner));
  if (next.past) query.set('past', String(next.past));
  return query;
}
