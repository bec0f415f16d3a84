import { eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  carerLinkRequests,
  dataExports,
  emailChanges,
  emailConfirmations,
  invitations,
  passwordResets,
  users,
} from '../../../db/schema/index.ts';

export async function lockPerson(tx: Db, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** The other people of her AJA links: her carer, and those she accompanies. */
export async function findLinkedPeople(tx: Db, person: { id: number; assistantId: number | null }) {
  return tx
    .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(or(eq(users.assistantId, person.id), eq(users.id, person.assistantId ?? -1)));
}

/** Her links sent by e-mail, her copies of her data (their files' keys answered), her AJA links. */
export async function deleteAccountRecords(tx: Db, userId: number): Promise<string[]> {
  for (const links of [passwordResets, invitations, emailChanges, emailConfirmations])
    await tx.delete(links).where(eq(links.userId, userId));
  await tx
    .delete(carerLinkRequests)
    .where(or(eq(carerLinkRequests.youngId, userId), eq(carerLinkRequests.carerId, userId)));
  await tx.update(users).set({ assistantId: null }).where(eq(users.assistantId, userId));
  const files = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.fileKey });
  return files.flatMap((file) => (file.key ? [file.key] : []));
}

/**
 * The row stays (payments and receipts point to it) without anything that names or reaches her.
 * The address is on the reserved `.invalid` domain, which no e-mail is ever sent to.
 */
export const erasedPerson = (userId: number) => ({
  firstname: 'Compte',
  lastname: 'supprimé',
  email: `compte-${userId}@supprime.invalid`,
});

export async function eraseUser(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      ...erasedPerson(userId),
      passwordHash: null,
      phone: null,
      street: null,
      zip: null,
      city: null,
      birthdate: null,
      assistantId: null,
      memberCode: null,
      registrationProcess: {},
      followedCancerousPathology: false,
      showOncommenceMenu: false,
      showOncommenceBanner: false,
      emailConfirmedAt: null,
      isArchived: true,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
}
