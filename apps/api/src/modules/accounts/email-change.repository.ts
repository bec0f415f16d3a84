import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { spendLink } from './single-use-links.repository.ts';

/** A new request replaces the open ones: only the latest link works. */
export async function replaceEmailChange(db: Db, change: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date }) {
  await db.delete(emailChanges).where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
  await db.insert(emailChanges).values(change);
}

export async function findEmailChange(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: emailChanges.id,
      userId: emailChanges.userId,
      newEmail: emailChanges.newEmail,
      expiresAt: emailChanges.expiresAt,
      usedAt: emailChanges.usedAt,
      userArchived: users.isArchived,
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(eq(emailChanges.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Single use (see spendLink). */
export function spendEmailChange(db: Db, id: number, now: Date): Promise<boolean> {
  return spendLink(db, emailChanges, id, now);
}

/** The unique index on users.email decides between two accounts racing for one address. */
export async function updateUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
