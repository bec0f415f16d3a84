/**
 * Issuing a tax receipt: the number of its series (specimens apart), then the donor's
 * identity, the amount and the date as they are now, rendered once and stored (ADR 019).
 * Reprints read the stored bytes, so a later change of name or address changes nothing.
 */
import { formatReceiptNumber, getReceiptYear } from '@plateforme/shared/membership/membership.rules';
import type { Db } from '../../../db/client.ts';
import type { Payment } from '../../../db/schema/index.ts';
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

type PaidDonation = Pick<Payment, 'id' | 'userId' | 'donationCents' | 'sandbox' | 'receiptYear' | 'receiptNumber'> & { paidAt: Date };

/**
 * Call inside the transaction that marks the donation paid. A payment numbered before receipts
 * were stored keeps its number (`receiptYear`/`receiptNumber` already set) and is stored on its first print.
 */
export async function issueTaxReceipt(tx: Db, payment: PaidDonation): Promise<Buffer> {
  let { receiptYear: year, receiptNumber: sequence } = payment;
  if (year === null || sequence === null) {
    year = getReceiptYear(payment.paidAt);
    sequence = await repository.takeReceiptNumber(tx, year, payment.sandbox);
    await repository.setPaymentReceipt(tx, payment.id, year, sequence);
  }
  const [donor, identity] = await Promise.all([
    repository.findUser(tx, payment.userId),
    repository.findSettingValues(tx, [...identityKeys]),
  ]);
  if (!donor) throw new Error(`tax receipt: payer ${payment.userId} not found`);
  const setting = (key: (typeof identityKeys)[number]) => identity.get(key) ?? '';
  const number = formatReceiptNumber(year, sequence, payment.sandbox);
  const donorName = `${donor.firstname} ${donor.lastname}`;
  const donorAddress = [donor.street, [donor.zip, donor.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const pdf = await renderDonationReceipt({
    number,
    association: {
      name: setting('association_name'),
      address: setting('association_address'),
      object: setting('association_object'),
      status: setting('association_status'),
    },
    donor: { name: donorName, address: donorAddress },
    amountCents: payment.donationCents,
    paidAt: payment.paidAt,
    signatory: { name: setting('receipt_signatory'), role: setting('receipt_signatory_role') },
    specimen: payment.sandbox,
  });
  await repository.insertTaxReceipt(tx, {
    paymentId: payment.id,
    number,
    sandbox: payment.sandbox,
    donorName,
    donorAddress,
    amountCents: payment.donationCents,
    paidAt: payment.paidAt,
    pdf,
  });
  return pdf;
}
