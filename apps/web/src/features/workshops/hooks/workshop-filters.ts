import { formatIsoDate } from '@plateforme/shared/format/dates';
import { timeSlots, type TimeSlot } from '@plateforme/shared/workshops/time-filters.rules';
import { workshopComputedFields, type WorkshopField } from '@plateforme/shared/workshops/workshop-fields';
import type { WorkshopSearchInput } from '@plateforme/shared/workshops/workshops.schemas';
import { isPeriodReversed } from '../../../lib/period.ts';
import type { QueryParams } from '../../../lib/api-client.ts';

/**
 * The workshops list's filters and sort (P2 §2, §5) as they live in the page address, so a
 * list can be shared and the back button brings it back. Pure functions: the address in,
 * the filters out, and the API query they make.
 */

export const WORKSHOPS_PAGE_SIZE = 24;

export const listSorts = ['subscriptions_count', 'name', 'next_meeting_start'] as const;
export type ListSort = (typeof listSorts)[number];
/** P2 §9: the member list sorts by subscriptions_count ascending unless told otherwise. */
export const DEFAULT_SORT: ListSort = 'subscriptions_count';

export type WorkshopFilters = {
  department: string;
  city: string;
  /** « Près de »: a postal code or a town; the list then comes nearest first. */
  near: string;
  partner: number | null;
  from: string;
  to: string;
  days: number[];
  slots: TimeSlot[];
  sequence: number | null;
  /** Only meaningful with a sequence (P2-WSL-22/23). */
  places: boolean;
  pro: number | null;
  sort: ListSort;
};

export const emptyFilters: WorkshopFilters = {
  department: '',
  city: '',
  near: '',
  partner: null,
  from: '',
  to: '',
  days: [],
  slots: [],
  sequence: null,
  places: false,
  pro: null,
  sort: DEFAULT_SORT,
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const departmentCode = /^(\d{2,3}|2[AB])$/;
const slotNames = Object.keys(timeSlots) as TimeSlot[];

function readId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** What the address says; anything malformed (a hand-edited link) is left out, never an error. */
export function readFilters(params: URLSearchParams): WorkshopFilters {
  const department = (params.get('department') ?? '').toUpperCase();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sequence = readId(params.get('sequence'));
  const sort = params.get('sort') ?? '';
  return {
    department: departmentCode.test(department) ? department : '',
    city: (params.get('city') ?? '').slice(0, 100),
    near: (params.get('near') ?? '').slice(0, 100),
    partner: readId(params.get('partner')),
    from: isoDay.test(from) ? from : '',
    to: isoDay.test(to) ? to : '',
    days: unique(
      params
        .getAll('days')
        .map(Number)
        .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7),
    ).sort((a, b) => a - b),
    slots: unique(params.getAll('slots').filter((slot): slot is TimeSlot => (slotNames as string[]).includes(slot))),
    sequence: sequence !== null && sequence <= 99 ? sequence : null,
    places: sequence !== null && params.get('places') === '1',
    pro: readId(params.get('pro')),
    sort: (listSorts as readonly string[]).includes(sort) ? (sort as ListSort) : DEFAULT_SORT,
  };
}

/** The address of these filters: empty values and the default sort are left out. */
export function writeFilters(filters: WorkshopFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(key, String(value));
  };
  set('department', filters.department);
  set('city', filters.city);
  set('near', filters.near);
  set('partner', filters.partner);
  set('from', filters.from);
  set('to', filters.to);
  filters.days.forEach((day) => params.append('days', String(day)));
  filters.slots.forEach((slot) => params.append('slots', slot));
  set('sequence', filters.sequence);
  if (filters.places && filters.sequence !== null) params.set('places', '1');
  set('pro', filters.pro);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** How many filters the address sets, the sort included; a period counts once, with one end or two. */
export function countSetFilters(filters: WorkshopFilters): number {
  return new Set([...writeFilters(filters).keys()].map((key) => (key === 'to' ? 'from' : key))).size;
}

/** A change of one or more filters; clearing the sequence unticks the places box (P2-WSL-23). */
export function changeFilters(current: WorkshopFilters, patch: Partial<WorkshopFilters>): WorkshopFilters {
  const next = { ...current, ...patch };
  if (next.sequence === null) next.places = false;
  return next;
}

function toDates(filters: WorkshopFilters, today: Date): string[] | undefined {
  if (isPeriodReversed(filters)) return undefined;
  if (filters.from && filters.to) return [filters.from, filters.to];
  if (filters.from) return [filters.from];
  // An end alone means "from today until then".
  if (filters.to) return [formatIsoDate(today), filters.to];
  return undefined;
}

/** The API's search JSON: the screen's own scope (AJA, onCommence) plus the filters. */
export function toWorkshopSearch(
  filters: WorkshopFilters,
  scope: WorkshopSearchInput,
  today = new Date(),
): WorkshopSearchInput {
  const search: WorkshopSearchInput = { ...scope };
  if (filters.department) search.department = filters.department;
  if (filters.city.trim()) search.city = filters.city.trim();
  // One letter names no place yet: the list waits for a second one (the API would refuse it).
  if (filters.near.trim().length >= 2) search.near = filters.near.trim();
  if (filters.partner !== null) search.partner_id = filters.partner;
  const dates = toDates(filters, today);
  if (dates) search.dates = dates;
  if (filters.days.length) search.days = filters.days;
  if (filters.slots.length) search.time_slots = filters.slots;
  if (filters.sequence !== null) {
    search.sequence = filters.sequence;
    if (filters.places) search.available_places = 1;
  }
  if (filters.pro !== null) search.user_id = filters.pro;
  return search;
}

/** GET /api/workshops's query for one page of the list (P2 §7, §9). */
/** What a card shows (components/workshops/workshop-card.tsx): a page of 24 weighs 40 % less. */
const CARD_FIELDS: WorkshopField[] = ['name', 'active', 'type', 'zip', 'city'];

export function toWorkshopsQuery(search: WorkshopSearchInput, sort: ListSort, page: number): QueryParams {
  return {
    search,
    with: ['user', 'secondary_pro', 'partner', 'three_next_meetings'],
    select: CARD_FIELDS,
    without: [...workshopComputedFields],
    sort,
    direction: 'asc',
    per_page: WORKSHOPS_PAGE_SIZE,
    page,
  };
}
