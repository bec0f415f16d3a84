/**
 * The first staff account of a production database (ADR 062): created without a password,
 * with an invitation link the operator hands over once; the person chooses their password
 * on the invitation page. No account with a known password ever exists in production.
 */
import { and, eq, sql } from 'drizzle-orm';
import { publicUrl, type Config } from '../config.ts';
import { createSecretToken, hashToken } from '../lib/tokens.ts';
import { INVITATION_TTL_DAYS } from '../modules/accounts/invitation.service.ts';
import { replaceInvitation } from '../modules/accounts/invitation.repository.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export type StaffPerson = { email: string; firstname: string; lastname: string };

export class StaffAccountError extends Error {}

/** Whether an active staff account exists (the start says how to create one otherwise). */
export async function hasStaffAccount(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isArchived, false)));
  return Number(row?.count ?? 0) > 0;
}

/**
 * Creates the staff account (or, for one still invited, a new link: the earlier one stops
 * working) and returns its single-use link, valid INVITATION_TTL_DAYS days. An account that
 * already has a password is never touched.
 */
export async function createStaffInvitation(
  db: Db,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  person: StaffPerson,
  now = new Date(),
): Promise<{ link: string; expiresAt: Date; created: boolean }> {
  const token = createSecretToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
  const created = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, person.email)).for('update');
    if (existing && (existing.role !== 'admin' || !existing.isInvited || existing.isArchived)) {
      throw new StaffAccountError(`Un compte existe déjà pour ${person.email} : rien n’a été modifié.`);
    }
    const userId =
      existing?.id ??
      (
        await tx
          .insert(users)
          .values({ ...person, role: 'admin', isInvited: true, passwordHash: null })
          .returning({ id: users.id })
      )[0]?.id;
    if (userId === undefined) throw new Error('staff account not written');
    await replaceInvitation(tx, { userId, tokenHash: hashToken(token), expiresAt });
    return !existing;
  });
  const link = `${publicUrl(config)}/complete-registration/${token}?email=${encodeURIComponent(person.email)}`;
  return { link, expiresAt, created };
}
