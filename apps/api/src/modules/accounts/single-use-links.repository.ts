import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { carerLinkRequests, emailChanges, invitations, passwordResets, users } from '../../db/schema/index.ts';

/** The links sent by e-mail that work once, before they expire. */
type SingleUseLinks = typeof emailChanges | typeof passwordResets | typeof invitations | typeof carerLinkRequests;

/** The links sent to one account's owner (a carer link request is between two accounts). */
type AccountLinks = typeof emailChanges | typeof passwordResets | typeof invitations;

/**
 * The link a token points to, with its owner's id, its expiry and use, and the columns the
 * caller reads to decide whether its owner may still use it.
 */
export async function findLinkByToken<F extends Record<string, PgColumn>>(
  db: Db,
  links: AccountLinks,
  tokenHash: string,
  fields: F,
) {
  const [row] = await db
    .select({ id: links.id, userId: links.userId, expiresAt: links.expiresAt, usedAt: links.usedAt, ...fields })
    .from(links)
    .innerJoin(users, eq(users.id, links.userId))
    .where(eq(links.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** A new link replaces the ones not yet used: only the latest works. */
export async function deleteOpenLinks(db: Db, links: AccountLinks, userId: number): Promise<void> {
  await db.delete(links).where(and(eq(links.userId, userId), isNull(links.usedAt)));
}

/** Single use: false when the link was already used (or expired) by the time we got to it. */
export async function spendLink(db: Db, links: SingleUseLinks, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(links)
    .set({ usedAt: now })
    .where(and(eq(links.id, id), isNull(links.usedAt), gt(links.expiresAt, now)))
    .returning({ id: links.id });
  return spent.length === 1;
}
