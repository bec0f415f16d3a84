import type { Dashboard } from '@plateforme/shared/platform/admin.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/dashboard (ADR 041). */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await apiClient.get<{ data: Dashboard }>('/api/admin/dashboard', { signal })).data;
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: ({ signal }) => getDashboard(signal),
    // The screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
