/** GET /api/payments/{id}/print/donation: the payer's (or the staff's) tax receipt of a paid donation. */
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import type { Db } from '../../../db/client.ts';
import { findUserById } from '../../accounts/people.service.ts';
import * as repository from '../membership.repository.ts';
import { findIssuedReceipt, issueTaxReceipt, paymentMethodOf } from './issue-tax-receipt.ts';

export async function printDonationReceipt(db: Db, viewerId: number, paymentId: number) {
  const payment = await repository.findPaymentById(db, paymentId);
  if (!payment) throw new AppError('not_found', errorMessages.notFound);
  if (payment.userId !== viewerId) {
    const viewer = await findUserById(db, viewerId);
    if (viewer?.role !== 'admin') throw new AppError('forbidden', errorMessages.forbidden);
  }
  if (
    payment.status !== 'paid' ||
    payment.donationCents <= 0 ||
    !payment.paidAt ||
    !payment.receiptYear ||
    !payment.receiptNumber
  ) {
    throw new AppError('not_found', paymentMessages.noTaxReceipt);
  }
  const paidAt = payment.paidAt;
  // Numbered before receipts were stored: issued now, from then on the same bytes.
  if (!(await repository.findTaxReceipt(db, payment.id)))
    await db.transaction((tx) => issueTaxReceipt(tx, { ...payment, paidAt }, { method: paymentMethodOf(payment) }));
  const issued = await findIssuedReceipt(db, payment.id);
  if (!issued) throw new Error(`tax receipt of payment ${payment.id} not stored`);
  return { filename: `recu-fiscal-${issued.number}.pdf`, pdf: issued.pdf };
}
