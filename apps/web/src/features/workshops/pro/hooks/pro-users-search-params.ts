import { USERS_DEFAULT_PER_PAGE } from '@plateforme/shared/workshops/members.rules';
import type { UsersParams } from '../api/get-users.ts';
import { useAddressFilters } from '../../../../lib/use-address-filters.ts';

/** « Mes adhérents » offers 20, 50 or all (0) a page (P2 §2). */
export const proUsersPageSizes = [20, 50, 0] as const;

export type ProUsersFilters = {
  name: string;
  workshop: number | null;
  page: number;
  perPage: (typeof proUsersPageSizes)[number];
};

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Search, filter, page and size live in the address, so a reload or the back button keeps them. */
export function readProUsersFilters(params: URLSearchParams): ProUsersFilters {
  const size = Number(params.get('per_page'));
  return {
    name: (params.get('name') ?? '').slice(0, 100),
    workshop: positive(params.get('workshop')),
    page: positive(params.get('page')) ?? 1,
    perPage: proUsersPageSizes.find((choice) => params.has('per_page') && choice === size) ?? USERS_DEFAULT_PER_PAGE,
  };
}

/** The newest members first (P2 §9). */
export function toUsersParams(filters: ProUsersFilters): UsersParams {
  const name = filters.name.trim();
  return {
    search: { ...(name ? { name } : {}), ...(filters.workshop ? { workshop_id: filters.workshop } : {}) },
    page: filters.perPage === 0 ? 1 : filters.page,
    perPage: filters.perPage,
    sort: 'created_at',
    direction: 'desc',
  };
}

/** The filters in the address, defaults left out. */
function writeProUsersFilters(next: ProUsersFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (next.name.trim()) query.set('name', next.name.trim());
  if (next.workshop) query.set('workshop', String(next.workshop));
  if (next.perPage !== USERS_DEFAULT_PER_PAGE) query.set('per_page', String(next.perPage));
  if (next.page > 1) query.set('page', String(next.page));
  return query;
}

/** The filters and a setter writing them back; any change but the page goes back to page 1. */
export const useProUsersFilters = () => useAddressFilters(readProUsersFilters, writeProUsersFilters);
