/**
 * Free adhesions (P1 §4 Payment: total 0, no provider): through a partner that pays the
 * whole membership (partner price 0, code checked again here), or the AJA path.
 */
import { AppError, invalid } from '@plateforme/shared/errors/app-error';
import { DEFAULT_SUBSCRIPTION_CENTS } from '@plateforme/shared/format/money';
import { getSubscriptionPrice } from '@plateforme/shared/membership/membership.rules';
import {
  AJA_ADHESION_REF_PREFIX,
  FREE_ADHESION_REF_PREFIX,
  type AjaAdhesionInput,
  type FreeAdhesionInput,
} from '@plateforme/shared/membership/payment.schemas';
import { errorMessages, validationMessages } from '@plateforme/shared/messages/common';
import { partnerAdhesionMessages, paymentMessages } from '@plateforme/shared/messages/membership';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { hasCheckedPartnerCode } from '@plateforme/shared/registration/registration-resume.rules';
import type { Db } from '../../../db/client.ts';
import type { User } from '../../../db/schema/index.ts';
import { forgiveRateLimitHit, hitRateLimit, type RateLimit } from '../../../lib/rate-limit.ts';
import {
  assertCanStartMembership,
  isPartnerCodeValid,
  startMembershipPeriod,
  type NewPeriod,
} from '../membership.service.ts';
import * as repository from '../membership.repository.ts';
import { findPartner } from '../../registration/partners.service.ts';
import { findUserById, lockUser } from '../../accounts/people.service.ts';

/**
 * Partner codes are short secrets. Every place that checks one (here and step 3's
 * check-adh-code) draws on the same budgets: ten tries per quarter of an hour and per
 * person, thirty per IP address (many accounts from one machine).
 */
export const partnerCodeLimits = (userId: number, ip: string): RateLimit[] => [
  { key: `adh-code:user:${userId}`, limit: 10, windowSeconds: 15 * 60 },
  { key: `adh-code:ip:${ip}`, limit: 30, windowSeconds: 15 * 60 },
];

async function requireSelf(db: Db, viewerId: number, userId: number): Promise<User> {
  if (viewerId !== userId) throw new AppError('forbidden', errorMessages.forbidden);
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('not_found', errorMessages.notFound);
  return user;
}

/** One period per decision: the check and the insert run under the user's lock. */
async function addPeriod(db: Db, period: NewPeriod, now: Date) {
  const membership = await db.transaction(async (tx) => {
    await lockUser(tx, period.userId);
    await assertCanStartMembership(tx, period.userId, now);
    return startMembershipPeriod(tx, period, now);
  });
  return { ref: membership.ref as string, start: membership.start.toISOString(), end: membership.end.toISOString() };
}

export async function registerFreeAdhesion(
  db: Db,
  viewerId: number,
  ip: string,
  input: FreeAdhesionInput,
  now = new Date(),
) {
  const user = await requireSelf(db, viewerId, input.user_id);
  if (user.role === 'pro') throw new AppError('forbidden', paymentMessages.prosPayMembership);
  if (user.ajaRole === 'aja_young') throw new AppError('forbidden', paymentMessages.ajaYoungNoPayment);
  // The adhesion ends the stepper (P1 §4): the orientation is fixed only once it is complete.
  if (!user.completedAt) throw new AppError('conflict', paymentMessages.registrationNotFinished);
  const partner = await findPartner(db, input.partner_id);
  if (!partner || !partner.active) throw invalid('partner_id', paymentMessages.partnerNotFound);
  if (partner.supportType !== input.reason) throw invalid('partner_id', paymentMessages.partnerReasonMismatch);
  // Free only when the partner pays it all (the same rule the payment screen shows).
  if (!getSubscriptionPrice(DEFAULT_SUBSCRIPTION_CENTS, partner).free)
    throw invalid('partner_id', paymentMessages.partnerNotFree);
  // Only the partner of the person's own orientation pays for them, whatever code they hold.
  const recorded = user.registrationProcess.partner?.id;
  if (recorded !== partner.id || user.registrationProcess.reason !== partner.supportType) {
    throw invalid('partner_id', partnerAdhesionMessages.notYourPartner);
  }
  await assertCanStartMembership(db, user.id, now);

  const code = input.adh_secret_code ?? '';
  // The code checked at step 3 is held by the server (flag and partner): it opens the first
  // free adhesion without being asked again; a later one needs the partner's current code.
  const keptCode = code === '' && hasCheckedPartnerCode(user.registrationProcess, partner.id);
  if (keptCode && (await repository.findFreeAdhesions(db, user.id)).length > 0) {
    throw invalid('adh_secret_code', registrationMessages.partnerCodeAskedAgain);
  }
  if (!keptCode) {
    if (code === '') throw invalid('adh_secret_code', validationMessages.required);
    const limits = partnerCodeLimits(user.id, ip);
    for (const limit of limits) await hitRateLimit(db, limit, now);
    if (!(await isPartnerCodeValid(db, partner.id, code, now))) {
      throw invalid('adh_secret_code', registrationMessages.wrongPartnerCode);
    }
    for (const limit of limits) await forgiveRateLimitHit(db, limit, now);
  }

  return addPeriod(
    db,
    {
      userId: user.id,
      source: 'free_adhesion',
      partnerId: partner.id,
      ref: `${FREE_ADHESION_REF_PREFIX}${now.getTime()}`,
      note: input.note,
    },
    now,
  );
}

export async function registerAjaAdhesion(db: Db, viewerId: number, input: AjaAdhesionInput, now = new Date()) {
  const user = await requireSelf(db, viewerId, input.user_id);
  if (!user.isAja || !user.ajaRole) throw new AppError('forbidden', paymentMessages.notAja);
  if (user.ajaRole !== input.aja_role) throw invalid('aja_role', paymentMessages.ajaRoleMismatch);
  // The free AJA membership ends the stepper: a carer who has not yet registered the child
  // (or anyone before the questionnaire) is not there yet.
  if (!user.completedAt) throw new AppError('conflict', paymentMessages.registrationNotFinished);
  return addPeriod(
    db,
    { userId: user.id, source: 'aja_adhesion', ref: `${AJA_ADHESION_REF_PREFIX}${now.getTime()}`, note: input.note },
    now,
  );
}
