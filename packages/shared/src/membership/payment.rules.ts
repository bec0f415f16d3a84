/**
 * The payment screen's rules that need no schema library (ADR 095): the browser checks a
 * donation with them as it is typed, and payment.schemas.ts builds the API's check on them.
 */
import { eurosToCents } from '../format/money.ts';
import { paymentMessages } from '../messages/membership.ts';

/** Above this a donation is handled by the association directly (identity checks, P1 §1). */
export const MAX_DONATION_EUROS = 100_000;

/** Orientation reasons whose partner may pay the whole membership (partner price 0). */
export const partnerReasons = ['ligue', 'retreat', 'patientsreseau', 'healthinsurance', 'employer'] as const;

/** Prefixes of the adhesion references (P1 §9 "a prefix plus a timestamp"). */
export const FREE_ADHESION_REF_PREFIX = 'ADH-FREE-';
export const AJA_ADHESION_REF_PREFIX = 'ADH-AJA-';

/**
 * What is wrong with a donation in euros, or undefined: a finite number, 0 or more, at most
 * MAX_DONATION_EUROS, two decimals at most (P1 §5 "Donation is a number, minimum 0").
 */
export function findDonationError(euros: number): string | undefined {
  if (!Number.isFinite(euros)) return paymentMessages.donationNotANumber;
  if (euros < 0) return paymentMessages.donationNegative;
  if (euros > MAX_DONATION_EUROS) return paymentMessages.donationTooHigh;
  if (Math.abs(eurosToCents(euros) - euros * 100) >= 1e-6) return paymentMessages.donationCents;
  return undefined;
}
