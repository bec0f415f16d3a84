import type { AdminSettingsAnswer } from '@plateforme/shared/platform/settings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/settings: the editable settings, amounts in euros. */
export function getAdminSettings(signal?: AbortSignal) {
  return apiClient.get<AdminSettingsAnswer>('/api/admin/settings', { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'] as const,
    queryFn: ({ signal }) => getAdminSettings(signal),
    meta: { silentErrors: true },
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
