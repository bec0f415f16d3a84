import { formatReceiptNumber } from '@plateforme/shared/membership/membership.rules';
import type { Payment } from '../../db/schema/index.ts';

/** What a payment is, read from its amounts (never stored twice). */
export function paymentType(payment: Pick<Payment, 'subscriptionCents' | 'donationCents'>) {
  if (payment.subscriptionCents > 0 && payment.donationCents > 0) return 'subscription_donation' as const;
  if (payment.donationCents > 0) return 'donation' as const;
  return 'subscription' as const;
}

/** A payment as the history screens read it (part 1 §3 Payment); amounts in cents. */
export function toPaymentView(payment: Payment) {
  return {
    id: payment.id,
    ref: payment.ref,
    created_at: payment.createdAt.toISOString(),
    type: paymentType(payment),
    amount: {
      subscription: payment.subscriptionCents,
      donation: payment.donationCents,
      pro_status_amount: payment.proStatusAmountCents,
      total: payment.totalCents,
    },
    code: payment.code,
    status: payment.status,
    discounted: payment.discounted,
    receipt_number:
      payment.receiptYear && payment.receiptNumber ? formatReceiptNumber(payment.receiptYear, payment.receiptNumber, payment.sandbox) : null,
  };
}

/**
 * The payments a person's history lists (GET /api/users/{id}?with[]=payments), newest first
 * as given: those with an outcome. A `pending` payment is a form opened and never finished
 * (or whose notification has not come yet): nothing was paid, so it is not listed (ADR 009).
 */
export function toPaymentHistory(payments: readonly Payment[]) {
  return payments.filter((payment) => payment.status !== 'pending').map(toPaymentView);
}
