import type { SurveyAdmin, SurveyQuestionsInput } from '@plateforme/shared/surveys/admin.schemas';
import { useAdminSave } from '../../../../components/admin/use-admin-save.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { surveyQueryKey, surveysListKey } from './get-survey.ts';

export type PublishSurveyVersionVariables = { id: number; input: SurveyQuestionsInput };

/** PUT /api/admin/surveys/{id}: the whole list of questions becomes a new version. */
export async function publishSurveyVersion({ id, input }: PublishSurveyVersionVariables) {
  return (await apiClient.put<{ data: SurveyAdmin }>(`/api/admin/surveys/${id}`, { body: input })).data;
}

export function usePublishSurveyVersion() {
  return useAdminSave(publishSurveyVersion, { recordKey: surveyQueryKey, listKey: surveysListKey });
}
