import { z } from 'zod';
import { PARTNER_SUPPORT_TYPES } from './registration.schemas.ts';

/** The staff's reconciliation of partner prices (ADR 024, screens in ADR 049): what the API answers. */
const partnerSchema = z.object({ id: z.number().int(), name: z.string(), support_type: z.enum(PARTNER_SUPPORT_TYPES) });
const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  sandbox: z.boolean().describe('paiements de test inclus'),
});

export const discountedPaymentSchema = z.object({
  ref: z.string(),
  paid_at: z.string().nullable(),
  member: z.object({ firstname: z.string(), lastname: z.string(), email: z.string() }),
  subscription_cents: z.number().int().describe('adhésion facturée au tarif du partenaire, en centimes'),
  donation_cents: z.number().int(),
  total_cents: z.number().int(),
  sandbox: z.boolean(),
  refund_due_cents: z.number().int().describe('payé sans être dû, à rembourser'),
  refunded_at: z.string().nullable(),
});
export type DiscountedPayment = z.infer<typeof discountedPaymentSchema>;

export const partnerReconciliationSchema = z.object({
  partner: partnerSchema,
  period: periodSchema,
  payments: z.array(discountedPaymentSchema),
  totals: z.object({
    payments_count: z.number().int(),
    subscription_cents: z.number().int(),
    refund_due_cents: z.number().int().describe('reste à rembourser'),
    free_adhesions_count: z.number().int(),
  }),
});
export type PartnerReconciliation = z.infer<typeof partnerReconciliationSchema>;

export const reconciliationSummarySchema = z.object({
  period: periodSchema,
  partners: z.array(
    z.object({
      partner: partnerSchema,
      payments_count: z.number().int(),
      subscription_cents: z.number().int(),
      free_adhesions_count: z.number().int(),
    }),
  ),
  totals: z.object({
    payments_count: z.number().int(),
    subscription_cents: z.number().int(),
    free_adhesions_count: z.number().int(),
  }),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummarySchema>;
