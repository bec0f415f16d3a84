import { defaultDirection, type DocumentSortColumn } from '@plateforme/shared/library/library.rules';
import type { DocumentListParams } from '../api/get-documents.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';

/** The sort choices of the screen (P2 §2 Library) and the API sort each one asks for. */
export const librarySorts = { recent: 'created_at', title: 'title', type: 'type' } as const satisfies Record<
  string,
  DocumentSortColumn
>;
export type LibrarySort = keyof typeof librarySorts;

export type LibraryFilters = { q: string; type: string; sort: LibrarySort; page: number };

const isSort = (value: string | null): value is LibrarySort => value !== null && Object.hasOwn(librarySorts, value);

/** Search, type, sort and page live in the address, so a reload or a shared link keeps them. */
export function readLibraryFilters(params: URLSearchParams): LibraryFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    type: params.get('type') ?? '',
    sort: isSort(sort) ? sort : 'recent',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function toDocumentListParams(filters: LibraryFilters): DocumentListParams {
  const sort = librarySorts[filters.sort];
  return {
    search: {
      ...(filters.q.trim() ? { title: filters.q.trim() } : {}),
      ...(filters.type ? { type: filters.type } : {}),
    },
    sort,
    direction: defaultDirection(sort),
    page: filters.page,
  };
}

export const hasFilters = (filters: LibraryFilters) => filters.q.trim() !== '' || filters.type !== '';

/** The filters in the address, defaults left out. */
function writeLibraryFilters(next: LibraryFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (next.q) query.set('q', next.q);
  if (next.type) query.set('type', next.type);
  if (next.sort !== 'recent') query.set('sort', next.sort);
  if (next.page > 1) query.set('page', String(next.page));
  return query;
}

/** The filters, and a setter that writes them back; any change but the page goes back to page 1. */
export const useLibraryFilters = () => useAddressFilters(readLibraryFilters, writeLibraryFilters);
