/**
 * The questionnaire editor of the back office (issue #16, ADR 048). Editing never touches a
 * published question: it writes a new version whose questions new sessions answer, while
 * older sessions keep pointing at the questions they were answered with.
 */
import { AppError, conflict } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import { describeQuestionChanges, questionsDiffer } from '@plateforme/shared/surveys/admin.rules';
import type {
  SurveyAdmin,
  SurveyAdminQuestion,
  SurveyAdminRow,
  SurveyQuestionsInput,
  SurveysAdminQuery,
  SurveyVersionQuestions,
  SurveyVersionRow,
} from '@plateforme/shared/surveys/admin.schemas';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import type { Db } from '../../../db/client.ts';
import type { SurveyQuestion } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { findVersionQuestions } from '../surveys.service.ts';
import * as repository from './surveys-admin.repository.ts';

type Actor = Pick<Viewer, 'id'>;
const notFound = () => new AppError('not_found', texts.notFound);

function toRow({ survey, questionsCount, sessionsCount }: repository.SurveyRow): SurveyAdminRow {
  return {
    id: survey.id,
    ref: survey.ref,
    title: survey.title,
    current_version: survey.currentVersion,
    questions_count: questionsCount,
    sessions_count: sessionsCount,
  };
}

function toQuestion(question: SurveyQuestion): SurveyAdminQuestion {
  return {
    id: question.id,
    position: question.position,
    label: question.label,
    type: question.type,
    is_required: question.isRequired,
    // Choice values are text in the editor; the seed and the editor write them so.
    choices: question.choices.map((choice) => ({ value: String(choice.value), label: choice.label })),
    partner_support_type: question.partnerSupportType,
  };
}

function toVersion(row: repository.VersionRow): SurveyVersionRow {
  return {
    version: row.version,
    published_at: row.publishedAt?.toISOString() ?? null,
    published_by: row.publishedBy,
    questions_count: row.questionsCount,
    sessions_count: row.sessionsCount,
  };
}

export async function listSurveys(db: Db, query: SurveysAdminQuery) {
  const { page, per_page: perPage } = query;
  const [total, rows] = await Promise.all([
    repository.countSurveys(db, query.q),
    repository.findSurveyRows(db, query, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return { data: rows.map(toRow), meta: adminListMeta(total, page, perPage) };
}

export async function getSurvey(db: Db, surveyId: number): Promise<SurveyAdmin> {
  const row = await repository.findSurveyRow(db, surveyId);
  if (!row) throw notFound();
  const [questions, versions] = await Promise.all([
    findVersionQuestions(db, surveyId, row.survey.currentVersion),
    repository.findVersions(db, surveyId),
  ]);
  return {
    ...toRow(row),
    description: row.survey.description,
    questions: questions.map(toQuestion),
    versions: versions.map(toVersion),
  };
}

/** A version's questions as they were published, current or past. */
export async function getSurveyVersion(db: Db, surveyId: number, version: number): Promise<SurveyVersionQuestions> {
  const versions = await repository.findVersions(db, surveyId);
  const found = versions.find((row) => row.version === version);
  if (!found) {
    if (!(await repository.findSurveyRow(db, surveyId))) throw notFound();
    throw new AppError('not_found', texts.versionNotFound);
  }
  const questions = await findVersionQuestions(db, surveyId, version);
  return { ...toVersion(found), questions: questions.map(toQuestion) };
}

/** A question continues one of the current version, each at most once: the pre-fill follows that link. */
function checkContinuedQuestions(current: SurveyAdminQuestion[], input: SurveyQuestionsInput): void {
  const currentIds = new Set(current.map((question) => question.id));
  const taken = new Set<number>();
  const errors: Record<string, string[]> = {};
  input.questions.forEach((question, index) => {
    if (question.id === undefined) return;
    if (!currentIds.has(question.id)) errors[`questions.${index}.id`] = [texts.notCurrentQuestion];
    else if (taken.has(question.id)) errors[`questions.${index}.id`] = [texts.questionTwice];
    taken.add(question.id);
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', errorMessages.validationFailed, errors);
}

/**
 * PUT /api/admin/surveys/{id}: the full list, in order, becomes a new version, written with
 * its audit line in one transaction. The same list as the current one is a 409: publishing
 * it would only split the answers across two identical versions.
 */
export async function publishSurveyVersion(
  db: Db,
  actor: Actor,
  surveyId: number,
  input: SurveyQuestionsInput,
): Promise<SurveyAdmin> {
  await db.transaction(async (tx) => {
    const survey = await repository.lockSurvey(tx, surveyId);
    if (!survey) throw notFound();
    const current = (await findVersionQuestions(tx, surveyId, survey.currentVersion)).map(toQuestion);
    checkContinuedQuestions(current, input);
    if (!questionsDiffer(current, input.questions)) throw conflict(texts.nothingChanged);
    // Above every version written so far, the current one or not.
    const version = Math.max(survey.currentVersion, await repository.findLastVersion(tx, surveyId)) + 1;
    await repository.insertVersion(
      tx,
      surveyId,
      version,
      actor.id,
      input.questions.map((question, index) => ({
        position: index + 1,
        label: question.label,
        type: question.type,
        isRequired: question.is_required,
        choices: question.choices,
        partnerSupportType: question.partner_support_type,
        previousQuestionId: question.id ?? null,
      })),
    );
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'survey',
      entityId: surveyId,
      label: survey.title,
      changes: {
        version: { before: survey.currentVersion, after: version },
        ...describeQuestionChanges(current, input.questions),
      },
    });
  });
  return getSurvey(db, surveyId);
}
