import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthAccessTokens, oauthClients, oauthRefreshTokens, users } from '../../db/schema/index.ts';
import { findOrCreateSecret } from '../platform/settings/settings.service.ts';

const rotationKeySetting = 'token_rotation_key';

/** The key that derives a refresh's new pair from the refresh token it spends. */
export const findOrCreateRotationKey = (db: Db): Promise<string> => findOrCreateSecret(db, rotationKeySetting);

export function findClient(db: Db, clientId: string) {
  return db.query.oauthClients.findFirst({ where: eq(oauthClients.id, clientId) });
}

export async function insertTokenPair(
  db: Db,
  pair: {
    userId: number;
    clientId: string;
    familyId?: string;
    accessHash: string;
    refreshHash: string;
    accessExpiresAt: Date;
    refreshExpiresAt: Date;
  },
) {
  const familyId = pair.familyId ?? randomUUID();
  const [access] = await db
    .insert(oauthAccessTokens)
    .values({
      tokenHash: pair.accessHash,
      userId: pair.userId,
      clientId: pair.clientId,
      familyId,
      expiresAt: pair.accessExpiresAt,
    })
    .returning({ id: oauthAccessTokens.id });
  if (!access) throw new Error('access token not stored');
  await db.insert(oauthRefreshTokens).values({
    tokenHash: pair.refreshHash,
    accessTokenId: access.id,
    familyId,
    expiresAt: pair.refreshExpiresAt,
  });
  return { accessTokenId: access.id, familyId };
}

/**
 * A sign-in or a refresh is activity, noted at most once a day so a busy session writes little;
 * it also cancels a warning of anonymisation for inactivity.
 */
export async function noteActivity(db: Db, userId: number, now: Date): Promise<void> {
  const dayBefore = new Date(now.getTime() - 24 * 3600_000);
  await db
    .update(users)
    .set({ lastActiveAt: now, inactivityWarnedAt: null })
    .where(and(eq(users.id, userId), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, dayBefore))));
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.query.oauthRefreshTokens.findFirst({ where: eq(oauthRefreshTokens.tokenHash, tokenHash) });
}

/** A refresh token still usable: not spent, not revoked, not expired. */
export async function isLiveRefreshToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db.query.oauthRefreshTokens.findFirst({
    columns: { id: true },
    where: and(
      eq(oauthRefreshTokens.tokenHash, tokenHash),
      isNull(oauthRefreshTokens.usedAt),
      isNull(oauthRefreshTokens.revokedAt),
      gt(oauthRefreshTokens.expiresAt, now),
    ),
  });
  return row !== undefined;
}

/** Marks the refresh token spent; false when another request spent it first. */
export async function spendRefreshToken(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(oauthRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(oauthRefreshTokens.id, id), isNull(oauthRefreshTokens.usedAt), isNull(oauthRefreshTokens.revokedAt)))
    .returning({ id: oauthRefreshTokens.id });
  return spent.length === 1;
}

export async function findAccessTokenOwner(db: Db, accessTokenId: number) {
  const [row] = await db
    .select({ userId: oauthAccessTokens.userId, clientId: oauthAccessTokens.clientId })
    .from(oauthAccessTokens)
    .where(eq(oauthAccessTokens.id, accessTokenId));
  return row;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(oauthAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthAccessTokens.familyId, familyId), isNull(oauthAccessTokens.revokedAt)));
  await db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.familyId, familyId), isNull(oauthRefreshTokens.revokedAt)));
}

export async function revokeAccessToken(db: Db, accessTokenId: number, now: Date): Promise<void> {
  await db
    .update(oauthAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthAccessTokens.id, accessTokenId), isNull(oauthAccessTokens.revokedAt)));
}

/** Every session of a user ends, e.g. after a password reset. */
export async function revokeUserTokens(db: Db, userId: number, now: Date): Promise<void> {
  const families = await db
    .selectDistinct({ familyId: oauthAccessTokens.familyId })
    .from(oauthAccessTokens)
    .where(and(eq(oauthAccessTokens.userId, userId), isNull(oauthAccessTokens.revokedAt)));
  for (const { familyId } of families) await revokeFamily(db, familyId, now);
}

/** Every session of a user ends but one (the one that just changed the password). */
export async function revokeUserTokensExceptFamily(
  db: Db,
  userId: number,
  keepFamilyId: string,
  now: Date,
): Promise<void> {
  const families = await db
    .selectDistinct({ familyId: oauthAccessTokens.familyId })
    .from(oauthAccessTokens)
    .where(
      and(
        eq(oauthAccessTokens.userId, userId),
        isNull(oauthAccessTokens.revokedAt),
        ne(oauthAccessTokens.familyId, keepFamilyId),
      ),
    );
  for (const { familyId } of families) await revokeFamily(db, familyId, now);
}
