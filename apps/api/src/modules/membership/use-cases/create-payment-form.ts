/**
 * POST /api/etransactions: a pending payment and the signed hidden form the web posts to the
 * provider (DESIGN Payment protocol). Amounts come from the settings, never from the client.
 */
import { randomBytes } from 'node:crypto';
import { AppError, invalid } from '@plateforme/shared/errors/app-error';
import { DEFAULT_SUBSCRIPTION_CENTS, eurosToCents, isPayableTotal } from '@plateforme/shared/format/money';
import {
  canStartMembership,
  getMembershipCharge,
  PAYMENT_CANCELLED_CODE,
  PAYMENT_SUCCESS_CODE,
} from '@plateforme/shared/membership/membership.rules';
import type { PaymentForm, PaymentRequestInput } from '@plateforme/shared/membership/payment.schemas';
import { errorMessages } from '@plateforme/shared/messages/common';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { needsPartnerCode } from '@plateforme/shared/registration/registration.rules';
import type { Db } from '../../../db/client.ts';
import type { User } from '../../../db/schema/index.ts';
import { hitRateLimit } from '../../../lib/rate-limit.ts';
import { findSettingValue } from '../../platform/settings/settings.service.ts';
import { findPartner } from '../../registration/partners.service.ts';
import { alreadyMemberError } from '../membership.service.ts';
import { findUserById, lockUser } from '../../accounts/people.service.ts';
import * as repository from '../membership.repository.ts';
import { appendQuery, buildPaymentFields, computeHmac } from '../paybox.ts';
import type { PaymentProvider } from '../payment-provider.ts';

/** A few attempts a minute is a person retrying; more is a script filling the payments table. */
const paymentFormLimit = (userId: number) => ({ key: `payment-form:user:${userId}`, limit: 20, windowSeconds: 3600 });

/**
 * The return address must be a page of the platform: an absolute URL on PUBLIC_URL's origin
 * or a path, which is made absolute on it. Null for anything else (no open redirect).
 */
export function resolveReturnUrl(redirectUrl: string, publicUrl: string): string | null {
  try {
    const base = new URL(publicUrl);
    const url = new URL(redirectUrl, `${publicUrl}/`);
    if (url.origin !== base.origin || !['http:', 'https:'].includes(url.protocol)) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** /payment/resubscription, in history mode or after a hash router's '#'. */
function isResubscriptionUrl(url: string): boolean {
  const { pathname, hash } = new URL(url);
  return [pathname, hash].some((part) => /\/payment\/resubscription(?=$|[/?#&])/.test(part));
}

/** PBX_CMD: unique, readable in the provider's back office, never guessable from another. */
export function newPaymentRef(userId: number, now: Date): string {
  return `CB-${userId}-${now.getTime()}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

async function readAmountSetting(db: Db, key: string, fallback?: number): Promise<number> {
  const value = await findSettingValue(db, key);
  const cents = value === undefined ? fallback : Number(value);
  if (cents === undefined || !Number.isInteger(cents) || cents < 0) {
    throw new AppError('internal', `Réglage ${key} absent ou invalide`);
  }
  return cents;
}

/**
 * The charge of the shared rule (getMembershipCharge), from the amounts in the settings; the
 * partner price only when the web asked for it. A partner that pays it all (price 0) means a
 * free adhesion with the partner code, not a card payment.
 */
async function getSubscriptionCharge(db: Db, user: User, wantsDiscount: boolean) {
  const isPro = user.role === 'pro';
  const amount = isPro
    ? await readAmountSetting(db, 'pro_subscription_amount')
    : await readAmountSetting(db, 'subscription_amount', DEFAULT_SUBSCRIPTION_CENTS);
  // A partner whose code was checked at step 3 always counts: its member never pays the full price by card.
  const codePartner = needsPartnerCode(user.registrationProcess?.reason);
  const partnerId = (wantsDiscount || codePartner) && !isPro ? user.registrationProcess?.partner?.id : undefined;
  const partner = partnerId ? await findPartner(db, partnerId) : null;
  const price = getMembershipCharge({ isAja: user.isAja, isPro }, amount, partner);
  if (price.free) throw invalid('subscription', paymentMessages.partnerPaysMembership);
  // The partner declared at registration is recorded: the staff reconcile reduced prices with it.
  return {
    cents: price.cents,
    discounted: price.discounted,
    partnerId: price.discounted && partner ? partner.id : null,
  };
}

export async function createPaymentForm(
  db: Db,
  provider: PaymentProvider,
  viewerId: number,
  input: PaymentRequestInput,
  now = new Date(),
): Promise<PaymentForm> {
  if (input.user_id !== viewerId) throw new AppError('forbidden', errorMessages.forbidden);
  await hitRateLimit(db, paymentFormLimit(viewerId), now);
  const user = await findUserById(db, viewerId);
  if (!user) throw new AppError('not_found', errorMessages.notFound);
  if (user.ajaRole === 'aja_young') throw new AppError('forbidden', paymentMessages.ajaYoungNoPayment);

  const returnUrl = resolveReturnUrl(input.redirect_url, provider.publicUrl);
  if (!returnUrl) throw invalid('redirect_url', paymentMessages.foreignRedirectUrl);
  if (isResubscriptionUrl(returnUrl)) {
    if (user.role !== 'pro') throw new AppError('forbidden', paymentMessages.resubscriptionForPros);
    if (!input.subscription) throw invalid('subscription', paymentMessages.resubscriptionNeedsSubscription);
  }

  let subscription: { cents: number; discounted: boolean; partnerId: number | null } = {
    cents: 0,
    discounted: false,
    partnerId: null,
  };
  if (input.subscription) {
    // AJA members adhere for free, through the adhesion route, never by card.
    if (user.isAja) throw invalid('subscription', paymentMessages.ajaMembershipFree);
    // The membership is the step after the stepper (ADR 024): a partner's member who stopped
    // before her code or questionnaire goes back to them, she does not pay by card.
    if (user.role === 'user' && !user.completedAt) {
      throw new AppError('conflict', paymentMessages.registrationNotFinished);
    }
    const currentEnd = await repository.findCurrentMembershipEnd(db, user.id, now);
    if (!canStartMembership(currentEnd, now)) throw alreadyMemberError('subscription');
    subscription = await getSubscriptionCharge(db, user, input.discounted);
  }
  const donationCents = eurosToCents(input.donation);
  const totalCents = subscription.cents + donationCents;
  if (!isPayableTotal(totalCents)) throw invalid('donation', paymentMessages.belowMinimum);

  const values = {
    ref: newPaymentRef(user.id, now),
    userId: user.id,
    subscriptionCents: subscription.cents,
    donationCents,
    totalCents,
    discounted: subscription.discounted,
    partnerId: subscription.partnerId,
    sandbox: provider.mode === 'sandbox',
    status: 'pending' as const,
  };
  // A new membership form replaces the ones still open (another tab, the back button): only
  // the newest can be paid in the sandbox, and a late payment of an old one is caught by the IPN.
  const payment =
    subscription.cents > 0
      ? await db.transaction(async (tx) => {
          await lockUser(tx, user.id);
          await repository.supersedePendingMemberships(tx, user.id);
          return repository.insertPayment(tx, values);
        })
      : await repository.insertPayment(db, values);
  const datas = buildPaymentFields({
    site: provider.site,
    rang: provider.rang,
    identifiant: provider.identifiant,
    totalCents,
    ref: payment.ref,
    email: user.email,
    time: now,
    // The web reads `code` (P1 §2); the provider adds Mt, Ref, Auto, Erreur and Sign to each.
    successUrl: appendQuery(returnUrl, `code=${PAYMENT_SUCCESS_CODE}`),
    refusedUrl: returnUrl,
    cancelledUrl: appendQuery(returnUrl, `code=${PAYMENT_CANCELLED_CODE}`),
    ipnUrl: provider.ipnUrl,
  });
  return { url: provider.formUrl, datas, hmac: computeHmac(datas, provider.hmacKey) };
}
