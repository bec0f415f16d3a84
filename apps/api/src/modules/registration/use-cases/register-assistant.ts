/**
 * POST /api/register-assistant (P1 §3 Assistant, §7): an AJA young person, on step 3, names
 * their parent or carer. Same rules as the profile's carer block (POST /api/users/{id}/
 * aja-assistant, ADR 021): a new address gets an invited carer account, an existing carer is
 * asked to accept, any other account's owner is warned; the step is recorded in the same
 * transaction, whatever the address.
 */
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { forbidden, invalid } from '@plateforme/shared/errors/app-error';
import type { RegisterAssistantInput } from '@plateforme/shared/registration/registration.schemas';
import type { Db } from '../../../db/client.ts';
import { linkAjaAssistant, type CarerLinkDeps } from '../../accounts/users.service.ts';
import { findUserById } from '../../accounts/people.service.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { assertAtStep, lockRegistrant, saveProgress } from '../registration.service.ts';

export async function registerAssistant(
  db: Db,
  deps: CarerLinkDeps,
  viewerId: number,
  input: RegisterAssistantInput,
  now = new Date(),
) {
  if (input.young_id !== viewerId) throw forbidden();
  const young = await findUserById(db, viewerId);
  const process = young?.registrationProcess;
  if (
    !young ||
    young.role !== 'user' ||
    process?.reason !== 'aja' ||
    process.aja_role !== 'aja_young' ||
    young.ajaRole !== 'aja_young'
  ) {
    throw forbidden(registrationMessages.onlyAjaYoung);
  }
  assertAtStep({ user: young, assistedNb: 0 }, 3);

  try {
    const { assistant } = await linkAjaAssistant(
      db,
      deps,
      viewerId,
      { lastname: input.lastname, firstname: input.firstname, email: input.email },
      async (tx, assistantId) => {
        const registrant = await lockRegistrant(tx, viewerId);
        await saveProgress(
          tx,
          registrant,
          { ...registrant.user.registrationProcess, ajaYoungFormRegistered: true },
          now,
          assistantId === null ? {} : { assistantId },
        );
      },
      now,
    );
    return assistant;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('email', registrationMessages.emailTaken);
    throw error;
  }
}
