import type { AdminListMeta } from '@plateforme/shared/admin/admin-list.schemas';
import type { OutboxItem } from '@plateforme/shared/admin/admin-core.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toAdminQuery, type AdminListParams } from '../../../components/admin/use-admin-list-params.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type OutboxPage = { data: OutboxItem[]; meta: AdminListMeta };

/** GET /api/admin/outbox (ADR 041). */
export function getOutbox(params: AdminListParams, signal?: AbortSignal) {
  return apiClient.get<OutboxPage>('/api/admin/outbox', { query: toAdminQuery(params), signal });
}

export const outboxQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: ['admin', 'outbox', params] as const,
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });

export function useOutbox(params: AdminListParams) {
  return useQuery(outboxQueryOptions(params));
}
