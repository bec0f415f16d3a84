import type { AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { toAdminQuery, useAdminListParams, type AdminListDefaults } from './use-admin-list-params.ts';

export type AdminListPage<Item> = { data: Item[]; meta: AdminListMeta };

type AdminListQuery = Record<string, string | number>;

/**
 * One page of an /api/admin list. `key` is the section's cache key ('admin', 'partners',
 * 'list'), the one its forms invalidate after a change; the table shows its own error state.
 */
export function adminListQueryOptions<Item>(path: string, key: readonly string[], query: AdminListQuery) {
  return queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => apiClient.get<AdminListPage<Item>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}

/** The query of the list's /export twin: the same filters and order, without the paging. */
export function toExportQuery(query: AdminListQuery): AdminListQuery {
  const { page: _page, per_page: _perPage, ...rest } = query;
  return rest;
}

type Options = AdminListDefaults & { path: string; key: readonly string[] };

/**
 * A back-office list screen's wiring (ADR 040, 049): the page, sort and filters kept in the
 * address, the page fetched from `path`, and the export's query. The screen keeps its columns
 * and its filter fields.
 */
export function useAdminList<Item>({ path, key, ...defaults }: Options) {
  const { params, update } = useAdminListParams(defaults);
  const query = toAdminQuery(params);
  const list = useQuery(adminListQueryOptions<Item>(path, key, query));
  return { params, update, list, exportQuery: toExportQuery(query) };
}
