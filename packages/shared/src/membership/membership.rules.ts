/**
 * Membership periods and card payment outcomes (P1 §1, §4 Payment, §9; DESIGN Payment
 * protocol). The API enforces with these rules, the web displays with them.
 */
import { getWallClock } from '../format/paris-time.ts';

/** A renewal is offered, and accepted, from 15 days before the end of the membership (P1 §9). */
export const RENEWAL_WINDOW_DAYS = 15;

const dayMs = 24 * 60 * 60 * 1000;

/** A membership lasts one year: same day and time next year (29 February → 1 March). */
export function addMembershipYear(start: Date): Date {
  const end = new Date(start.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** True from 15 days before `end` on, and after it (P1-PAY-44, P1-PAY-45). */
export function isRenewalOpen(end: Date | string, now: Date): boolean {
  return new Date(end).getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * dayMs;
}

/**
 * Whether a new membership may be taken now, given the end of the last period still
 * running or to come (premium_dates.end), or null when there is none.
 */
export function canStartMembership(currentEnd: Date | string | null, now: Date): boolean {
  return currentEnd === null || isRenewalOpen(currentEnd, now);
}

/** A renewal starts at the end of the running membership (P1-PAY-46); otherwise now. */
export function nextMembershipStart(currentEnd: Date | null, now: Date): Date {
  return currentEnd && currentEnd.getTime() > now.getTime() ? new Date(currentEnd.getTime()) : new Date(now.getTime());
}

/** The provider's return code for a successful payment. */
export const PAYMENT_SUCCESS_CODE = '00000';
/** The code the provider gives when the person cancels on its page (P1 §4: resets the query). */
export const PAYMENT_CANCELLED_CODE = '00001';

export type PaymentOutcome = 'success' | 'cancelled' | 'refused' | 'error';

/** 00000 success; 00001 cancelled; 001xx refused by the bank; anything else an error. */
export function getPaymentOutcome(code: string | null | undefined): PaymentOutcome {
  if (code === PAYMENT_SUCCESS_CODE) return 'success';
  if (code === PAYMENT_CANCELLED_CODE) return 'cancelled';
  if (code && /^001\d\d$/.test(code)) return 'refused';
  return 'error';
}

const codeDescriptions: Record<string, string> = {
  '00000': 'Paiement accepté',
  '00001': 'Paiement annulé',
  '00003': 'Erreur de la plateforme de paiement',
  '00004': 'Numéro de carte ou cryptogramme invalide',
  '00006': 'Accès refusé par la plateforme de paiement',
  '00011': 'Montant incorrect',
  '00015': 'Paiement déjà effectué',
  '00021': 'Carte non autorisée',
  '00030': 'Délai de paiement dépassé',
  '00040': 'Authentification 3-D Secure non aboutie',
  '00099': 'Erreur inconnue',
};

/** A short French explanation of a provider return code, for the history and the logs. */
export function describePaymentCode(code: string | null | undefined): string {
  if (code && codeDescriptions[code]) return codeDescriptions[code];
  if (code && /^001\d\d$/.test(code)) return 'Paiement refusé par la banque';
  return 'Erreur lors du paiement';
}

/**
 * The return code on the payment page after the provider sends the browser back: `code`
 * (added by the API to the success and cancel addresses), else `Erreur` (added by the
 * provider to every return address). Null when neither is there: the form is shown.
 */
export function getReturnCode(query: URLSearchParams): string | null {
  return query.get('code') ?? query.get('Erreur');
}

/** The query parameters the provider adds to the return addresses (PBX_RETOUR), and `code`. */
export const PAYMENT_RETURN_PARAMS = ['code', 'Mt', 'Ref', 'Auto', 'Erreur', 'Sign'] as const;

/** 'Payé' when the code is 00000, otherwise 'Échec' (P1-HIST-07, P1-HIST-08). */
export function isPaidCode(code: string | null | undefined): boolean {
  return code === PAYMENT_SUCCESS_CODE;
}

/**
 * Tax receipt numbers are sequential per calendar year in Paris: 2025, 7 → '2025-00007'.
 * The sandbox's specimens have their own series, 'SPECIMEN-2025-00007', never mistaken for a real one.
 */
export function formatReceiptNumber(year: number, number: number, sandbox = false): string {
  return `${sandbox ? 'SPECIMEN-' : ''}${year}-${String(number).padStart(5, '0')}`;
}

/** The calendar year of an instant in Paris (31 December 23:30 UTC is already next year there). */
export function getReceiptYear(paidAt: Date): number {
  return getWallClock(paidAt).year;
}

/** A partner as the price rule reads it: its price in cents (null: no special price). */
export type PricedPartner = { price: number | null; active?: boolean | null };

export type SubscriptionPrice = {
  /** What the subscription costs the member, in cents. */
  cents: number;
  /** Reduced by the partner (the payment keeps `discounted`). */
  discounted: boolean;
  /** The partner pays it all: a free adhesion with the partner code, never the card. */
  free: boolean;
};

/**
 * The subscription price of a member oriented by a partner (P1 §3 Partner price; ADR 009):
 * price 0 is a free adhesion, a price below the standard amount is the discounted price,
 * anything else (no partner, inactive, no price, not lower) the standard amount. Pros never
 * get a partner price. The web shows it; the API charges it.
 */
export function getSubscriptionPrice(
  standardCents: number,
  partner: PricedPartner | null | undefined,
): SubscriptionPrice {
  const standard = { cents: standardCents, discounted: false, free: false };
  if (
    !partner ||
    partner.active === false ||
    partner.price === null ||
    !Number.isInteger(partner.price) ||
    partner.price < 0
  ) {
    return standard;
  }
  if (partner.price === 0) return { cents: 0, discounted: false, free: true };
  if (partner.price < standardCents) return { cents: partner.price, discounted: true, free: false };
  return standard;
}

/**
 * What a membership costs this person (P1 §4 Payment, ADR 009): AJA members adhere for free;
 * pros pay their own amount (`amountCents` is then pro_subscription_amount) and never a
 * partner price; a member pays their partner's price (`partner` only when they asked for
 * it). The web shows it, the API charges it.
 */
export function getMembershipCharge(
  person: { isAja: boolean; isPro: boolean },
  amountCents: number,
  partner: PricedPartner | null | undefined,
): SubscriptionPrice {
  if (person.isAja) return { cents: 0, discounted: false, free: true };
  if (person.isPro) return { cents: amountCents, discounted: false, free: false };
  return getSubscriptionPrice(amountCents, partner);
}
