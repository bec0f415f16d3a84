import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { deleteOpenLinks, findLinkByToken, spendLink } from './single-use-links.repository.ts';

/** A new request replaces the open ones: only the latest link works. */
export async function replaceEmailChange(
  db: Db,
  change: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date },
) {
  await deleteOpenLinks(db, emailChanges, change.userId);
  await db.insert(emailChanges).values(change);
}

export function findEmailChange(db: Db, tokenHash: string) {
  return findLinkByToken(db, emailChanges, tokenHash, {
    newEmail: emailChanges.newEmail,
    userArchived: users.isArchived,
  });
}

/** Single use (see spendLink). */
export function spendEmailChange(db: Db, id: number, now: Date): Promise<boolean> {
  return spendLink(db, emailChanges, id, now);
}

/** The unique index on users.email decides between two accounts racing for one address. */
export async function updateUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}
