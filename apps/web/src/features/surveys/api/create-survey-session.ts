import type { CreateSurveySessionBody } from '@plateforme/shared/surveys/surveys.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { surveySessionsQueryKey, type SurveySession } from './get-survey-sessions.ts';

/** POST /api/survey_sessions (P2-SURV-10): user_id, survey_id, from_registration, survey_responses. */
export async function createSurveySession(body: CreateSurveySessionBody): Promise<SurveySession> {
  const response = await apiClient.post<{ data: SurveySession }>('/api/survey_sessions', { body });
  return response.data;
}

/** Saves, then refreshes the profile (its questionnaire alerts, P2-SURV-11) and the person's sessions. */
export function useCreateSurveySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurveySession,
    // The form puts field errors under their questions and shows the others itself.
    meta: { silentErrors: true },
    onSuccess: async (_session, { user_id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: surveySessionsQueryKey(user_id) }),
      ]);
    },
  });
}
