import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { createJobRunner, enqueueJob, type JobRunner } from '../../src/lib/jobs.ts';
import { purgeJobs } from '../../src/kernel-jobs.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// ADR 072: jobs stored in the database, once per purpose whatever the retries or processes.
const silent = { error: () => undefined };
const minute = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('background jobs', () => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    await db().delete(jobs);
  });

  function runnerWith(kind: string, run: (payload: Record<string, unknown>) => Promise<string | void>, extra = {}) {
    const runner = createJobRunner(db(), silent);
    runner.define({ kind, run, ...extra });
    return runner;
  }

  it('a job enqueued twice with the same key exists once and runs once', async () => {
    const ran: unknown[] = [];
    const runner = runnerWith('greet', async (payload) => void ran.push(payload.to));
    const now = new Date();
    expect(await enqueueJob(db(), { kind: 'greet', key: 'a', payload: { to: 'Anne' } }, now)).toBe(true);
    expect(await enqueueJob(db(), { kind: 'greet', key: 'a', payload: { to: 'Bea' } }, now)).toBe(false);
    expect(await runner.runDue(now)).toBe(1);
    expect(await runner.runDue(at(now, minute))).toBe(0);
    expect(ran).toEqual(['Anne']);
    const [row] = await db().select().from(jobs);
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a job waits for its time', async () => {
    const ran: unknown[] = [];
    const runner = runnerWith('later', async () => void ran.push(1));
    const now = new Date();
    await enqueueJob(db(), { kind: 'later', key: 'x', runAt: at(now, 10 * minute) }, now);
    expect(await runner.runDue(now)).toBe(0);
    expect(await runner.runDue(at(now, 10 * minute))).toBe(1);
  });

  it('two processes racing on the same due jobs run each job once', async () => {
    const ran: string[] = [];
    const work = async (payload: Record<string, unknown>) => {
      ran.push(String(payload.n));
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const [first, second] = [runnerWith('race', work), runnerWith('race', work)];
    const now = new Date();
    for (let n = 0; n < 40; n++) await enqueueJob(db(), { kind: 'race', key: String(n), payload: { n } }, now);
    const [a, b] = await Promise.all([first!.runDue(now), second!.runDue(now)]);
    expect(a + b).toBe(40);
    expect(ran.sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
  });

  it('a failure is tried again after a growing wait, then stays failed with its error', async () => {
    let tries = 0;
    const runner = runnerWith(
      'flaky',
      async () => {
        tries++;
        throw new Error('serveur injoignable');
      },
      { maxAttempts: 3 },
    );
    const now = new Date();
    await enqueueJob(db(), { kind: 'flaky', key: 'k' }, now);
    await runner.runDue(now);
    let [row] = await db().select().from(jobs);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, result: 'serveur injoignable' });
    expect(row!.runAt.getTime()).toBe(now.getTime() + minute);
    expect(await runner.runDue(at(now, 30_000))).toBe(0);
    await runner.runDue(at(now, minute));
    [row] = await db().select().from(jobs);
    expect(row!.runAt.getTime()).toBe(now.getTime() + minute + 5 * minute);
    await runner.runDue(at(now, 6 * minute));
    [row] = await db().select().from(jobs);
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(await runner.runDue(at(now, 600 * minute))).toBe(0);
    expect(tries).toBe(3);
  });

  it('a job whose process died is claimed again once its lease is over', async () => {
    const runner = runnerWith('lost', async () => 'fait');
    const now = new Date();
    await enqueueJob(db(), { kind: 'lost', key: 'k' }, now);
    await db()
      .update(jobs)
      .set({ lockedUntil: at(now, 10 * minute), attempts: 1 });
    expect(await runner.runDue(at(now, 5 * minute))).toBe(0);
    expect(await runner.runDue(at(now, 11 * minute))).toBe(1);
    const [row] = await db().select().from(jobs);
    expect(row).toMatchObject({ state: 'done', result: 'fait', attempts: 2 });
  });

  it('a recurring job runs once per period, whatever the number of processes', async () => {
    let runs = 0;
    const make = () => {
      const runner = createJobRunner(db(), silent);
      runner.define({ kind: 'tick', everyMs: 5 * minute, run: async () => void runs++ });
      return runner;
    };
    const runners: JobRunner[] = [make(), make(), make()];
    const start = new Date(Math.ceil(Date.now() / (5 * minute)) * 5 * minute);
    await Promise.all(runners.map((runner) => runner.runDue(start)));
    await Promise.all(runners.map((runner) => runner.runDue(at(start, minute))));
    expect(runs).toBe(1);
    await Promise.all(runners.map((runner) => runner.runDue(at(start, 5 * minute))));
    expect(runs).toBe(2);
    expect(await db().select().from(jobs).where(eq(jobs.kind, 'tick'))).toHaveLength(2);
  });

  it('the record of runs is purged after 30 days, failures after 90', async () => {
    const now = new Date();
    const day = 24 * 60 * minute;
    await db()
      .insert(jobs)
      .values([
        { kind: 'old', key: 'done', state: 'done', runAt: now, finishedAt: at(now, -31 * day) },
        { kind: 'old', key: 'recent', state: 'done', runAt: now, finishedAt: at(now, -29 * day) },
        { kind: 'old', key: 'failed', state: 'failed', runAt: now, finishedAt: at(now, -31 * day) },
        { kind: 'old', key: 'pending', state: 'pending', runAt: at(now, -100 * day) },
      ]);
    expect(await purgeJobs(db(), now)).toBe(1);
    expect((await db().select({ key: jobs.key }).from(jobs)).map((row) => row.key).sort()).toEqual([
      'failed',
      'pending',
      'recent',
    ]);
  });
});
