import { formatReceiptNumber } from '@plateforme/shared/membership/membership.rules';
import type { Payment } from '../../db/schema/index.ts';

/** What a payment is, read from its amounts (never stored twice). */
export function paymentType(payment: Pick<Payment, 'subscriptionCents' | 'donationCents'>) {
  if (payment.subscriptionCents > 0 && payment.donationCents > 0) return 'subscription_donation' as const;
  if (payment.donationCents > 0) return 'donation' as const;
  return 'subscription' as const;
}

type PartnerRef = { id: number; name: string } | null;

/** A payment as the history screens read it (part 1 §3 Payment); amounts in cents. */
export function toPaymentView(payment: Payment, partner: PartnerRef = null) {
  return {
    id: payment.id,
    ref: payment.ref,
    created_at: payment.createdAt.toISOString(),
    type: paymentType(payment) as ReturnType<typeof paymentType> | 'free_adhesion' | 'aja_adhesion',
    amount: {
      subscription: payment.subscriptionCents,
      donation: payment.donationCents,
      pro_status_amount: payment.proStatusAmountCents,
      total: payment.totalCents,
    },
    code: payment.code,
    status: payment.status,
    discounted: payment.discounted,
    partner,
    receipt_number:
      payment.receiptYear && payment.receiptNumber
        ? formatReceiptNumber(payment.receiptYear, payment.receiptNumber, payment.sandbox)
        : null,
    /** A subscription paid twice for the same year: what is given back, and when it was. */
    refund:
      payment.refundDueCents > 0
        ? { amount: payment.refundDueCents, refunded_at: payment.refundedAt?.toISOString() ?? null }
        : null,
  };
}

export type PaymentView = ReturnType<typeof toPaymentView>;

/** A free adhesion (partner or AJA) as a 0 € line of the history. */
export type FreeAdhesion = {
  id: number;
  ref: string | null;
  createdAt: Date;
  source: 'free_adhesion' | 'aja_adhesion';
  partner: PartnerRef;
};

function toFreeAdhesionView(adhesion: FreeAdhesion): PaymentView {
  return {
    id: adhesion.id,
    ref: adhesion.ref ?? `ADH-${adhesion.id}`,
    created_at: adhesion.createdAt.toISOString(),
    type: adhesion.source,
    amount: { subscription: 0, donation: 0, pro_status_amount: 0, total: 0 },
    code: null,
    status: 'paid',
    discounted: false,
    partner: adhesion.partner,
    receipt_number: null,
    refund: null,
  };
}

/**
 * The person's history (GET /api/users/{id}?with[]=payments), newest first: card payments
 * with an outcome and free adhesions. A form opened and never finished (pending) or replaced
 * by a newer one (superseded) took no money: it is not listed (ADR 009, ADR 019).
 */
export function toPaymentHistory(
  payments: readonly (Payment & { partner?: PartnerRef })[],
  adhesions: readonly FreeAdhesion[] = [],
) {
  const paid = payments.filter((payment) => payment.status !== 'pending' && payment.status !== 'superseded');
  return [
    ...paid.map((payment) => toPaymentView(payment, payment.partner ?? null)),
    ...adhesions.map(toFreeAdhesionView),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}
