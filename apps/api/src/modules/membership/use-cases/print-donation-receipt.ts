/** GET /api/payments/{id}/print/donation: the payer's (or the staff's) tax receipt of a paid donation. */
import { AppError } from '@plateforme/shared/errors/app-error';
import { formatReceiptNumber } from '@plateforme/shared/membership/membership.rules';
import { errorMessages } from '@plateforme/shared/messages/common';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import type { Db } from '../../../db/client.ts';
import * as repository from '../membership.repository.ts';
import { renderDonationReceipt } from '../receipt-pdf.ts';

/** The association's identity for receipts, edited by the staff (private settings). */
const identityKeys = [
  'association_name',
  'association_address',
  'association_object',
  'association_status',
  'receipt_signatory',
  'receipt_signatory_role',
] as const;

export async function printDonationReceipt(db: Db, viewerId: number, paymentId: number) {
  const payment = await repository.findPaymentById(db, paymentId);
  if (!payment) throw new AppError('not_found', errorMessages.notFound);
  if (payment.userId !== viewerId) {
    const viewer = await repository.findUser(db, viewerId);
    if (viewer?.role !== 'admin') throw new AppError('forbidden', errorMessages.forbidden);
  }
  if (payment.status !== 'paid' || payment.donationCents <= 0 || !payment.paidAt || !payment.receiptYear || !payment.receiptNumber) {
    throw new AppError('not_found', paymentMessages.noTaxReceipt);
  }
  const [donor, identity] = await Promise.all([
    repository.findUser(db, payment.userId),
    repository.findSettingValues(db, [...identityKeys]),
  ]);
  if (!donor) throw new AppError('not_found', errorMessages.notFound);
  const setting = (key: (typeof identityKeys)[number]) => identity.get(key) ?? '';
  const number = formatReceiptNumber(payment.receiptYear, payment.receiptNumber);
  const pdf = await renderDonationReceipt({
    number,
    association: {
      name: setting('association_name'),
      address: setting('association_address'),
      object: setting('association_object'),
      status: setting('association_status'),
    },
    donor: {
      name: `${donor.firstname} ${donor.lastname}`,
      address: [donor.street, [donor.zip, donor.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    },
    amountCents: payment.donationCents,
    paidAt: payment.paidAt,
    signatory: { name: setting('receipt_signatory'), role: setting('receipt_signatory_role') },
  });
  return { filename: `recu-fiscal-${number}.pdf`, pdf };
}
