/**
 * Step 3's partner code (P1 §3 Partner-code check, §7, §8): the code typed for the
 * member's partner is verified against the partner's hashed codes; a valid one records the
 * partner and its flag in the registration process.
 */
import { conflict, forbidden, invalid } from '@plateforme/shared/errors/app-error';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import type { CheckAdhCodeInput } from '@plateforme/shared/registration/registration.schemas';
import {
  needsPartnerCode,
  partnerCodeFlagFor,
  serializeRegistrationProcess,
} from '@plateforme/shared/registration/registration.rules';
import type { Db } from '../../../db/client.ts';
import { forgiveRateLimitHit, hitRateLimit } from '../../../lib/rate-limit.ts';
import { isPartnerCodeValid } from '../../membership/membership.service.ts';
import { partnerCodeLimits } from '../../membership/use-cases/register-adhesion.ts';
import { findPartner } from '../partners.repository.ts';
import { findUserById } from '../../accounts/people.service.ts';
import { isBefore, lockRegistrant, saveProgress, stepOf } from '../registration.service.ts';

/** Département given on step 3 ('75', '2A') or a postal code: its first characters name the committee. */
function matchesDepartment(department: string | null, given: string): boolean {
  if (!department) return false;
  return given.toUpperCase().startsWith(department.toUpperCase());
}

export async function checkAdhCode(db: Db, viewerId: number, ip: string, input: CheckAdhCodeInput, now = new Date()) {
  if (input.user_id !== null && input.user_id !== viewerId) throw forbidden();
  const user = await findUserById(db, viewerId);
  if (!user) throw forbidden();
  const reason = user.registrationProcess.reason;
  if (!needsPartnerCode(reason)) throw conflict(registrationMessages.noCodeForReason);

  const partner = await findPartner(db, input.partner_id);
  if (!partner) throw invalid('partner_id', paymentMessages.partnerNotFound);
  if (partner.supportType !== reason) throw invalid('partner_id', registrationMessages.partnerNotForReason);
  if (!partner.active) throw invalid('partner_id', registrationMessages.partnerInactive);
  if (reason === 'ligue' && input.partner_zip && !matchesDepartment(partner.department, input.partner_zip)) {
    throw invalid('partner_zip', registrationMessages.departmentMismatch);
  }

  // The free adhesion's budgets: both calls draw on the same tries.
  const limits = partnerCodeLimits(viewerId, ip);
  for (const limit of limits) await hitRateLimit(db, limit, now);
  if (!(await isPartnerCodeValid(db, partner.id, input.adh_secret_code, now))) {
    throw invalid('adh_secret_code', registrationMessages.wrongPartnerCode);
  }
  for (const limit of limits) await forgiveRateLimitHit(db, limit, now);

  const process = await db.transaction(async (tx) => {
    const registrant = await lockRegistrant(tx, viewerId);
    const current = registrant.user.registrationProcess;
    // A finished registration, or one whose orientation moved meanwhile, keeps its process.
    if (registrant.user.completedAt || current.reason !== reason || isBefore(stepOf(registrant), 3)) return current;
    const next = { ...current, partner: { id: partner.id }, [partnerCodeFlagFor(reason)]: true };
    await saveProgress(tx, registrant, next, now);
    return next;
  });

  return {
    message: registrationMessages.partnerCodeAccepted,
    data: {
      partner: { id: partner.id, name: partner.name, support_type: partner.supportType },
      registration_process: serializeRegistrationProcess(process),
    },
  };
}
