import type { SurveyVersionQuestions } from '@plateforme/shared/surveys/admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/admin/surveys/{id}/versions/{version}: a published version, read only. */
export async function getSurveyVersion(id: number, version: number, signal?: AbortSignal) {
  return (
    await apiClient.get<{ data: SurveyVersionQuestions }>(`/api/admin/surveys/${id}/versions/${version}`, { signal })
  ).data;
}

export function useSurveyVersion(id: number, version: number | null) {
  return useQuery({
    queryKey: ['admin', 'surveys', 'one', id, 'version', version ?? 0] as const,
    queryFn: ({ signal }) => getSurveyVersion(id, version ?? 0, signal),
    // A published version never changes.
    staleTime: Infinity,
    enabled: version !== null,
    meta: { silentErrors: true },
  });
}
