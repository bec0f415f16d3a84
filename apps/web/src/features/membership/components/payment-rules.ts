import { findDonationError } from '@plateforme/shared/membership/payment.rules';
import { eurosToCents, isPayableTotal } from '@plateforme/shared/format/money';

/** The platform terms a subscriber accepts (P1 §5). */
export const platformTermKeys = ['access', 'secret', 'discreet', 'screenshots'] as const;
export type PlatformTermKey = (typeof platformTermKeys)[number];

export type PaymentType = 'subscription' | 'donation' | 'resubscription';

export type PaymentChoices = {
  subscription: boolean;
  donation: boolean;
  /** The donation as typed, in euros. */
  donationText: string;
  certified: boolean;
  terms: Record<PlatformTermKey, boolean>;
};

/** The donation typed, parsed: euros or the message saying what is wrong (P1-PAY-18). */
export function parseDonation(text: string): { euros: number; error?: undefined } | { euros: 0; error: string } {
  const trimmed = text.trim().replace(',', '.');
  const euros = trimmed === '' ? Number.NaN : Number(trimmed);
  const error = findDonationError(euros);
  return error ? { euros: 0, error } : { euros };
}

/** Total in cents: the subscription when switched on plus the donation when switched on (P1-PAY-08). */
export function getTotalCents(choices: PaymentChoices, subscriptionCents: number): number {
  const subscription = choices.subscription ? subscriptionCents : 0;
  const donation = choices.donation ? eurosToCents(parseDonation(choices.donationText).euros) : 0;
  return subscription + donation;
}

export type SubmitOptions = {
  /** The subscription costs nothing (AJA, a partner paying it all): no provider for it (P1-PAY-19). */
  freeSubscription?: boolean;
  /** False while something the subscription needs is missing (the partner code of a free adhesion). */
  subscriptionReady?: boolean;
};

/**
 * The pay button is enabled when the total is at least 1 € (or the subscription is free, any
 * donation with it being at least 1 €) and, when subscribing, every platform term is
 * accepted and the certification ticked (not required for pros) (P1-PAY-19..24).
 */
export function canSubmitPayment(
  choices: PaymentChoices,
  subscriptionCents: number,
  isPro: boolean,
  options: SubmitOptions = {},
): boolean {
  if (choices.donation && parseDonation(choices.donationText).error) return false;
  const total = getTotalCents(choices, subscriptionCents);
  if (choices.subscription && options.freeSubscription) {
    // The free adhesion skips the provider; a donation with it still goes through the card.
    if (total !== 0 && !isPayableTotal(total)) return false;
  } else if (!isPayableTotal(total)) {
    return false;
  }
  if (!choices.subscription) return true;
  if (options.subscriptionReady === false) return false;
  if (!isPro && !choices.certified) return false;
  return platformTermKeys.every((key) => choices.terms[key]);
}
