/**
 * The statements behind the viewer (ADR 051, 055): the kernel reads the person, their running
 * membership and their pro status in one statement per request.
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { param, preparedQuery } from '../db/prepared.ts';
import { oauthAccessTokens, oauthRefreshTokens, proStatuses, users } from '../db/schema/index.ts';
import { isPremiumAt } from '../db/person-facts.ts';

/**
 * What the access rules read of a person (archived accounts have none): role and AJA role,
 * whether a membership period runs at `now`, and the current pro status. `from` gives the
 * statement its start: the person by id, or the person a live access token belongs to.
 */
function accessFactsQuery(db: Db) {
  const status = db
    .select({ type: proStatuses.type, isBlocked: proStatuses.isBlocked })
    .from(proStatuses)
    .where(
      and(
        eq(proStatuses.userId, users.id),
        lte(proStatuses.start, param('now')),
        or(isNull(proStatuses.end), gt(proStatuses.end, param('now'))),
      ),
    )
    .orderBy(desc(proStatuses.start))
    .limit(1)
    .as('current_status');
  const facts = {
    id: users.id,
    role: users.role,
    isAja: users.isAja,
    ajaRole: users.ajaRole,
    isPremium: isPremiumAt(users.id, param('now')),
    proStatusType: status.type,
    proStatusBlocked: status.isBlocked,
  };
  return { status, facts };
}

const accessFacts = preparedQuery('auth_access_facts', (db) => {
  const { status, facts } = accessFactsQuery(db);
  return db
    .select({ ...facts, isArchived: users.isArchived })
    .from(users)
    .leftJoinLateral(status, sql`true`)
    .where(eq(users.id, param('userId')));
});

export async function findAccessFacts(db: Db, userId: number, now: Date) {
  const [row] = await accessFacts(db, { userId, now: now.toISOString() });
  return row;
}

// Every signed-in request reads it first: the token and its person in one statement (ADR 055).
const sessionFacts = preparedQuery('auth_session_facts', (db) => {
  const { status, facts } = accessFactsQuery(db);
  return db
    .select({ ...facts, tokenId: oauthAccessTokens.id, familyId: oauthAccessTokens.familyId })
    .from(oauthAccessTokens)
    .innerJoin(users, eq(users.id, oauthAccessTokens.userId))
    .leftJoinLateral(status, sql`true`)
    .where(
      and(
        eq(oauthAccessTokens.tokenHash, param('tokenHash')),
        isNull(oauthAccessTokens.revokedAt),
        gt(oauthAccessTokens.expiresAt, param('now')),
        eq(users.isArchived, false),
      ),
    )
    .limit(1);
});

/** The access facts of the person a live access token (not revoked, not expired) belongs to. */
export async function findSessionFacts(db: Db, tokenHash: string, now: Date) {
  const [row] = await sessionFacts(db, { tokenHash, now: now.toISOString() });
  return row;
}

/** A sign-in still going: some refresh token of its family neither revoked nor expired (a sign-out revokes them all). */
export async function hasLiveFamily(db: Db, familyId: string, now: Date): Promise<boolean> {
  const row = await db.query.oauthRefreshTokens.findFirst({
    columns: { id: true },
    where: and(
      eq(oauthRefreshTokens.familyId, familyId),
      isNull(oauthRefreshTokens.revokedAt),
      gt(oauthRefreshTokens.expiresAt, now),
    ),
  });
  return row !== undefined;
}
