import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { findLinkByToken, spendLink } from './single-use-links.repository.ts';

export async function insertPasswordReset(
  db: Db,
  reset: { email: string; userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The reset a link points to, with what decides whether its owner may still use it. */
export function findPasswordReset(db: Db, tokenHash: string) {
  return findLinkByToken(db, passwordResets, tokenHash, {
    email: passwordResets.email,
    userArchived: users.isArchived,
  });
}

/** Single use (see spendLink). */
export function spendPasswordReset(db: Db, id: number, now: Date): Promise<boolean> {
  return spendLink(db, passwordResets, id, now);
}

/** Once the password is changed, older links sent to the same person stop working. */
export async function spendOpenPasswordResets(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
