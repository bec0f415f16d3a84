import { formatDate } from '@plateforme/shared/format/dates';
import type { AdminPayment, AdminTaxReceipt } from '@plateforme/shared/membership/admin.schemas';
import { adminPaymentsMessages as m } from '@plateforme/shared/messages/membership-admin';
import type { SheetColumn } from '../../../lib/xlsx.ts';
import type { PaymentRow, TaxReceiptRow } from './payments-admin.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const euros = (cents: number) => cents / 100;

export function toAdminPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    ref: row.ref,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    status: row.status,
    method: row.method as AdminPayment['method'],
    payer: { id: row.userId, firstname: row.firstname, lastname: row.lastname, email: row.email },
    subscription_cents: row.subscriptionCents,
    donation_cents: row.donationCents,
    pro_status_amount_cents: row.proStatusAmountCents,
    total_cents: row.totalCents,
    discounted: row.discounted,
    partner: row.partnerId !== null && row.partnerName !== null ? { id: row.partnerId, name: row.partnerName } : null,
    sandbox: row.sandbox,
    refund_due_cents: row.refundDueCents,
    refunded_at: iso(row.refundedAt),
    receipt_number: row.receiptNumber,
  };
}

export function toAdminTaxReceipt(row: TaxReceiptRow): AdminTaxReceipt {
  return {
    payment_id: row.paymentId,
    payment_ref: row.paymentRef,
    number: row.number,
    donor_name: row.donorName,
    amount_cents: row.amountCents,
    paid_at: row.paidAt.toISOString(),
    issued_at: row.issuedAt.toISOString(),
  };
}

const day = (value: Date | null) => (value ? formatDate(value) : null);

export const paymentColumns: SheetColumn<PaymentRow>[] = [
  { header: 'Référence', width: 28, value: (row) => row.ref },
  { header: 'Créé le', value: (row) => day(row.createdAt) },
  { header: 'Payé le', value: (row) => day(row.paidAt) },
  { header: m.columns.state, value: (row) => m.states[row.status] },
  { header: m.columns.method, value: (row) => m.methods[row.method as AdminPayment['method']] ?? row.method },
  {
    header: 'Référence du chèque ou virement',
    width: 24,
    value: (row) => (row.method === 'card' ? null : row.reference),
  },
  { header: 'Nom', value: (row) => row.lastname },
  { header: 'Prénom', value: (row) => row.firstname },
  { header: 'E-mail', width: 28, value: (row) => row.email },
  { header: 'Adhésion (€)', value: (row) => euros(row.subscriptionCents) },
  { header: 'Don (€)', value: (row) => euros(row.donationCents) },
  { header: 'Statut pro (€)', value: (row) => euros(row.proStatusAmountCents) },
  { header: 'Total (€)', value: (row) => euros(row.totalCents) },
  { header: m.filters.discounted, value: (row) => (row.discounted ? m.filters.yes : m.filters.no) },
  { header: m.columns.partner, value: (row) => row.partnerName },
  { header: 'Test', value: (row) => (row.sandbox ? m.filters.yes : m.filters.no) },
  { header: 'À rembourser (€)', value: (row) => euros(row.refundDueCents) },
  { header: 'Remboursé le', value: (row) => day(row.refundedAt) },
  { header: 'Reçu fiscal', value: (row) => row.receiptNumber },
];

export const taxReceiptColumns: SheetColumn<TaxReceiptRow>[] = [
  { header: m.columns.number, value: (row) => row.number },
  { header: m.columns.paidAt, value: (row) => day(row.paidAt) },
  { header: m.columns.issuedAt, value: (row) => day(row.issuedAt) },
  { header: m.columns.donor, width: 28, value: (row) => row.donorName },
  { header: 'Adresse', width: 40, value: (row) => row.donorAddress },
  { header: 'Montant (€)', value: (row) => euros(row.amountCents) },
  { header: m.columns.payment, width: 28, value: (row) => row.paymentRef },
];
