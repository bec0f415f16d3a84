import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { isPaidCode } from '@plateforme/shared/membership/membership.rules';
import { paymentHistoryMessages } from '@plateforme/shared/messages/membership';
import type { Payment } from '../api/get-payments.ts';

const isFreeAdhesion = (payment: Payment) => payment.type === 'free_adhesion' || payment.type === 'aja_adhesion';

/** 'Adhésion', 'Don' or 'Adhésion et don', from the amount's parts; free adhesions say who pays. */
export function paymentTypeLabel(payment: Payment): string {
  const { subscription, donation } = payment.amount;
  const { types } = paymentHistoryMessages;
  if (payment.type === 'aja_adhesion') return types.ajaAdhesion;
  if (payment.type === 'free_adhesion')
    return payment.partner ? types.partnerAdhesion(payment.partner.name) : types.freeAdhesion;
  if (subscription > 0 && donation > 0) return types.subscriptionAndDonation;
  if (donation > 0) return types.donation;
  return types.subscription;
}

/**
 * 'Payé' when the code is 00000, otherwise 'Échec' (P1-HIST-07, P1-HIST-08); a free adhesion
 * is 'Enregistrée'; a subscription paid twice says its refund (ADR 019).
 */
export function paymentStatusLabel(payment: Payment): string {
  if (isFreeAdhesion(payment)) return paymentHistoryMessages.recorded;
  if (!isPaidCode(payment.code)) return paymentHistoryMessages.failed;
  if (payment.refund?.refunded_at)
    return paymentHistoryMessages.refunded(formatEuros(payment.refund.amount), formatDate(payment.refund.refunded_at));
  if (payment.refund) return paymentHistoryMessages.refundDue(formatEuros(payment.refund.amount));
  return paymentHistoryMessages.paid;
}

/** Paid payments that include a donation have a tax receipt (P1-HIST-09). */
export function hasTaxReceipt(payment: Payment): boolean {
  return isPaidCode(payment.code) && payment.amount.donation > 0;
}
