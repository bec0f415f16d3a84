import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { adminPaymentsMessages } from '../messages/membership-admin.ts';
import { databaseIdSchema } from '../validation/database-id.ts';
import { adminListQuerySchema, adminListSchema } from '../platform/admin-list.schemas.ts';
import { isAdminDay } from './admin-day.rules.ts';
import { PAYMENT_STATES } from './admin.rules.ts';

export { PAYMENT_STATES } from './admin.rules.ts';

/** The payments and tax receipts of the back office (issue #16, ADR 047). */
const messages = adminPaymentsMessages.errors;

/** A Paris calendar day, years kept sane. */
export const adminDaySchema = z.string({ error: messages.invalidDay }).refine(isAdminDay, messages.invalidDay);

export const MANUAL_METHODS = ['cheque', 'transfer'] as const;
export const PAYMENT_METHODS = ['card', ...MANUAL_METHODS] as const;
export const PAYMENT_TYPES = ['subscription', 'donation'] as const;

const yesNo = z.enum(['yes', 'no'], { error: validationMessages.invalidFormat });

export const adminPaymentsQuerySchema = adminListQuerySchema(['created_at', 'amount'], 'created_at').extend({
  state: z.enum(PAYMENT_STATES, { error: validationMessages.invalidFormat }).optional(),
  type: z.enum(PAYMENT_TYPES, { error: validationMessages.invalidFormat }).optional(),
  partner_id: databaseIdSchema.optional(),
  discounted: yesNo.optional(),
  refund: z.enum(['due', 'done'], { error: validationMessages.invalidFormat }).optional(),
  from: adminDaySchema.optional(),
  to: adminDaySchema.optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  status: z.enum(PAYMENT_STATES),
  method: z.enum(PAYMENT_METHODS),
  payer: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), email: z.string() }),
  subscription_cents: z.number().int(),
  donation_cents: z.number().int(),
  pro_status_amount_cents: z.number().int(),
  total_cents: z.number().int(),
  discounted: z.boolean(),
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sandbox: z.boolean(),
  refund_due_cents: z.number().int(),
  refunded_at: z.string().nullable(),
  receipt_number: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = adminListSchema(adminPaymentSchema);

/** A cheque or a transfer received; `idempotency_key` is drawn once per opened form. */
export const manualPaymentInputSchema = z.object({
  /** The payer's account e-mail: the staff know the person, not an id. */
  payer_email: z
    .string({ error: validationMessages.required })
    .trim()
    .toLowerCase()
    .min(1, validationMessages.required)
    .max(254),
  type: z.enum(PAYMENT_TYPES, { error: validationMessages.required }),
  amount_cents: z
    .number({ error: validationMessages.required })
    .int(messages.amount)
    .min(1, messages.amount)
    .max(10_000_000, messages.amount),
  received_on: adminDaySchema,
  method: z.enum(MANUAL_METHODS, { error: validationMessages.required }),
  reference: z.string({ error: validationMessages.required }).trim().min(1, validationMessages.required).max(100),
  idempotency_key: z.uuid({ error: validationMessages.invalidFormat }),
});
export type ManualPaymentInput = z.infer<typeof manualPaymentInputSchema>;

export const refundDoneInputSchema = z.object({
  refunded_on: adminDaySchema,
  note: z.string().trim().max(500).default(''),
});
export type RefundDoneInput = z.input<typeof refundDoneInputSchema>;

export const adminTaxReceiptsQuerySchema = adminListQuerySchema(['number', 'amount'], 'number').extend({
  year: z.coerce.number({ error: validationMessages.invalidFormat }).int().min(2000).max(2999).optional(),
});
export type AdminTaxReceiptsQuery = z.infer<typeof adminTaxReceiptsQuerySchema>;

export const adminTaxReceiptSchema = z.object({
  payment_id: z.number().int(),
  payment_ref: z.string(),
  number: z.string(),
  donor_name: z.string(),
  amount_cents: z.number().int(),
  paid_at: z.string(),
  issued_at: z.string(),
});
export type AdminTaxReceipt = z.infer<typeof adminTaxReceiptSchema>;
export const adminTaxReceiptListSchema = adminListSchema(adminTaxReceiptSchema);

export const taxReceiptSummaryQuerySchema = z.object({
  year: z.coerce.number({ error: validationMessages.invalidFormat }).int().min(2000).max(2999),
});
export const taxReceiptSummarySchema = z.object({
  year: z.number().int(),
  receipts_count: z.number().int(),
  amount_cents: z.number().int(),
});
export type TaxReceiptSummary = z.infer<typeof taxReceiptSummarySchema>;
