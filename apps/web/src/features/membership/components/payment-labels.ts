import { isPaidCode } from '@plateforme/shared/membership/membership.rules';
import { paymentHistoryMessages } from '@plateforme/shared/messages/membership';
import type { Payment } from '../api/get-payments.ts';

/** 'Adhésion', 'Don' or 'Adhésion et don', from the amount's parts. */
export function paymentTypeLabel(payment: Payment): string {
  const { subscription, donation } = payment.amount;
  const { types } = paymentHistoryMessages;
  if (subscription > 0 && donation > 0) return types.subscriptionAndDonation;
  if (donation > 0) return types.donation;
  return types.subscription;
}

/** 'Payé' when the code is 00000, otherwise 'Échec' (P1-HIST-07, P1-HIST-08). */
export function paymentStatusLabel(payment: Payment): string {
  return isPaidCode(payment.code) ? paymentHistoryMessages.paid : paymentHistoryMessages.failed;
}

/** Paid payments that include a donation have a tax receipt (P1-HIST-09). */
export function hasTaxReceipt(payment: Payment): boolean {
  return isPaidCode(payment.code) && payment.amount.donation > 0;
}
