import { formatDate } from '@plateforme/shared/format/dates';
import type { DiscountedPayment } from '@plateforme/shared/registration/partner-reconciliation.schemas';
import type { SheetColumn } from '../../lib/xlsx.ts';

const euros = (cents: number) => cents / 100;
const day = (value: string | null) => (value ? formatDate(value) : null);

/** The reconciliation's export (ADR 049): one line per payment, amounts in euros, days in Paris. */
export const discountedPaymentColumns: SheetColumn<DiscountedPayment>[] = [
  { header: 'Payé le', value: (row) => day(row.paid_at) },
  { header: 'Référence', width: 28, value: (row) => row.ref },
  { header: 'Nom', value: (row) => row.member.lastname },
  { header: 'Prénom', value: (row) => row.member.firstname },
  { header: 'E-mail', width: 28, value: (row) => row.member.email },
  { header: 'Adhésion (€)', value: (row) => euros(row.subscription_cents) },
  { header: 'Don (€)', value: (row) => euros(row.donation_cents) },
  { header: 'Total (€)', value: (row) => euros(row.total_cents) },
  { header: 'Test', value: (row) => (row.sandbox ? 'Oui' : 'Non') },
  { header: 'À rembourser (€)', value: (row) => euros(row.refunded_at ? 0 : row.refund_due_cents) },
  { header: 'Remboursé le', value: (row) => day(row.refunded_at) },
];
