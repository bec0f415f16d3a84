import type { surveyQuestionSchema, surveySchema } from '@plateforme/shared/surveys/surveys.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** A question as GET /api/surveys/ref/{ref} gives it (P2 §3 Survey). */
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export type Survey = z.infer<typeof surveySchema>;

export const surveyQueryKey = (ref: string) => ['surveys', ref] as const;

/** GET /api/surveys/ref/{ref} with its questions (P2-SURV-07). */
export async function getSurvey(ref: string): Promise<Survey> {
  const response = await apiClient.get<{ data: Survey }>(`/api/surveys/ref/${encodeURIComponent(ref)}`, {
    query: { with: ['survey_questions'] },
  });
  return response.data;
}

export const surveyQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: surveyQueryKey(ref),
    queryFn: () => getSurvey(ref),
    // A questionnaire changes rarely; the screen shows its own error with a retry.
    staleTime: 10 * 60_000,
    meta: { silentErrors: true },
  });

export function useSurvey(ref: string) {
  return useQuery(surveyQueryOptions(ref));
}
