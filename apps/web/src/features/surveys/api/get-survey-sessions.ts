import type { surveyResponseSchema, surveySessionSchema } from '@plateforme/shared/surveys/surveys.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** A filled questionnaire (P2 §3 Survey session). */
export type SurveySession = z.infer<typeof surveySessionSchema>;

export type SurveySessionsPage = {
  data: SurveySession[];
  meta: { total: number; page: number; per_page: number; last_page: number };
};

export type SurveySessionsParams = {
  userId: number;
  surveyRef?: string;
  page?: number;
  perPage?: number;
  withResponses?: boolean;
};

/** Every cached list of a person's sessions starts with this key (a save invalidates them all). */
export const surveySessionsQueryKey = (userId: number) => ['survey-sessions', userId] as const;

/** GET /api/users/{user_id}/survey-sessions, newest first (P2 §7). */
export function getSurveySessions({
  userId,
  surveyRef,
  page = 1,
  perPage = 15,
  withResponses = false,
}: SurveySessionsParams) {
  return apiClient.get<SurveySessionsPage>(`/api/users/${userId}/survey-sessions`, {
    query: {
      page,
      per_page: perPage,
      sort: 'created_at',
      direction: 'desc',
      with: withResponses ? ['survey_responses'] : [],
      user_id: userId,
      survey_ref: surveyRef,
    },
  });
}

/** The person's last answers to a questionnaire, to pre-fill it (P2-SURV-09); null when never answered. */
export const lastSurveySessionQueryOptions = (userId: number, surveyRef: string) =>
  queryOptions({
    queryKey: [...surveySessionsQueryKey(userId), { survey_ref: surveyRef, last: true }] as const,
    queryFn: async () =>
      (await getSurveySessions({ userId, surveyRef, perPage: 1, withResponses: true })).data[0] ?? null,
    meta: { silentErrors: true },
  });

export function useLastSurveySession(userId: number | undefined, surveyRef: string) {
  return useQuery({ ...lastSurveySessionQueryOptions(userId ?? 0, surveyRef), enabled: userId !== undefined });
}
