import type { DataExport } from '@plateforme/shared/accounts/data-export.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const dataExportQueryKey = ['user', 'data-export'] as const;
/** While a copy is prepared, its state is read again this often. */
const PENDING_POLL_MS = 5_000;

/** GET /api/user/data-export: her latest copy of her data, or null. */
export async function getDataExport(): Promise<DataExport | null> {
  return (await apiClient.get<{ data: DataExport | null }>('/api/user/data-export')).data;
}

export function useDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: getDataExport,
    meta: { silentErrors: true },
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_POLL_MS : false),
  });
}
