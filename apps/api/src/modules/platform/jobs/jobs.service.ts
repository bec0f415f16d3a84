import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import {
  JOB_FAILURES_DAYS,
  JOB_OVERDUE_MINUTES,
  type JobItem,
  type JobKindSummary,
  type JobsQuery,
} from '@plateforme/shared/platform/jobs.schemas';
import { jobsMessages } from '@plateforme/shared/messages/platform-jobs';
import type { Db } from '../../../db/client.ts';
import * as repository from './jobs.repository.ts';

type ListedJob = Awaited<ReturnType<typeof repository.findJobs>>[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const jobItem = (row: ListedJob): JobItem => ({
  id: row.id,
  kind: row.kind,
  kind_label: jobsMessages.kindLabel(row.kind),
  key: row.key,
  state: row.state,
  run_at: row.runAt.toISOString(),
  attempts: row.attempts,
  result: row.result,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** GET /api/admin/jobs: the runs, newest first; their payloads never leave the table. */
export async function listJobs(db: Db, { page, per_page: perPage, ...filters }: JobsQuery) {
  const [rows, total] = await Promise.all([
    repository.findJobs(db, filters, { page, perPage }),
    repository.countJobs(db, filters),
  ]);
  return { data: rows.map(jobItem), meta: adminListMeta(total, page, perPage) };
}

/**
 * GET /api/admin/jobs/summary: for each kind of job the table holds, its last finished run,
 * its failures of the last 7 days and its pending jobs more than 10 minutes late, so the
 * staff see the work is being done.
 */
export async function summariseJobs(db: Db, now = new Date()): Promise<JobKindSummary[]> {
  const [counts, lastRuns] = await Promise.all([
    repository.countJobsByKind(db, {
      failedSince: new Date(now.getTime() - JOB_FAILURES_DAYS * DAY),
      overdueBefore: new Date(now.getTime() - JOB_OVERDUE_MINUTES * MINUTE),
    }),
    repository.findLastRuns(db),
  ]);
  const lastRunOf = new Map(lastRuns.map((run) => [run.kind, run]));
  return counts
    .map((row) => {
      const last = lastRunOf.get(row.kind);
      return {
        kind: row.kind,
        kind_label: jobsMessages.kindLabel(row.kind),
        last_finished_at: last?.finishedAt?.toISOString() ?? null,
        last_state: last && last.state !== 'pending' ? last.state : null,
        failed_last_7_days: row.failed,
        overdue: row.overdue,
      };
    })
    .sort((a, b) => a.kind_label.localeCompare(b.kind_label, 'fr'));
}
