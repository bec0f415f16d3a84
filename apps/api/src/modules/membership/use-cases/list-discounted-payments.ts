/**
 * The staff's reconciliation with partners (ADR 024): a person who declares a health insurer
 * or employer at step 1 pays its reduced price without a code, so each such payment records
 * the partner, and the partner is billed from these lists, with its free adhesions.
 */
import { AppError } from '@plateforme/shared/errors/app-error';
import { parseIsoDate } from '@plateforme/shared/accounts/age.rules';
import { addCalendarDays, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { errorMessages } from '@plateforme/shared/messages/common';
import { partnerAdhesionMessages } from '@plateforme/shared/messages/membership';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Partner } from '../../../db/schema/index.ts';
import { findPartner, findPartnersByIds } from '../../registration/partners.service.ts';
import * as repository from '../membership.repository.ts';

/** A Paris calendar day; years kept to a sane range so the next day is still YYYY-MM-DD. */
const daySchema = z.string().refine((value) => {
  const date = parseIsoDate(value);
  return date !== null && date.year >= 2000 && date.year <= 2999;
}, partnerAdhesionMessages.invalidDay);

export const reconciliationQuerySchema = z
  .object({
    from: daySchema.describe('premier jour, AAAA-MM-JJ (heure de Paris)'),
    to: daySchema.describe('dernier jour inclus, AAAA-MM-JJ'),
    sandbox: z.enum(['true', 'false']).optional().describe('true : inclure les paiements de test'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: partnerAdhesionMessages.periodReversed });

export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

function periodOf(query: ReconciliationQuery): repository.PaidPeriod {
  return {
    start: parisTimeToInstant(query.from),
    end: parisTimeToInstant(addCalendarDays(query.to, 1)),
    withSandbox: query.sandbox === 'true',
  };
}

const partnerView = (partner: Pick<Partner, 'id' | 'name' | 'supportType'>) => ({
  id: partner.id,
  name: partner.name,
  support_type: partner.supportType,
});

export async function listDiscountedPayments(db: Db, partnerId: number, query: ReconciliationQuery) {
  const partner = await findPartner(db, partnerId);
  if (!partner) throw new AppError('not_found', errorMessages.notFound);
  const period = periodOf(query);
  const rows = await repository.findDiscountedPayments(db, partnerId, period);
  const [freeAdhesions] = await repository.countFreeAdhesionsByPartner(db, period, partnerId);
  return {
    partner: partnerView(partner),
    period: { from: query.from, to: query.to, sandbox: period.withSandbox },
    payments: rows.map((row) => ({
      ref: row.ref,
      paid_at: row.paidAt?.toISOString() ?? null,
      member: { firstname: row.firstname, lastname: row.lastname, email: row.email },
      subscription_cents: row.subscriptionCents,
      donation_cents: row.donationCents,
      total_cents: row.totalCents,
      sandbox: row.sandbox,
      refund_due_cents: row.refundDueCents,
      refunded_at: row.refundedAt?.toISOString() ?? null,
    })),
    totals: {
      payments_count: rows.length,
      subscription_cents: rows.reduce((sum, row) => sum + row.subscriptionCents, 0),
      refund_due_cents: rows.reduce((sum, row) => sum + (row.refundedAt ? 0 : row.refundDueCents), 0),
      free_adhesions_count: freeAdhesions?.count ?? 0,
    },
  };
}

/** One row per partner with reduced-price payments or free adhesions in the period, by name. */
export async function summarizeDiscountedPayments(db: Db, query: ReconciliationQuery) {
  const period = periodOf(query);
  const paid = await repository.sumDiscountedPaymentsByPartner(db, period);
  const free = await repository.countFreeAdhesionsByPartner(db, period);
  const ids = [...new Set([...paid.map((row) => row.partnerId), ...free.map((row) => row.partnerId)])];
  const partners = await findPartnersByIds(db, ids);
  const rows = partners
    .map((partner) => {
      const payments = paid.find((row) => row.partnerId === partner.id);
      return {
        partner: partnerView(partner),
        payments_count: payments?.count ?? 0,
        subscription_cents: payments?.subscriptionCents ?? 0,
        free_adhesions_count: free.find((row) => row.partnerId === partner.id)?.count ?? 0,
      };
    })
    .sort((a, b) => a.partner.name.localeCompare(b.partner.name, 'fr'));
  return {
    period: { from: query.from, to: query.to, sandbox: period.withSandbox },
    partners: rows,
    totals: {
      payments_count: rows.reduce((sum, row) => sum + row.payments_count, 0),
      subscription_cents: rows.reduce((sum, row) => sum + row.subscription_cents, 0),
      free_adhesions_count: rows.reduce((sum, row) => sum + row.free_adhesions_count, 0),
    },
  };
}
