import type { WorkshopSearchInput } from '@plateforme/shared/workshops/workshops.schemas';
import { listPath } from '../../../lib/query-string.ts';
import { readFilters, toWorkshopSearch, toWorkshopsQuery, type ListSort } from '../hooks/workshop-filters.ts';

/**
 * The address of a page of the workshops list, kept apart from the query (no library
 * imported) so the page's first script asks for the same one early (ADR 107).
 */
export const workshopsListPath = (search: WorkshopSearchInput, sort: ListSort, page: number) =>
  listPath('/api/workshops', toWorkshopsQuery(search, sort, page));

/** What /workshops always lists: the adults' active workshops (P2 §2). */
export const WORKSHOPS_SCOPE = { is_aja: 0, active: 1 } as const;

/** What /workshops asks first: the list's first page with the address's filters and sort. */
export function workshopsPageRequests(pathname: string, search: string, today = new Date()): string[] {
  if (pathname.replace(/\/+$/, '') !== '/workshops') return [];
  const filters = readFilters(new URLSearchParams(search));
  return [workshopsListPath(toWorkshopSearch(filters, WORKSHOPS_SCOPE, today), filters.sort, 1)];
}
