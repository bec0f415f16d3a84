import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobs, jobStateEnum, mailOutbox, paymentStatusEnum } from '../../../db/schema/index.ts';

export type JobState = (typeof jobStateEnum.enumValues)[number];
export type PaymentStatus = (typeof paymentStatusEnum.enumValues)[number];
export type UnsentMailState = 'waiting' | 'failed';

export type QueueFigures = {
  jobs: Record<JobState, number>;
  /** Pending jobs whose time has come: the queue's backlog. */
  jobsDue: number;
  /** Pending jobs that failed at least once and wait for another try. */
  jobsRetrying: number;
  payments: Record<PaymentStatus, number>;
  /** Failed: given up after its attempts (ADR 041); waiting: not sent yet, a retry included. */
  unsentMails: Record<UnsentMailState, number>;
};

const zeros = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

/**
 * The tables every API process shares, counted in one statement at scrape time, so each
 * process reports the same figures. Payments are read (never written) by their SQL name, as
 * the dashboard does.
 */
export async function countQueueFigures(db: Db): Promise<QueueFigures> {
  const result = (await db.execute(sql`
    select 'jobs' as metric, ${jobs.state}::text as label, count(*)::int as value from ${jobs} group by ${jobs.state}
    union all
    select 'jobs_due', '', count(*)::int from ${jobs} where ${jobs.state} = 'pending' and ${jobs.runAt} <= now()
    union all
    select 'jobs_retrying', '', count(*)::int from ${jobs} where ${jobs.state} = 'pending' and ${jobs.result} is not null
    union all
    select 'payments', status::text, count(*)::int from payments group by status
    union all
    select 'mails', case when ${mailOutbox.error} is not null and ${mailOutbox.nextAttemptAt} is null then 'failed' else 'waiting' end,
      count(*)::int from ${mailOutbox} where ${mailOutbox.sentAt} is null group by 2
  `)) as { rows: { metric: string; label: string; value: number | string }[] };

  const figures: QueueFigures = {
    jobs: zeros(jobStateEnum.enumValues),
    jobsDue: 0,
    jobsRetrying: 0,
    payments: zeros(paymentStatusEnum.enumValues),
    unsentMails: zeros(['waiting', 'failed'] as const),
  };
  for (const { metric, label, value } of result.rows) {
    const count = Number(value);
    if (metric === 'jobs') figures.jobs[label as JobState] = count;
    else if (metric === 'jobs_due') figures.jobsDue = count;
    else if (metric === 'jobs_retrying') figures.jobsRetrying = count;
    else if (metric === 'payments') figures.payments[label as PaymentStatus] = count;
    else figures.unsentMails[label as UnsentMailState] = count;
  }
  return figures;
}
