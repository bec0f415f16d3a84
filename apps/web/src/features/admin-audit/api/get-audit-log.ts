import type { AdminListMeta, AuditLogItem } from '@plateforme/shared/admin/admin-list.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminListParams } from '../../../components/admin/use-admin-list-params.ts';
import { toAdminQuery } from '../../../components/admin/use-admin-list-params.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type AuditLogPage = { data: AuditLogItem[]; meta: AdminListMeta };

/** GET /api/admin/audit-log (ADR 040, 041). */
export function getAuditLog(params: AdminListParams, signal?: AbortSignal) {
  return apiClient.get<AuditLogPage>('/api/admin/audit-log', { query: toAdminQuery(params), signal });
}

export const auditLogQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', params] as const,
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });

export function useAuditLog(params: AdminListParams) {
  return useQuery(auditLogQueryOptions(params));
}
