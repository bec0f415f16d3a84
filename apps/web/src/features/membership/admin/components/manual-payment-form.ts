import { parseEuros } from '@plateforme/shared/platform/settings.rules';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import type { ManualPaymentInput } from '@plateforme/shared/membership/admin.schemas';

/** « 12,50 » → 1250; 0 when it is not an amount in euros (the API's rule then refuses it). */
export const amountInCents = (text: string): number => parseEuros(text) ?? 0;

/** The manual payment form's values: the amount typed in euros; the idempotency key is the dialog's. */
export type ManualPaymentDraft = Omit<ManualPaymentInput, 'amount_cents' | 'idempotency_key'> & { amount: string };

export const blankManualPayment = (): ManualPaymentDraft => ({
  payer_email: '',
  type: 'donation',
  amount: '',
  received_on: getParisDay(new Date()),
  method: 'cheque',
  reference: '',
});
