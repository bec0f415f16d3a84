import type { JobKindSummary } from '@plateforme/shared/platform/jobs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/jobs/summary: each kind of background job's last run, failures and delays. */
export async function getJobsSummary(signal?: AbortSignal): Promise<JobKindSummary[]> {
  return (await apiClient.get<{ data: JobKindSummary[] }>('/api/admin/jobs/summary', { signal })).data;
}

export const jobsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'jobs', 'summary'] as const,
    queryFn: ({ signal }) => getJobsSummary(signal),
    // The screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });

export function useJobsSummary() {
  return useQuery(jobsSummaryQueryOptions());
}
