import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema/index.ts';

export type NewConfirmation = { userId: number; email: string; tokenHash: string; expiresAt: Date };

/** The person a confirmation link goes to, with her address as it is now. */
export async function findAddressee(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      emailConfirmedAt: users.emailConfirmedAt,
      isArchived: users.isArchived,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The welcome's link comes in addition: a job run twice must not kill the link already sent. */
export async function insertConfirmation(db: Db, link: NewConfirmation): Promise<void> {
  await db.insert(emailConfirmations).values(link);
}

/** A resent link replaces the ones not yet used: only the latest works. */
export async function replaceConfirmation(db: Db, link: NewConfirmation): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, link.userId), isNull(emailConfirmations.usedAt)));
    await tx.insert(emailConfirmations).values(link);
  });
}

/** The link a token points to, with the account's address now. */
export async function findConfirmation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: emailConfirmations.id,
      userId: emailConfirmations.userId,
      email: emailConfirmations.email,
      expiresAt: emailConfirmations.expiresAt,
      usedAt: emailConfirmations.usedAt,
      currentEmail: users.email,
      userArchived: users.isArchived,
    })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(eq(emailConfirmations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Single use: false when the link was already used (or expired) by the time we got to it. */
export async function spendConfirmation(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.id, id), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
    .returning({ id: emailConfirmations.id });
  return spent.length === 1;
}

/** Sets the confirmation only while the address is still the one (lower-cased) the link was sent to. */
export async function markConfirmedIfEmail(db: Db, userId: number, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email}`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The address was proven another way (an e-mail change's link, an invitation opened). */
export async function markConfirmed(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ emailConfirmedAt: now }).where(eq(users.id, userId));
}

/** The open links of an account, once its address is confirmed they have no use. */
export async function spendOpenConfirmations(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
}
