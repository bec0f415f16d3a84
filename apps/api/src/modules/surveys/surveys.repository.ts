import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { param, preparedQuery } from '../../db/prepared.ts';
import type { Db } from '../../db/client.ts';
import {
  partners,
  surveyQuestions,
  surveyResponses,
  surveySessions,
  surveys,
  type Partner,
  type SurveyResponseValue,
} from '../../db/schema/index.ts';

export function findSurveyByRef(db: Db, ref: string) {
  return db.query.surveys.findFirst({ where: eq(surveys.ref, ref) });
}

export function findSurveyById(db: Db, surveyId: number) {
  return db.query.surveys.findFirst({ where: eq(surveys.id, surveyId) });
}

/** The questions of one version of a survey (ADR 048), in order. */
export function findQuestions(db: Db, surveyId: number, version: number) {
  return db
    .select()
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.surveyId, surveyId), eq(surveyQuestions.version, version)))
    .orderBy(asc(surveyQuestions.position));
}

/** Every question of a survey, all versions, as links to the question each continues. */
export function findQuestionLinks(db: Db, surveyId: number) {
  return db
    .select({
      id: surveyQuestions.id,
      type: surveyQuestions.type,
      previousQuestionId: surveyQuestions.previousQuestionId,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId));
}

/** The partners a partner question offers: the active ones of its support type, by name. */
export function findActivePartners(db: Db, supportTypes: Partner['supportType'][]) {
  if (supportTypes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: partners.id, name: partners.name, supportType: partners.supportType })
    .from(partners)
    .where(and(eq(partners.active, true), inArray(partners.supportType, supportTypes)))
    .orderBy(asc(partners.name), asc(partners.id));
}

export type SessionFilter = { userId: number; surveyRef?: string };
export type SessionPage = SessionFilter & { limit: number; offset: number; direction: 'asc' | 'desc' };

function sessionConditions({ userId, surveyRef }: SessionFilter): SQL | undefined {
  return and(eq(surveySessions.userId, userId), surveyRef === undefined ? undefined : eq(surveys.ref, surveyRef));
}

export async function countSessions(db: Db, filter: SessionFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(surveySessions)
    .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
    .where(sessionConditions(filter));
  return row?.value ?? 0;
}

/** Newest first by default; sessions of the same instant keep the order they were written in. */
export function findSessions(db: Db, page: SessionPage) {
  const order = page.direction === 'asc' ? asc : desc;
  return db
    .select({
      id: surveySessions.id,
      userId: surveySessions.userId,
      surveyId: surveySessions.surveyId,
      surveyRef: surveys.ref,
      version: surveySessions.version,
      fromRegistration: surveySessions.fromRegistration,
      createdAt: surveySessions.createdAt,
    })
    .from(surveySessions)
    .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
    .where(sessionConditions(page))
    .orderBy(order(surveySessions.createdAt), order(surveySessions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function findResponses(db: Db, sessionIds: number[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(surveyResponses)
    .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyResponses.surveyQuestionId))
    .where(inArray(surveyResponses.surveySessionId, sessionIds))
    .orderBy(asc(surveyResponses.surveySessionId), asc(surveyQuestions.position))
    .then((rows) => rows.map((row) => row.survey_responses));
}

export type NewSession = { userId: number; surveyId: number; version: number; fromRegistration: boolean };

/** The session and all its responses, or nothing: one transaction. */
export function insertSessionWithResponses(
  db: Db,
  session: NewSession,
  responses: { questionId: number; value: SurveyResponseValue }[],
) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(surveySessions).values(session).returning();
    if (!created) throw new Error('survey session not inserted');
    const rows =
      responses.length === 0
        ? []
        : await tx
            .insert(surveyResponses)
            .values(
              responses.map((item) => ({
                surveySessionId: created.id,
                surveyQuestionId: item.questionId,
                response: item.value,
              })),
            )
            .returning();
    return { session: created, responses: rows };
  });
}

/** The newest answer to each questionnaire the user filled in. */
const lastSurveyDates = preparedQuery('profile_last_survey_dates', (db) =>
  db
    .select({ ref: surveys.ref, last: sql<string>`max(${surveySessions.createdAt})` })
    .from(surveySessions)
    .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
    .where(eq(surveySessions.userId, param('userId')))
    .groupBy(surveys.ref),
);

export async function findLastSurveyDates(db: Db, userId: number): Promise<Map<string, Date>> {
  const rows = await lastSurveyDates(db, { userId });
  return new Map(rows.map((row) => [row.ref, new Date(row.last)]));
}

/** True once the user answered the questionnaire `ref` at least once. */
export async function hasAnsweredSurvey(db: Db, userId: number, ref: string): Promise<boolean> {
  const [row] = await db
    .select({ id: surveySessions.id })
    .from(surveySessions)
    .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
    .where(and(eq(surveySessions.userId, userId), eq(surveys.ref, ref)))
    .limit(1);
  return row !== undefined;
}
