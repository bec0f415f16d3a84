import { AppError, forbidden, invalid } from '@plateforme/shared/errors/app-error';
import { commonMessages, errorMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import { checkSurveyResponses } from '@plateforme/shared/surveys/answers.rules';
import { answerRefusal } from '@plateforme/shared/surveys/survey-access.rules';
import type { CreateSurveySessionInput } from '@plateforme/shared/surveys/surveys.schemas';
import type { Db } from '../../db/client.ts';
import type { Partner, Survey } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { getMemberAccess } from '../accounts/users.service.ts';
import * as repository from './surveys.repository.ts';
import { toSessionView, toSurveyView } from './surveys.view.ts';

/** The questions of one version of a survey, in order: what the editor shows and compares. */
export function findVersionQuestions(db: Db, surveyId: number, version: number) {
  return repository.findQuestions(db, surveyId, version);
}

/**
 * The questions of the survey's current version in order (ADR 048), partner questions with
 * the active partners of their support type as choices.
 */
async function findQuestionsWithChoices(db: Db, survey: Survey) {
  const questions = await repository.findQuestions(db, survey.id, survey.currentVersion);
  const supportTypes = [
    ...new Set(
      questions.flatMap((question) =>
        question.type === 'partner' && question.partnerSupportType ? [question.partnerSupportType] : [],
      ),
    ),
  ] as Partner['supportType'][];
  const offeredPartners = await repository.findActivePartners(db, supportTypes);
  return questions.map((question) => ({
    ...question,
    offered:
      question.type === 'partner'
        ? offeredPartners
            .filter((partner) => partner.supportType === question.partnerSupportType)
            .map((partner) => ({ value: partner.id, label: partner.name, id: partner.id, name: partner.name }))
        : question.choices,
  }));
}

/**
 * For each question, the earlier questions it continues across versions while its type stays
 * the same (ADR 048): an answer given to one of them can pre-fill it.
 */
async function findPreviousQuestionIds(db: Db, survey: Survey, questionIds: number[]): Promise<Map<number, number[]>> {
  const links = new Map((await repository.findQuestionLinks(db, survey.id)).map((link) => [link.id, link]));
  return new Map(
    questionIds.map((id) => {
      const chain: number[] = [];
      let question = links.get(id);
      let previous = question?.previousQuestionId ? links.get(question.previousQuestionId) : undefined;
      while (question && previous && previous.type === question.type && !chain.includes(previous.id)) {
        chain.push(previous.id);
        question = previous;
        previous = question.previousQuestionId ? links.get(question.previousQuestionId) : undefined;
      }
      return [id, chain];
    }),
  );
}

/** GET /api/surveys/ref/{ref}: any signed-in person reads a questionnaire (the answers are what is guarded). */
export async function getSurveyByRef(db: Db, ref: string) {
  const survey = await repository.findSurveyByRef(db, ref);
  if (!survey) throw new AppError('not_found', surveysMessages.unknownSurvey);
  const questions = await findQuestionsWithChoices(db, survey);
  const previous = await findPreviousQuestionIds(
    db,
    survey,
    questions.map((question) => question.id),
  );
  return toSurveyView(
    survey,
    questions.map((question) => ({ ...question, previousIds: previous.get(question.id) ?? [] })),
  );
}

export type SessionListQuery = {
  page: number;
  perPage: number;
  direction: 'asc' | 'desc';
  withResponses: boolean;
  surveyRef?: string;
};

/** GET /api/users/{user_id}/survey-sessions: read by whoever may read the member (getMemberAccess). */
export async function listSurveySessions(
  db: Db,
  viewer: Viewer,
  targetId: number,
  query: SessionListQuery,
  now = new Date(),
) {
  await getMemberAccess(db, viewer, targetId, now);
  const filter = { userId: targetId, surveyRef: query.surveyRef };
  const [total, sessions] = await Promise.all([
    repository.countSessions(db, filter),
    repository.findSessions(db, {
      ...filter,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
      direction: query.direction,
    }),
  ]);
  const responses = query.withResponses
    ? await repository.findResponses(
        db,
        sessions.map((session) => session.id),
      )
    : undefined;
  return {
    data: sessions.map((session) =>
      toSessionView(
        session,
        responses?.filter((response) => response.surveySessionId === session.id),
      ),
    ),
    meta: {
      total,
      page: query.page,
      per_page: query.perPage,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

/**
 * POST /api/survey_sessions: a person answers for themself; the questionnaire's audience is
 * checked (ADR 010), every response against its question, then the session and its responses
 * are written together.
 */
export async function createSurveySession(db: Db, viewer: Viewer, input: CreateSurveySessionInput) {
  if (input.user_id !== viewer.id) throw forbidden(surveysMessages.answerForYourself);
  const survey = await repository.findSurveyById(db, input.survey_id);
  if (!survey) throw invalid('survey_id', surveysMessages.unknownSurvey);

  const refusal = answerRefusal(survey.ref, { role: viewer.role, isPremium: viewer.isPremium, isAja: viewer.isAja });
  if (refusal === 'members_only') throw forbidden(commonMessages.membersOnly);
  if (refusal === 'aja_members_only') throw forbidden(surveysMessages.ajaMembersOnly);

  // Checked against the version read here, and the session records that same version.
  const questions = await findQuestionsWithChoices(db, survey);
  const check = checkSurveyResponses(
    questions.map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      is_required: question.isRequired,
      choices: question.offered,
    })),
    input.survey_responses,
  );
  if (!check.ok) throw new AppError('validation_failed', errorMessages.validationFailed, check.errors);

  const { session, responses } = await repository.insertSessionWithResponses(
    db,
    {
      userId: viewer.id,
      surveyId: survey.id,
      version: survey.currentVersion,
      fromRegistration: input.from_registration,
    },
    check.responses,
  );
  return toSessionView({ ...session, surveyRef: survey.ref }, responses);
}

/** The newest answer to each questionnaire a person filled in, by questionnaire ref (the profile's alerts). */
export function getLastAnswerDates(db: Db, userId: number) {
  return repository.findLastSurveyDates(db, userId);
}

/** True once the person answered the questionnaire `ref` at least once (registration's step 3). */
export function hasAnsweredSurvey(db: Db, userId: number, ref: string): Promise<boolean> {
  return repository.hasAnsweredSurvey(db, userId, ref);
}
