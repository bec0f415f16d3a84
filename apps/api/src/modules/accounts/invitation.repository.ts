import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations, users } from '../../db/schema/index.ts';
import { deleteOpenLinks, findLinkByToken, spendLink } from './single-use-links.repository.ts';

/** A new invitation replaces the ones not yet used: only the latest link works. */
export async function replaceInvitation(
  db: Db,
  invitation: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await deleteOpenLinks(db, invitations, invitation.userId);
  await db.insert(invitations).values(invitation);
  await db.update(users).set({ isInvited: true }).where(eq(users.id, invitation.userId));
}

/** The invitation a link points to, with its user's address and state. */
export function findInvitation(db: Db, tokenHash: string) {
  return findLinkByToken(db, invitations, tokenHash, {
    email: users.email,
    isInvited: users.isInvited,
    isArchived: users.isArchived,
  });
}

/** Single use (see spendLink). */
export function spendInvitation(db: Db, id: number, now: Date): Promise<boolean> {
  return spendLink(db, invitations, id, now);
}

/** The invited person chose a password and accepted the terms and the privacy notice. */
export async function completeInvitedUser(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, isInvited: false, completedAt: now, termsAcceptedAt: now, emailConfirmedAt: now })
    .where(eq(users.id, userId));
}
