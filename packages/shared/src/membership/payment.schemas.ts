/**
 * The payment and adhesion calls (P1 §3 Payment request, Free adhesion, AJA adhesion,
 * Payment-provider form; §7). Wire names as the spec gives them; the payment screen and the
 * API parse with these same schemas.
 */
import { z } from 'zod';
import { requiredStringSchema } from '../accounts/accounts.schemas.ts';
import { validationMessages } from '../messages/common.ts';
import { paymentMessages } from '../messages/membership.ts';
import { findDonationError, partnerReasons } from './payment.rules.ts';

export {
  AJA_ADHESION_REF_PREFIX,
  FREE_ADHESION_REF_PREFIX,
  MAX_DONATION_EUROS,
  partnerReasons,
} from './payment.rules.ts';

const { required, invalidFormat } = validationMessages;
const { donationNotANumber } = paymentMessages;

const idSchema = z.coerce
  .number({ error: (issue) => (issue.input == null ? required : invalidFormat) })
  .int({ error: invalidFormat })
  .positive({ error: invalidFormat })
  .max(2_147_483_647, { error: invalidFormat });

const flagSchema = z.boolean({ error: (issue) => (issue.input == null ? required : invalidFormat) });

const optionalTextSchema = (max: number) => z.string({ error: invalidFormat }).trim().max(max).nullish();

/** Euros with at most two decimals, 0 or more (P1 §5 "Donation is a number, minimum 0"). */
export const donationEurosSchema = z
  .number({ error: (issue) => (issue.input == null ? required : donationNotANumber) })
  .check((context) => {
    const message = findDonationError(context.value);
    if (message) context.issues.push({ code: 'custom', message, input: context.value });
  });

/**
 * POST /api/etransactions. `donation` is in euros (the amount typed on the screen); the
 * subscription amount is never sent: the API reads it from the settings.
 */
export const paymentRequestInputSchema = z.object({
  user_id: idSchema,
  /** A page of the platform (absolute on its address, or a path): where the provider sends the person back. */
  redirect_url: requiredStringSchema.max(2000),
  subscription: flagSchema,
  donation: donationEurosSchema,
  /** Asks for the reduced price of the member's partner, when the partner has one. */
  discounted: flagSchema.default(false),
});
export type PaymentRequestInput = z.infer<typeof paymentRequestInputSchema>;

/** The hidden form the web posts to `url`: the datas in order, then PBX_HMAC = hmac. */
export const paymentFormSchema = z.object({
  url: z.string(),
  datas: z.array(z.object({ key: z.string(), value: z.string() })),
  hmac: z.string(),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

/**
 * POST /api/users/free-adhesion: total 0, the partner code is checked again on the server.
 * The code may be left out when the server holds the one checked at registration step 3.
 */
export const freeAdhesionInputSchema = z.object({
  user_id: idSchema,
  partner_id: idSchema,
  adh_secret_code: optionalTextSchema(100),
  reason: z.enum(partnerReasons, { error: (issue) => (issue.input == null ? required : invalidFormat) }),
  /** Sent by the web ('ADH-FREE-' + timestamp); the API writes its own. */
  ref: optionalTextSchema(100),
  note: optionalTextSchema(1000),
});
export type FreeAdhesionInput = z.infer<typeof freeAdhesionInputSchema>;

/** POST /api/users/aja-adhesion: free for AJA young people and their carers. */
export const ajaAdhesionInputSchema = z.object({
  user_id: idSchema,
  adh_secret_code: optionalTextSchema(100),
  reason: z.literal('aja', { error: (issue) => (issue.input == null ? required : invalidFormat) }),
  aja_role: z.enum(['aja_young', 'aja_assistant'], {
    error: (issue) => (issue.input == null ? required : invalidFormat),
  }),
  ref: optionalTextSchema(100),
  note: optionalTextSchema(1000),
});
export type AjaAdhesionInput = z.infer<typeof ajaAdhesionInputSchema>;

/** What a payment's amounts make it, or a free adhesion's 0 € line of the history (P1 §3 Payment). */
export const paymentTypes = [
  'subscription',
  'donation',
  'subscription_donation',
  'free_adhesion',
  'aja_adhesion',
] as const;

/** Where a card payment stands: only the signed notification makes it paid (ADR 009, ADR 019). */
export const paymentStatuses = ['pending', 'paid', 'failed', 'cancelled', 'superseded'] as const;

/** A payment as the history reads it (GET /api/users/{id}?with[]=payments); amounts in cents. */
export const paymentSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  created_at: z.string(),
  type: z.enum(paymentTypes),
  amount: z.object({
    subscription: z.number().int(),
    donation: z.number().int(),
    pro_status_amount: z.number().int(),
    total: z.number().int(),
  }),
  code: z.string().nullable(),
  status: z.enum(paymentStatuses),
  discounted: z.boolean(),
  /** The partner of a reduced price or of a free adhesion. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  receipt_number: z.string().nullable(),
  /** A subscription paid twice for the same period: what is given back, and when (ADR 019). */
  refund: z.object({ amount: z.number().int(), refunded_at: z.string().nullable() }).nullable(),
});

/** GET /api/payments/by-ref/{ref}: a payment and the membership it opened, for the return screen. */
export const paymentStateSchema = paymentSchema.extend({
  membership: z.object({ start: z.string(), end: z.string() }).nullable(),
});
