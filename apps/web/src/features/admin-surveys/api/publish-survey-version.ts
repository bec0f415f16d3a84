import type { SurveyAdmin, SurveyQuestionsInput } from '@plateforme/shared/admin/admin-surveys.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { surveyQueryKey } from './get-survey.ts';

export type PublishSurveyVersionVariables = { id: number; input: SurveyQuestionsInput };

/** PUT /api/admin/surveys/{id}: the whole list of questions becomes a new version. */
export async function publishSurveyVersion({ id, input }: PublishSurveyVersionVariables) {
  return (await apiClient.put<{ data: SurveyAdmin }>(`/api/admin/surveys/${id}`, { body: input })).data;
}

export function usePublishSurveyVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSurveyVersion,
    // The editor places field messages itself.
    meta: { silentErrors: true },
    onSuccess: (survey) => {
      queryClient.setQueryData(surveyQueryKey(survey.id), survey);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'surveys', 'list'] });
    },
  });
}
