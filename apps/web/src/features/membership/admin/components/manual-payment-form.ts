import { parseEuros } from '@plateforme/shared/platform/settings.rules';
import { manualPaymentInputSchema } from '@plateforme/shared/membership/admin.schemas';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import { z } from 'zod';

const { amount_cents: amountCents, idempotency_key: _key, ...fields } = manualPaymentInputSchema.shape;

/** « 12,50 » → 1250; 0 when it is not an amount in euros (the API's rule then refuses it). */
export const amountInCents = (text: string): number => parseEuros(text) ?? 0;

/**
 * The manual payment form: the API's own rules, with the amount typed in euros (« 12,50 »)
 * and sent in cents; the idempotency key is the dialog's, not a field.
 */
export const manualPaymentFormSchema = z.object({
  ...fields,
  amount: z.string().refine((text) => amountCents.safeParse(amountInCents(text)).success, {
    error: adminPaymentsMessages.errors.amount,
  }),
});

export type ManualPaymentDraft = z.input<typeof manualPaymentFormSchema>;

/** In the form's order: the first field the server refuses gets the focus. */
export const manualPaymentFields = ['payer_email', 'type', 'amount', 'received_on', 'method', 'reference'] as const;

export const blankManualPayment = (): ManualPaymentDraft => ({
  payer_email: '',
  type: 'donation',
  amount: '',
  received_on: getParisDay(new Date()),
  method: 'cheque',
  reference: '',
});
