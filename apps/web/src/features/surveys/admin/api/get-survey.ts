import type { SurveyAdmin } from '@plateforme/shared/surveys/admin.schemas';
import { useAdminRecord } from '../../../../components/admin/use-admin-record.ts';
import { apiClient } from '../../../../lib/api-client.ts';

export const surveyQueryKey = (id: number) => ['admin', 'surveys', 'one', id] as const;
export const surveysListKey = ['admin', 'surveys', 'list'] as const;

/** GET /api/admin/surveys/{id}: the current questions and the versions. */
export async function getSurvey(id: number, signal?: AbortSignal) {
  return (await apiClient.get<{ data: SurveyAdmin }>(`/api/admin/surveys/${id}`, { signal })).data;
}

export function useSurvey(id: number | null) {
  return useAdminRecord(surveyQueryKey, id, getSurvey);
}
