import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';

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

/** Single use: false when the link was already used (or expired) by the time we got to it. */
export async function spendEmailChange(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .returning({ id: emailChanges.id });
  return spent.length === 1;
}

/** The unique index on users.email decides between two accounts racing for one address. */
export async function updateUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
