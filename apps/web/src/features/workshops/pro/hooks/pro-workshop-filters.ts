import type { WorkshopSearchInput } from '@plateforme/shared/workshops/workshops.schemas';
import { isPeriodReversed } from '../../../../lib/period.ts';

/**
 * « Mes ateliers » filters, sort and page as the address holds them (P2 §2, §9): what a pro
 * sees survives a reload and the back button. A malformed value from a hand-edited link is
 * left out, never an error.
 */
export const proSorts = ['name', 'zip', 'next_meeting_start'] as const;
export type ProSort = (typeof proSorts)[number];
/** 0 is « Tous ». */
export const pageSizes = [20, 50, 0] as const;
export type PageSize = (typeof pageSizes)[number];

export type ProWorkshopFilters = {
  department: string;
  city: string;
  partnerId: number | null;
  from: string;
  to: string;
  sort: ProSort;
  perPage: PageSize;
  page: number;
};

export const defaultFilters: ProWorkshopFilters = {
  department: '',
  city: '',
  partnerId: null,
  from: '',
  to: '',
  sort: 'name',
  perPage: 20,
  page: 1,
};

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const positive = (value: string | null) =>
  value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function readFilters(params: URLSearchParams): ProWorkshopFilters {
  const department = params.get('department') ?? '';
  const sort = params.get('sort') as ProSort | null;
  const perPageText = params.get('per_page');
  return {
    department: /^(\d{2,3}|2[AB])$/.test(department) ? department : '',
    city: (params.get('city') ?? '').slice(0, 100),
    partnerId: positive(params.get('partner')),
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    sort: sort && proSorts.includes(sort) ? sort : defaultFilters.sort,
    perPage: perPageText === 'all' ? 0 : perPageText === '50' ? 50 : 20,
    page: positive(params.get('page')) ?? 1,
  };
}

/** Default values are left out of the address. */
export function writeFilters(filters: ProWorkshopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.department) params.set('department', filters.department);
  if (filters.city.trim()) params.set('city', filters.city);
  if (filters.partnerId !== null) params.set('partner', String(filters.partnerId));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== defaultFilters.sort) params.set('sort', filters.sort);
  if (filters.perPage !== defaultFilters.perPage)
    params.set('per_page', filters.perPage === 0 ? 'all' : String(filters.perPage));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of filter, sort or page size starts again from page 1. */
export function changeFilters(filters: ProWorkshopFilters, change: Partial<ProWorkshopFilters>): ProWorkshopFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}

/** A period whose end comes before its start is not sent (the field says why). */
/** The search JSON of GET /api/workshops for this pro (P2 §7: search.user_id). */
export function toSearch(userId: number, filters: ProWorkshopFilters): WorkshopSearchInput {
  const search: WorkshopSearchInput = { user_id: userId };
  if (filters.department) search.department = filters.department;
  if (filters.city.trim()) search.city = filters.city.trim();
  if (filters.partnerId !== null) search.partner_id = filters.partnerId;
  if (!isPeriodReversed(filters) && (filters.from || filters.to)) {
    // An end alone runs from today, as on the members' list (ADR 029).
    const from = filters.from || new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    search.dates = filters.to ? [from, filters.to] : [from];
  }
  return search;
}
