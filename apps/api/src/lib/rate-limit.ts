import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '@plateforme/shared/errors/app-error';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

export type RateLimit = { key: string; limit: number; windowSeconds: number };

export const rateLimitedMessage = 'Trop de tentatives, veuillez réessayer plus tard.';

/**
 * Counts one attempt in a fixed window shared by every API process (the counter lives in
 * PostgreSQL) and refuses with a 429 once the limit is passed.
 */
export async function hitRateLimit(db: Db, limit: RateLimit, now = new Date()): Promise<void> {
  if (await countRateLimitHit(db, limit, now)) throw new AppError('rate_limited', rateLimitedMessage);
}

/** Counts one attempt like hitRateLimit; answers whether the limit is now passed, for callers that do not simply refuse. */
export async function countRateLimitHit(db: Db, limit: RateLimit, now = new Date()): Promise<boolean> {
  return (await addRateLimitHit(db, limit, now)) > limit.limit;
}

/** Counts one attempt and answers the window's count, this one included. */
export async function addRateLimitHit(db: Db, { key, windowSeconds }: RateLimit, now = new Date()): Promise<number> {
  const windowStart = windowStartOf(windowSeconds, now);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  return row?.count ?? 0;
}

/** The window's count, without counting anything: for limits counted only once the outcome is known. */
export async function readRateLimitCount(db: Db, { key, windowSeconds }: RateLimit, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStartOf(windowSeconds, now))));
  return row?.count ?? 0;
}

/** Empties the window's count: the limit no longer applies until new attempts fill it again. */
export async function clearRateLimit(db: Db, { key, windowSeconds }: RateLimit, now = new Date()): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStartOf(windowSeconds, now))));
}

const windowStartOf = (windowSeconds: number, now: Date) => {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

/**
 * Takes back an attempt that turned out legitimate (a successful login), so only failures
 * use up the allowance, while counting first keeps concurrent attempts from slipping through.
 */
export async function forgiveRateLimitHit(db: Db, { key, windowSeconds }: RateLimit, now = new Date()): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStartOf(windowSeconds, now))));
}

/** The longest limit's window is a day: windows older than two days count for nothing. */
export const RATE_LIMIT_KEPT_MS = 2 * 24 * 3600_000;

/**
 * Deletes the windows no limit reads any more, so the table stays small. One statement on the
 * windows' start: cheap, and safe when several processes run it at once (the second deletes nothing).
 */
export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - RATE_LIMIT_KEPT_MS)));
}
