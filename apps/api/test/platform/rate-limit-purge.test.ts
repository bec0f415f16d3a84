import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, rateLimitHits } from '../../src/db/schema/index.ts';
import { purgeRateLimits, RATE_LIMIT_KEPT_MS } from '../../src/lib/rate-limit.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const hour = 3600_000;

describe('rate-limit windows are purged once no limit reads them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const windows = async () =>
    (await t.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key).sort();

  async function seed(now: Date) {
    await t.database.db.delete(rateLimitHits);
    await t.database.db.insert(rateLimitHits).values([
      { key: 'ancienne', windowStart: new Date(now.getTime() - RATE_LIMIT_KEPT_MS - hour), count: 3 },
      { key: 'de-la-veille', windowStart: new Date(now.getTime() - 24 * hour), count: 2 },
      { key: 'en-cours', windowStart: new Date(now.getTime() - 60_000), count: 1 },
    ]);
  }

  it('deletes only windows older than two days, and a second run deletes nothing more', async () => {
    const now = new Date();
    await seed(now);
    await purgeRateLimits(t.database.db, now);
    expect(await windows()).toEqual(['de-la-veille', 'en-cours']);
    await Promise.all([purgeRateLimits(t.database.db, now), purgeRateLimits(t.database.db, now)]);
    expect(await windows()).toEqual(['de-la-veille', 'en-cours']);
  });

  it('the purge is a background job, run once an hour', async () => {
    const now = new Date();
    await seed(now);
    await t.app.jobs.runDue(now);
    expect(await windows()).toEqual(['de-la-veille', 'en-cours']);
    const ranThisHour = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(eq(jobs.kind, 'rate-limit-purge'), eq(jobs.state, 'done')));
    await t.app.jobs.runDue(new Date(now.getTime() + 1000));
    expect(
      await t.database.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.kind, 'rate-limit-purge')),
    ).toHaveLength(ranThisHour.length);
  });
});
