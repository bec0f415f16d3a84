import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { isPaidCode } from '@plateforme/shared/membership/membership.rules';
import { paymentHistoryMessages } from '@plateforme/shared/messages/membership';
import type { ReactNode } from 'react';
import type { Payment } from '../api/get-payments.ts';
import { hasTaxReceipt, paymentStatusLabel, paymentTypeLabel } from './payment-labels.ts';
import { ReceiptButton } from './receipt-button.tsx';

const { columns } = paymentHistoryMessages;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" color="text.secondary">
        {label} :
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The history's other view (P1-HIST-06..09), the one a phone shows: one card per payment
 * with its date, amount and status ('Payé' or 'Échec'), and the tax receipt of a paid donation.
 */
export function PaymentCards({ payments }: { payments: readonly Payment[] }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={paymentHistoryMessages.title}>
      {payments.map((payment) => {
        const paid = isPaidCode(payment.code);
        return (
          <li key={`${payment.type}-${payment.id}`}>
            <Card variant="outlined">
              <CardContent>
                <Stack spacing={1.5}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                  >
                    <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
                      {formatDate(payment.created_at)}
                    </Typography>
                    <Chip
                      label={paymentStatusLabel(payment)}
                      color={paid ? 'success' : 'default'}
                      variant={paid ? 'filled' : 'outlined'}
                      size="small"
                    />
                  </Stack>
                  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                    <Detail label={columns.amount}>{formatEuros(payment.amount.total)}</Detail>
                    <Detail label={columns.type}>{paymentTypeLabel(payment)}</Detail>
                    <Detail label={paymentHistoryMessages.refLabel}>{payment.ref}</Detail>
                  </Box>
                  {hasTaxReceipt(payment) ? (
                    <div>
                      <ReceiptButton payment={payment} />
                    </div>
                  ) : null}
                </Stack>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
