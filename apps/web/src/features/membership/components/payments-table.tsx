import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { paymentHistoryMessages } from '@plateforme/shared/messages/membership';
import type { Payment } from '../api/get-payments.ts';
import { hasTaxReceipt, paymentStatusLabel, paymentTypeLabel } from './payment-labels.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { TableHeaderRow } from '../../../components/ui/table-header-row.tsx';

const { columns } = paymentHistoryMessages;

/**
 * All payments on one page, newest first (P1-HIST-03..05). On a phone the table scrolls
 * sideways inside its own box (focusable, so the keyboard can scroll it), never the page.
 */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={paymentHistoryMessages.title} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHeaderRow headers={[columns.ref, columns.date, columns.type, { label: columns.amount, align: 'right' }, columns.status, columns.download]} />
        <TableBody>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
