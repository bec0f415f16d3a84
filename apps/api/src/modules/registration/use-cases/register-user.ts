/**
 * POST /api/register (P1 §2 Registration step 2, §7): a person creates their own account
 * with the orientation chosen on step 1. The web then signs in through /oauth/token.
 */
import { validationMessages } from '@plateforme/shared/messages/common';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { invalid } from '@plateforme/shared/errors/app-error';
import type { RegisterInput } from '@plateforme/shared/registration/registration.schemas';
import {
  getRegistrationStep,
  isRegistrationFinished,
  needsPartnerChoice,
  withOrientation,
  type Reason,
} from '@plateforme/shared/registration/registration.rules';
import { getRegistrantAgeAlert } from '@plateforme/shared/registration/registrant-age.rules';
import type { Db } from '../../../db/client.ts';
import { hashPassword } from '../../../lib/password.ts';
import { hitRateLimit } from '../../../lib/rate-limit.ts';
import { verifyCaptcha } from '../../platform/captcha/captcha.service.ts';
import { findPartner } from '../partners.repository.ts';
import { insertUser, isEmailTaken, updateUserFields } from '../../accounts/people.service.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { ageAlertText, memberCodeFor } from '../registration.service.ts';
import { enqueueWelcomeMail } from '../../accounts/email-confirmation.service.ts';

/** Per address: a family or an office may register a few people, a script may not. */
const registerLimit = (ip: string) => ({ key: `register:ip:${ip}`, limit: 20, windowSeconds: 60 * 60 });

const emailTaken = () => invalid('email', registrationMessages.emailTaken);

/** healthinsurance and employer name their partner on step 1: it must be an active one of that kind. */
export async function assertChosenPartner(db: Db, reason: Reason, partnerId: number | undefined, field: string) {
  if (!needsPartnerChoice(reason) || partnerId === undefined) return;
  const partner = await findPartner(db, partnerId);
  if (!partner) throw invalid(field, paymentMessages.partnerNotFound);
  if (partner.supportType !== reason) throw invalid(field, registrationMessages.partnerNotForReason);
  if (!partner.active) throw invalid(field, registrationMessages.partnerInactive);
}

export async function registerUser(db: Db, input: RegisterInput, ip: string, now = new Date()): Promise<number> {
  await hitRateLimit(db, registerLimit(ip), now);
  await verifyCaptcha(db, input.captcha, now);

  const { reason, aja_role: ajaRole, partner } = input.registration_process;
  // The schema made sure the orientation is complete.
  if (!reason) throw invalid('registration_process.reason', validationMessages.required);
  const alert = getRegistrantAgeAlert({ birthdate: input.birthdate, reason, ajaRole, today: now });
  const alertText = alert ? ageAlertText(alert) : null;
  if (alertText) throw invalid('birthdate', alertText);
  await assertChosenPartner(db, reason, partner?.id, 'registration_process.partner.id');
  if (await isEmailTaken(db, input.email)) throw emailTaken();

  // Only the orientation is taken from the browser: every progress flag is earned later.
  const process = withOrientation({}, { reason, aja_role: ajaRole ?? null, partner: partner ?? null });
  const isAja = reason === 'aja';
  const step = getRegistrationStep({ process, userId: 0, isPro: false, assistantId: null, ajaAssistedNb: 0 });
  // argon2id is slow on purpose: hashed before the transaction, which stays short.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        lastname: input.lastname,
        firstname: input.firstname,
        email: input.email,
        passwordHash,
        birthdate: input.birthdate,
        street: input.street,
        zip: input.zip,
        city: input.city,
        phone: input.phone,
        role: 'user',
        isAja,
        ajaRole: isAja ? (ajaRole ?? null) : null,
        registrationProcess: process,
        termsAcceptedAt: now,
        completedAt: isRegistrationFinished(step) ? now : null,
      });
      await updateUserFields(tx, user.id, { code: memberCodeFor(user.id) });
      await enqueueWelcomeMail(tx, user.id, now);
      return user.id;
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
