import type { JobsQuery } from '@plateforme/shared/platform/jobs.schemas';
import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/index.ts';

export type JobsFilters = Omit<JobsQuery, 'page' | 'per_page'>;

function whereOf(filters: JobsFilters): SQL | undefined {
  return and(
    filters.state ? eq(jobs.state, filters.state) : undefined,
    filters.kind ? eq(jobs.kind, filters.kind) : undefined,
  );
}

/** The list's columns only: the payload stays in the table (it may name a person). */
const listed = {
  id: jobs.id,
  kind: jobs.kind,
  key: jobs.key,
  state: jobs.state,
  runAt: jobs.runAt,
  attempts: jobs.attempts,
  result: jobs.result,
  createdAt: jobs.createdAt,
  finishedAt: jobs.finishedAt,
};

export async function findJobs(db: Db, filters: JobsFilters, page: { page: number; perPage: number }) {
  const order = filters.direction === 'desc' ? desc : asc;
  return db
    .select(listed)
    .from(jobs)
    .where(whereOf(filters))
    .orderBy(order(jobs.createdAt), order(jobs.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
}

export async function countJobs(db: Db, filters: JobsFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs).where(whereOf(filters));
  return row?.total ?? 0;
}

/** Per kind: definitive failures finished since `failedSince`, pending jobs due before `overdueBefore`. */
export async function countJobsByKind(
  db: Db,
  { failedSince, overdueBefore }: { failedSince: Date; overdueBefore: Date },
) {
  const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  return db
    .select({
      kind: jobs.kind,
      failed: countWhere(and(eq(jobs.state, 'failed'), gte(jobs.finishedAt, failedSince))),
      overdue: countWhere(and(eq(jobs.state, 'pending'), lt(jobs.runAt, overdueBefore))),
    })
    .from(jobs)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
}

/** Each kind's last finished run, done or failed for good. */
export async function findLastRuns(db: Db) {
  return db
    .selectDistinctOn([jobs.kind], { kind: jobs.kind, state: jobs.state, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(isNotNull(jobs.finishedAt))
    .orderBy(jobs.kind, desc(jobs.finishedAt), desc(jobs.id));
}
