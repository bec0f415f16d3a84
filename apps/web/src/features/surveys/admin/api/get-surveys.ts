import type { AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type { SurveyAdminRow } from '@plateforme/shared/surveys/admin.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export type SurveysPage = { data: SurveyAdminRow[]; meta: AdminListMeta };

/** GET /api/admin/surveys: one page of the questionnaires. */
export function getSurveys(query: Record<string, string | number>, signal?: AbortSignal) {
  return apiClient.get<SurveysPage>('/api/admin/surveys', { query, signal });
}

export function useSurveys(query: Record<string, string | number>) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'surveys', 'list', query] as const,
      queryFn: ({ signal }) => getSurveys(query, signal),
      placeholderData: keepPreviousData,
      // The table shows its own error state with a retry.
      meta: { silentErrors: true },
    }),
  );
}
