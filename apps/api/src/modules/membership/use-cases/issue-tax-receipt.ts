/**
 * Issuing a tax receipt: the number of its series (specimens apart), then the donor's
 * identity, the association's, the amount and the date as they are now, stored (ADR 019).
 * The PDF is rendered from that record after the transaction commits, so the receipt
 * counter's row lock is never held while a PDF is drawn; it is stored on first rendering
 * and from then on every reprint reads the same bytes.
 */
import { formatReceiptNumber, getReceiptYear } from '@plateforme/shared/membership/membership.rules';
import type { Db } from '../../../db/client.ts';
import type { Payment, ReceiptIssuer, TaxReceipt } from '../../../db/schema/index.ts';
import { findSettingValues } from '../../platform/settings/settings.service.ts';
import { findUserById } from '../../accounts/people.service.ts';
import * as repository from '../membership.repository.ts';
import { renderDonationReceipt } from '../receipt-pdf.ts';

/** The association's identity for receipts, edited by the staff (private settings). */
const identityKeys = [
  'association_name',
  'association_address',
  'association_object',
  'association_status',
  'association_registration',
  'receipt_signatory',
  'receipt_signatory_role',
] as const;

type PaidDonation = Pick<Payment, 'id' | 'userId' | 'donationCents' | 'sandbox' | 'receiptYear' | 'receiptNumber'> & {
  paidAt: Date;
};

export type ReceiptPaymentMethod = TaxReceipt['paymentMethod'];

/**
 * How a stored payment reached the association: a cheque or transfer the staff recorded keeps
 * its `method` in the payment's record (ADR 047); the card provider's fields have none.
 */
export function paymentMethodOf(payment: Pick<Payment, 'ipnPayload'>): ReceiptPaymentMethod {
  const method = payment.ipnPayload?.method;
  return method === 'cheque' || method === 'transfer' ? method : 'card';
}

/**
 * Call inside the transaction that marks the donation paid, with the payment's mode (a card,
 * or the staff's cheque or transfer). A payment numbered before receipts were stored keeps
 * its number (`receiptYear`/`receiptNumber` already set); `issuedAt` (the demo) dates it.
 */
export async function issueTaxReceipt(
  tx: Db,
  payment: PaidDonation,
  options: { method: ReceiptPaymentMethod; issuedAt?: Date },
): Promise<void> {
  let { receiptYear: year, receiptNumber: sequence } = payment;
  if (year === null || sequence === null) {
    year = getReceiptYear(payment.paidAt);
    sequence = await repository.takeReceiptNumber(tx, year, payment.sandbox);
    await repository.setPaymentReceipt(tx, payment.id, year, sequence);
  }
  const [donor, identity] = await Promise.all([findUserById(tx, payment.userId), findSettingValues(tx, identityKeys)]);
  if (!donor) throw new Error(`tax receipt: payer ${payment.userId} not found`);
  const setting = (key: (typeof identityKeys)[number]) => identity.get(key) ?? '';
  const issuer: ReceiptIssuer = {
    association: {
      name: setting('association_name'),
      address: setting('association_address'),
      object: setting('association_object'),
      status: setting('association_status'),
      registration: setting('association_registration'),
    },
    signatory: { name: setting('receipt_signatory'), role: setting('receipt_signatory_role') },
  };
  await repository.insertTaxReceipt(tx, {
    paymentId: payment.id,
    number: formatReceiptNumber(year, sequence, payment.sandbox),
    sandbox: payment.sandbox,
    donorName: `${donor.firstname} ${donor.lastname}`,
    donorAddress: [donor.street, [donor.zip, donor.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    amountCents: payment.donationCents,
    paidAt: payment.paidAt,
    paymentMethod: options.method,
    issuer,
    pdf: null,
    ...(options.issuedAt ? { issuedAt: options.issuedAt } : {}),
  });
}

export type IssuedReceipt = { number: string; pdf: Buffer };

/** The stored receipt of a payment with its PDF, rendered and stored the first time it is asked for. */
export async function findIssuedReceipt(db: Db, paymentId: number): Promise<IssuedReceipt | null> {
  const receipt = await repository.findTaxReceipt(db, paymentId);
  if (!receipt) return null;
  if (receipt.pdf) return { number: receipt.number, pdf: receipt.pdf };
  // Two first readers at once may both render; the first stored bytes are the receipt's.
  await repository.storeTaxReceiptPdf(db, paymentId, await renderReceipt(receipt));
  const stored = await repository.findTaxReceipt(db, paymentId);
  if (!stored?.pdf) throw new Error(`tax receipt of payment ${paymentId} not stored`);
  return { number: stored.number, pdf: stored.pdf };
}

function renderReceipt(receipt: TaxReceipt): Promise<Buffer> {
  if (!receipt.issuer) throw new Error(`tax receipt ${receipt.number} has neither PDF nor issuer`);
  return renderDonationReceipt({
    number: receipt.number,
    association: receipt.issuer.association,
    donor: { name: receipt.donorName, address: receipt.donorAddress },
    amountCents: receipt.amountCents,
    paidAt: receipt.paidAt,
    method: receipt.paymentMethod,
    signatory: receipt.issuer.signatory,
    specimen: receipt.sandbox,
  });
}
