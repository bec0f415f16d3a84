import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitHits } from '../../src/db/schema/index.ts';
import { purgeRateLimits, RATE_LIMIT_KEPT_MS } from '../../src/lib/rate-limit.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const hour = 3600_000;

describe('rate-limit windows are purged once no limit reads them', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's hourly purge runs on the test's clock.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
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

  it('each API process runs the purge every hour', async () => {
    await seed(new Date());
    await vi.advanceTimersByTimeAsync(hour);
    await vi.waitFor(async () => expect(await windows()).toEqual(['de-la-veille', 'en-cours']));
  });
});
