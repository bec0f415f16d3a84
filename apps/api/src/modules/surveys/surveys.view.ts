import type { SurveyChoice } from '@plateforme/shared/surveys/surveys.schemas';
import type { Survey, SurveyQuestion, SurveyResponse } from '../../db/schema/index.ts';

/** The wire names of a questionnaire and its questions (P2 §3 Survey). */
export function toSurveyView(
  survey: Survey,
  questions: (SurveyQuestion & { offered: SurveyChoice[]; previousIds: number[] })[],
) {
  return {
    id: survey.id,
    ref: survey.ref,
    title: survey.title,
    description: survey.description,
    version: survey.currentVersion,
    survey_questions: questions.map((question) => ({
      id: question.id,
      survey_id: question.surveyId,
      position: question.position,
      label: question.label,
      type: question.type,
      choices: question.offered,
      is_required: question.isRequired,
      partner_support_type: question.partnerSupportType,
      previous_question_ids: question.previousIds,
    })),
  };
}

export type SessionRow = {
  id: number;
  userId: number;
  surveyId: number;
  surveyRef: string;
  version: number;
  fromRegistration: boolean;
  createdAt: Date;
};

export function toResponseView(response: SurveyResponse) {
  return {
    id: response.id,
    survey_session_id: response.surveySessionId,
    survey_question_id: response.surveyQuestionId,
    response: response.response ?? null,
  };
}

/** A survey session (P2 §3), with its responses when asked for. */
export function toSessionView(session: SessionRow, responses?: SurveyResponse[]) {
  return {
    id: session.id,
    user_id: session.userId,
    survey_id: session.surveyId,
    survey_ref: session.surveyRef,
    version: session.version,
    from_registration: session.fromRegistration,
    created_at: session.createdAt.toISOString(),
    ...(responses ? { survey_responses: responses.map(toResponseView) } : {}),
  };
}
