/**
 * The background jobs of the application's own parts (ADR 072): the outbox's deliveries, the
 * rate-limit windows and the jobs' own record. The modules define theirs when they register.
 */
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { jobs } from './db/schema/index.ts';
import type { JobRunner } from './lib/jobs.ts';
import type { OutboxMailer } from './lib/mailer.ts';
import { purgeRateLimits } from './lib/rate-limit.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long the staff can read a finished job's run, and a failed one's. */
export const JOBS_KEPT_DAYS = { done: 30, failed: 90 } as const;

export async function purgeJobs(db: Db, now: Date): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, before(JOBS_KEPT_DAYS.done))),
        and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, before(JOBS_KEPT_DAYS.failed))),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

export function defineKernelJobs(runner: JobRunner, db: Db, outbox: OutboxMailer | null): void {
  if (outbox) {
    runner.define({
      kind: 'mail-delivery',
      everyMs: MINUTE,
      maxAttempts: 1,
      run: async (_, { now }) => `${await outbox.retryDue(now)} e-mail(s) envoyé(s) ou réessayé(s)`,
    });
  }
  runner.define({
    kind: 'rate-limit-purge',
    everyMs: 60 * MINUTE,
    maxAttempts: 1,
    run: async (_, { now }) => {
      await purgeRateLimits(db, now);
    },
  });
  runner.define({
    kind: 'jobs-purge',
    everyMs: DAY,
    maxAttempts: 1,
    run: async (_, { now }) => `${await purgeJobs(db, now)} tâche(s) effacée(s)`,
  });
}
