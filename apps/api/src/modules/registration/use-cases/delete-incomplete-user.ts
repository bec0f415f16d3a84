/**
 * POST /api/users/delete-incomplete-user (P1 §7, §8): a person who gives up during the
 * stepper deletes the account they just created. Only their own account, only while the
 * registration is not finished (403 'Action non autorisée' otherwise), and never an account
 * holding payments or memberships (422 'Impossible de supprimer ce compte'). The accounts
 * created on their step 3 go with it while nobody has opened them.
 */
import { holdsPaymentsOrMemberships } from '../../membership/membership.service.ts';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { forbidden, invalid } from '@plateforme/shared/errors/app-error';
import type { Db } from '../../../db/client.ts';
import { deleteUser, findInvitedYoungOf, findUserById, hasOtherYoung } from '../../accounts/people.service.ts';
import { lockRegistrant } from '../registration.service.ts';

const refused = () => invalid('user_id', registrationMessages.accountDeletionRefused);

export async function deleteIncompleteUser(db: Db, viewerId: number, userId: number | null): Promise<void> {
  if (userId !== null && userId !== viewerId) throw forbidden();
  await db.transaction(async (tx) => {
    const { user } = await lockRegistrant(tx, viewerId);
    if (user.role !== 'user' || user.completedAt) throw forbidden();
    if (await holdsPaymentsOrMemberships(tx, user.id)) throw refused();

    const alsoDelete: number[] = [];
    if (user.ajaRole === 'aja_assistant') {
      alsoDelete.push(...(await findInvitedYoungOf(tx, user.id)).map((young) => young.id));
    }
    if (user.ajaRole === 'aja_young' && user.assistantId !== null) {
      const carer = await findUserById(tx, user.assistantId);
      if (carer && carer.isInvited && !carer.passwordHash && !(await hasOtherYoung(tx, carer.id, user.id))) {
        alsoDelete.push(carer.id);
      }
    }
    for (const id of alsoDelete) {
      if (await holdsPaymentsOrMemberships(tx, id)) throw refused();
      await deleteUser(tx, id);
    }
    await deleteUser(tx, user.id);
  });
}
