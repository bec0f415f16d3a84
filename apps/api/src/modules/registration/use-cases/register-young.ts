/**
 * POST /api/register-young (P1 §3 Young, §7): an AJA carer, on step 3, registers the young
 * person of 15 to 17 they represent (DESIGN.md ages). The young person's account is linked
 * to the carer and invited by e-mail to choose a password.
 */
import { checkChildAge } from '@plateforme/shared/accounts/age.rules';
import { forbidden, invalid } from '@plateforme/shared/errors/app-error';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import type { RegisterYoungInput } from '@plateforme/shared/registration/registration.schemas';
import type { Db } from '../../../db/client.ts';
import { hitRateLimit } from '../../../lib/rate-limit.ts';
import { insertUser, isEmailTaken, updateUserFields } from '../../accounts/people.service.ts';
import { assertAtStep, lockRegistrant, memberCodeFor, saveProgress } from '../registration.service.ts';
import { isUniqueViolation } from '../../../db/errors.ts';

const childAgeTexts = {
  child_adult: registrationMessages.ageDialogs.childAdult.text,
  child_too_young: registrationMessages.ageDialogs.childTooYoung.text,
} as const;

const emailTaken = () => invalid('email', registrationMessages.emailTaken);

/**
 * The answer tells whether an address has an account, so it is limited like every other
 * address check: a carer registers one young person, a few typos at most (ADR 068).
 */
const youngAddressLimits = (carerId: number, ip: string) => [
  { key: `register-young:carer:${carerId}`, limit: 5, windowSeconds: 24 * 3600 },
  { key: `register-young:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 },
];

export async function registerYoung(
  db: Db,
  invite: (userId: number) => Promise<void>,
  viewerId: number,
  input: RegisterYoungInput,
  ip: string,
  now = new Date(),
) {
  if (input.assistant_id !== viewerId) throw forbidden();
  const childAge = checkChildAge(input.birthdate, now);
  if (childAge) throw invalid('birthdate', childAgeTexts[childAge]);
  for (const limit of youngAddressLimits(viewerId, ip)) await hitRateLimit(db, limit, now);

  let young;
  try {
    young = await db.transaction(async (tx) => {
      const carer = await lockRegistrant(tx, viewerId);
      const { reason, aja_role } = carer.user.registrationProcess;
      if (carer.user.role !== 'user' || reason !== 'aja' || aja_role !== 'aja_assistant') {
        throw forbidden(registrationMessages.onlyAjaAssistant);
      }
      // Under the carer's lock: two submits cannot both create a young person.
      assertAtStep(carer, 3);
      if (await isEmailTaken(tx, input.email)) throw emailTaken();
      const created = await insertUser(tx, {
        lastname: input.lastname,
        firstname: input.firstname,
        email: input.email,
        birthdate: input.birthdate,
        role: 'user',
        isAja: true,
        ajaRole: 'aja_young',
        assistantId: carer.user.id,
        isInvited: true,
        registrationProcess: { reason: 'aja', aja_role: 'aja_young', ajaYoungFormRegistered: true },
      });
      await updateUserFields(tx, created.id, { code: memberCodeFor(created.id) });
      await saveProgress(
        tx,
        { ...carer, assistedNb: carer.assistedNb + 1 },
        { ...carer.user.registrationProcess, ajaAssistantFormRegistered: true },
        now,
      );
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // After the commit: the e-mail goes out only for an account that exists.
  await invite(young.id);
  return {
    id: young.id,
    lastname: young.lastname,
    firstname: young.firstname,
    email: young.email,
    birthdate: young.birthdate,
    assistant_id: young.assistantId,
    is_aja: young.isAja,
    aja_role: young.ajaRole,
  };
}
