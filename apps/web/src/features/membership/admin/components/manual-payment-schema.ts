import { manualPaymentInputSchema } from '@plateforme/shared/membership/admin.schemas';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import { z } from 'zod';
import { amountInCents } from './manual-payment-form.ts';

const { amount_cents: amountCents, idempotency_key: _key, ...fields } = manualPaymentInputSchema.shape;

/**
 * The manual payment form's check: the API's own rules, with the amount typed in euros
 * (« 12,50 ») and sent in cents. Loaded at the form's first use, with zod.
 */
export const manualPaymentFormSchema = z.object({
  ...fields,
  amount: z.string().refine((text) => amountCents.safeParse(amountInCents(text)).success, {
    error: adminPaymentsMessages.errors.amount,
  }),
});
