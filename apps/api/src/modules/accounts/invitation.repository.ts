import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations, users } from '../../db/schema/index.ts';

/** A new invitation replaces the ones not yet used: only the latest link works. */
export async function replaceInvitation(
  db: Db,
  invitation: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(invitations).where(and(eq(invitations.userId, invitation.userId), isNull(invitations.usedAt)));
  await db.insert(invitations).values(invitation);
  await db.update(users).set({ isInvited: true }).where(eq(users.id, invitation.userId));
}

/** The invitation a link points to, with its user's address and state. */
export async function findInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      expiresAt: invitations.expiresAt,
      usedAt: invitations.usedAt,
      email: users.email,
      isInvited: users.isInvited,
      isArchived: users.isArchived,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Single use: false when the invitation was already used (or expired) by the time we got to it. */
export async function spendInvitation(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return spent.length === 1;
}

/** The invited person chose a password and accepted the terms and the privacy notice. */
export async function completeInvitedUser(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, isInvited: false, completedAt: now, termsAcceptedAt: now })
    .where(eq(users.id, userId));
}
