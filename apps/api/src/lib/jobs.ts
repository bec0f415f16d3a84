/**
 * Background jobs kept in the database (ADR 072). A job is a row of `jobs`: enqueued in the
 * transaction of the action it follows, claimed by whichever API process polls first
 * (`FOR UPDATE SKIP LOCKED` under a lease), run once, tried again after a growing wait when it
 * fails. Recurring work (reminders, mail retries, purges) is one job per period, keyed by the
 * period's start: every process may enqueue it, one row wins, one process runs it.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { boundStatement, param } from '../db/prepared.ts';
import { inBackground } from '../db/pglite-queue.ts';
import { jobs, type Job } from '../db/schema/index.ts';

export type JobContext = { db: Db; now: Date; job: Job };

/** What a run does; its answer, a few words (« 12 e-mails »), is kept on the row. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<string | void>;

export type JobDefinition = {
  kind: string;
  run: JobHandler;
  /** Tries before the job stays failed (default 5). */
  maxAttempts?: number;
  /** Recurring: one job every this many milliseconds, keyed by the period's start. */
  everyMs?: number;
};

export type NewJob = { kind: string; key: string; payload?: Record<string, unknown>; runAt?: Date };

/** Waits after the 1st, 2nd, 3rd and 4th failure, in minutes. */
export const JOB_RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
/** A claimed job not finished by then (its process was killed) is claimed again. */
const LEASE_MS = 10 * 60_000;
const BATCH = 10;

const after = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * Adds a job unless one of the same kind and key exists (then nothing changes): call it with
 * the transaction of the action, so the job exists exactly when the action was committed.
 * Answers whether this call added it.
 */
export async function enqueueJob(db: Db, job: NewJob, now = new Date()): Promise<boolean> {
  return (await enqueueJobs(db, [job], now)) > 0;
}

/** Adds these jobs in one statement, each unless one of its kind and key exists; answers how many were added. */
export async function enqueueJobs(db: Db, all: NewJob[], now = new Date()): Promise<number> {
  if (all.length === 0) return 0;
  const rows = all.map((job) => ({
    kind: job.kind,
    key: job.key,
    payload: job.payload ?? {},
    runAt: job.runAt ?? now,
  }));
  if (rows.length <= FEW_JOBS) {
    const values = Object.fromEntries(
      rows.flatMap((row, i) => Object.entries(row).map(([name, value]) => [`${name}${i}`, value])),
    );
    return (await fewJobsInsert[rows.length - 1]!(db, values)).length;
  }
  const added = await db
    .insert(jobs)
    .values(rows)
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return added.length;
}

/**
 * The inserts of one to FEW_JOBS jobs, what an action enqueues, built once: they run in the
 * action's transaction, on a handle of its own each time.
 */
const FEW_JOBS = 4;
const fewJobsInsert = Array.from({ length: FEW_JOBS }, (_, size) =>
  boundStatement<{ id: number }>(`jobs_enqueue_${size + 1}`, (db) =>
    db
      .insert(jobs)
      .values(
        Array.from({ length: size + 1 }, (_, i) => ({
          kind: param(`kind${i}`),
          key: param(`key${i}`),
          payload: param(`payload${i}`),
          runAt: param(`runAt${i}`),
        })),
      )
      .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
      .returning({ id: jobs.id })
      .getSQL(),
  ),
);

/** Moves a pending job of that kind and key to another time (a session moved: its reminders follow). */
export async function rescheduleJob(db: Pick<Db, 'update'>, kind: string, key: string, runAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt })
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key), eq(jobs.state, 'pending')));
}

export type JobLog = { error: (data: object, message: string) => void };

export type JobRunner = {
  define: (definition: JobDefinition) => void;
  /** Enqueues the recurring jobs of the period `now` is in, then runs every due job; answers how many ran. */
  runDue: (now?: Date) => Promise<number>;
  /** Polls every `intervalMs` until stop(). */
  start: (intervalMs: number) => void;
  /** Stops polling and waits for the run in progress. */
  stop: () => Promise<void>;
};

export function createJobRunner(db: Db, log: JobLog): JobRunner {
  const definitions = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function enqueueRecurring(now: Date): Promise<void> {
    const recurring = [...definitions.values()].flatMap(({ kind, everyMs }) => {
      if (!everyMs) return [];
      const periodStart = new Date(Math.floor(now.getTime() / everyMs) * everyMs);
      return [{ kind, key: periodStart.toISOString(), runAt: periodStart }];
    });
    await enqueueJobs(db, recurring, now);
  }

  async function claim(now: Date): Promise<Job[]> {
    const kinds = [...definitions.keys()];
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          // Written out, not a parameter: a generic plan then still uses the pending jobs' partial index.
          sql`${jobs.state} = 'pending'`,
          lte(jobs.runAt, now),
          inArray(jobs.kind, kinds),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: after(now, LEASE_MS) })
      .where(inArray(jobs.id, due))
      .returning();
  }

  async function runOne(job: Job, now: Date): Promise<void> {
    const definition = definitions.get(job.kind);
    if (!definition) return;
    try {
      const result = await definition.run(job.payload, { db, now, job });
      await db
        .update(jobs)
        .set({ state: 'done', finishedAt: now, lockedUntil: null, result: result ? result.slice(0, 500) : null })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const delay = JOB_RETRY_DELAYS_MINUTES[job.attempts - 1];
      const givesUp = job.attempts >= (definition.maxAttempts ?? 5) || delay === undefined;
      log.error({ jobId: job.id, kind: job.kind, err: error }, 'tâche de fond en échec');
      await db
        .update(jobs)
        .set(
          givesUp
            ? { state: 'failed', finishedAt: now, lockedUntil: null, result: reason }
            : { runAt: after(now, delay * 60_000), lockedUntil: null, result: reason },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  /** A batch claimed and run: one place in PGlite's line for the whole batch, after the requests of the moment. */
  const runBatch = (now: Date): Promise<number> =>
    inBackground(async () => {
      const claimed = await claim(now);
      for (const job of claimed) await runOne(job, now);
      return claimed.length;
    });

  async function runDue(now = new Date()): Promise<number> {
    await inBackground(() => enqueueRecurring(now));
    let ran = 0;
    for (;;) {
      const claimed = await runBatch(now);
      ran += claimed;
      // Jobs the runs enqueued (an offer's e-mail) are due too: claim until none is left.
      if (claimed === 0) return ran;
    }
  }

  return {
    define(definition) {
      if (definitions.has(definition.kind)) throw new Error(`tâche déjà définie : ${definition.kind}`);
      definitions.set(definition.kind, definition);
    },
    runDue,
    start(intervalMs) {
      if (timer) return;
      // The next poll is planned once this one ends: a long run never overlaps the next.
      const poll = () => {
        running = runDue()
          .catch((error: unknown) => log.error({ err: error }, 'tâches de fond impossibles'))
          .finally(() => {
            if (timer) timer = setTimeout(poll, intervalMs).unref();
          });
      };
      timer = setTimeout(poll, 0).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
