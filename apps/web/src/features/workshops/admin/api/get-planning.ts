import type { AdminPlanningAnswer, AdminPlanningQuery } from '@plateforme/shared/workshops/planning.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/planning: every week of a programme's ISO year with its sequence. */
export function getPlanning({ year, programme }: AdminPlanningQuery, signal?: AbortSignal) {
  return apiClient.get<AdminPlanningAnswer>('/api/admin/planning', {
    query: { year: String(year), programme },
    signal,
  });
}

export const planningQueryOptions = (query: AdminPlanningQuery) =>
  queryOptions({
    queryKey: ['admin', 'planning', query.programme, query.year] as const,
    queryFn: ({ signal }) => getPlanning(query, signal),
    meta: { silentErrors: true },
  });

export function usePlanning(query: AdminPlanningQuery) {
  return useQuery(planningQueryOptions(query));
}
