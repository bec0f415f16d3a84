import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SurveysAdminQuery } from '@plateforme/shared/surveys/admin.schemas';
import type { Db } from '../../../db/client.ts';
import {
  surveyQuestions,
  surveySessions,
  surveys,
  surveyVersions,
  users,
  type NewSurveyQuestion,
} from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/like-pattern.ts';

function whereOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(surveys.title, pattern), ilike(surveys.ref, pattern));
}

/**
 * The survey's row with its current version's questions and all its sessions counted. The
 * counts are subqueries built by the query builder, which keeps their columns qualified: raw
 * SQL among a lone table's selected fields loses its table names (`id` then meant the
 * question's own id, and every survey read « 1 question »).
 */
function columnsOf(db: Db) {
  const questionsCount = db
    .select({ count: count() })
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.surveyId, surveys.id), eq(surveyQuestions.version, surveys.currentVersion)));
  const sessionsCount = db
    .select({ count: count() })
    .from(surveySessions)
    .where(eq(surveySessions.surveyId, surveys.id));
  return {
    survey: surveys,
    questionsCount: sql<number>`(${questionsCount})`.mapWith(Number),
    sessionsCount: sql<number>`(${sessionsCount})`.mapWith(Number),
  };
}

const sortColumns = { title: sql`lower(${surveys.title})`, ref: surveys.ref } as const;

export type SurveyRow = { survey: typeof surveys.$inferSelect; questionsCount: number; sessionsCount: number };

export function findSurveyRows(
  db: Db,
  query: Pick<SurveysAdminQuery, 'q' | 'sort' | 'direction'>,
  page: { limit: number; offset: number },
): Promise<SurveyRow[]> {
  const direction = query.direction === 'desc' ? desc : asc;
  return db
    .select(columnsOf(db))
    .from(surveys)
    .where(whereOf(query.q))
    .orderBy(direction(sortColumns[query.sort]), asc(surveys.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSurveys(db: Db, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(surveys).where(whereOf(q));
  return row?.total ?? 0;
}

export async function findSurveyRow(db: Db, surveyId: number): Promise<SurveyRow | undefined> {
  const [row] = await db.select(columnsOf(db)).from(surveys).where(eq(surveys.id, surveyId));
  return row;
}

/** The survey's row, locked until the transaction ends: one publication at a time. */
export async function lockSurvey(db: Db, surveyId: number) {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).for('update');
  return row;
}

/**
 * Every version of a survey, newest first, with its questions and sessions counted. Read
 * from the questions, so a version is listed even without its survey_versions row (a survey
 * written outside the seed and the editor); the date and author come from that row.
 */
export async function findVersions(db: Db, surveyId: number) {
  const rows = await db
    .select({ version: surveyQuestions.version, questionsCount: count() })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .groupBy(surveyQuestions.version);
  const sessions = await db
    .select({ version: surveySessions.version, sessionsCount: count() })
    .from(surveySessions)
    .where(eq(surveySessions.surveyId, surveyId))
    .groupBy(surveySessions.version);
  const published = await db.select().from(surveyVersions).where(eq(surveyVersions.surveyId, surveyId));
  return rows
    .map((row) => {
      const record = published.find((item) => item.version === row.version);
      return {
        version: row.version,
        questionsCount: row.questionsCount,
        sessionsCount: sessions.find((item) => item.version === row.version)?.sessionsCount ?? 0,
        publishedAt: record?.publishedAt ?? null,
        publishedBy: record?.publishedBy ?? null,
      };
    })
    .sort((left, right) => right.version - left.version);
}

export type VersionRow = Awaited<ReturnType<typeof findVersions>>[number];

/** Writes a version: its row, its questions, and the survey's pointer to it. */
export async function insertVersion(
  db: Db,
  surveyId: number,
  version: number,
  actorId: number,
  questions: Omit<NewSurveyQuestion, 'surveyId' | 'version'>[],
) {
  const publishedBy = sql`(select ${users.firstname} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${actorId})`;
  await db.insert(surveyVersions).values({ surveyId, version, publishedBy });
  await db.insert(surveyQuestions).values(questions.map((question) => ({ ...question, surveyId, version })));
  await db.update(surveys).set({ currentVersion: version }).where(eq(surveys.id, surveyId));
}

/** The highest version any question of the survey has: the next one is above it. */
export async function findLastVersion(db: Db, surveyId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${surveyQuestions.version}), 0)`.mapWith(Number) })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId));
  return row?.last ?? 0;
}
