import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { paymentHistoryMessages } from '@plateforme/shared/messages/membership';
import type { Payment } from '../api/get-payments.ts';
import { hasTaxReceipt, paymentStatusLabel, paymentTypeLabel } from './payment-labels.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';

const { columns } = paymentHistoryMessages;

/**
 * All payments on one page, newest first (P1-HIST-03..05). On a phone the table scrolls
 * sideways inside its own box (focusable, so the keyboard can scroll it), never the page.
 */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return (
    <PlainTable
      caption={paymentHistoryMessages.title}
      captionHidden
      headers={[
        columns.ref,
        columns.date,
        columns.type,
        { label: columns.amount, align: 'right' },
        columns.status,
        columns.download,
      ]}
      minWidth={640}
    >
      {payments.map((payment) => (
        <TableRow key={`${payment.type}-${payment.id}`}>
          <TableCell sx={{ wordBreak: 'break-all' }}>{payment.ref}</TableCell>
          <TableCell>{formatDate(payment.created_at)}</TableCell>
          <TableCell>{paymentTypeLabel(payment)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatEuros(payment.amount.total)}
          </TableCell>
          <TableCell>{paymentStatusLabel(payment)}</TableCell>
          <TableCell>{hasTaxReceipt(payment) ? <ReceiptButton payment={payment} /> : null}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}
