import { formatFrenchNumber } from './french-number.ts';

/**
 * Amounts are integer cents everywhere (API, database, settings); euros exist only on
 * screen and in form inputs (P1 §3 Payment, §9).
 */

/** Minimum total a card payment may have: 1 euro (P1 §5, §9). A free adhesion totals 0. */
export const MIN_PAYABLE_CENTS = 100;
/** Default donation offered on the payment screen (P1 §9). */
export const DEFAULT_DONATION_CENTS = 3000;
/** Annual membership when the subscription_amount setting is not set yet (P1 §9). */
export const DEFAULT_SUBSCRIPTION_CENTS = 2000;
/** Tax reduction on a donation, in percent: 100 euros cost the donor 34 (P1 §9). */
export const TAX_REDUCTION_PERCENT = 66;

/**
 * 2000 → '20,00 €', as Intl's fr-FR currency format writes it: a no-break space (U+00A0)
 * before '€' and a narrow no-break space (U+202F) between thousands ('1 234,50 €'): compare
 * with those, not a plain space.
 */
export function formatEuros(cents: number): string {
  return `${formatFrenchNumber(cents / 100, 2)}\u00a0€`;
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/**
 * 19.99 → 1999. Multiplying alone misrounds (1.005 * 100 is 100.49999…): reading the product
 * back at 15 significant digits removes the binary noise before rounding half away from zero.
 */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not an amount: ${euros}`);
  const cents = Number((Math.abs(euros) * 100).toPrecision(15));
  return Math.sign(euros) * Math.round(cents) || 0;
}

/** A total the card provider may be asked for (a free adhesion of 0 skips the provider). */
export function isPayableTotal(cents: number): boolean {
  return cents >= MIN_PAYABLE_CENTS;
}

/** What a donation costs after the 66 % tax reduction: 10000 → 3400. */
export function taxCostAfterReduction(cents: number): number {
  return cents - Math.round((cents * TAX_REDUCTION_PERCENT) / 100);
}
