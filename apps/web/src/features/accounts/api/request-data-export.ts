import type { DataExport } from '@plateforme/shared/accounts/data-export.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { dataExportQueryKey } from './get-data-export.ts';

/** POST /api/user/data-export: a new copy, prepared in the background. */
export async function requestDataExport(): Promise<DataExport> {
  return (await apiClient.post<{ data: DataExport }>('/api/user/data-export')).data;
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    // The section says what failed (one copy at a time, three a day).
    meta: { silentErrors: true },
    onSuccess: (created) => queryClient.setQueryData<DataExport | null>(dataExportQueryKey, created),
  });
}
