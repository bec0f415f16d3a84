import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { paymentHistoryMessages } from '@plateforme/shared/messages/membership';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { usePayments } from '../api/get-payments.ts';
import { useProfile } from '../../../lib/profile.ts';
import { PaymentCards } from '../components/payment-cards.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';

const title = paymentHistoryMessages.title;

/**
 * /payments 'Mes paiements' (P1 §2 Payment history): the table, or on a phone the cards
 * view (date, amount, status, tax receipt), which needs no sideways scrolling.
 */
export default function PaymentsPage() {
  // AJA young people never reach this screen: the route is for payers only (P1-HIST-12).
  const payer = useProfile().data;
  const paymentsQuery = usePayments(payer?.id);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  if (paymentsQuery.isError) {
    return (
      <ErrorState
        title={title}
        message={paymentHistoryMessages.loadFailed}
        onRetry={() => void paymentsQuery.refetch()}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {paymentsQuery.data === undefined ? (
        <PageLoader label={paymentHistoryMessages.loading} />
      ) : paymentsQuery.data.length === 0 ? (
        <Typography>{paymentHistoryMessages.empty}</Typography>
      ) : phone ? (
        <PaymentCards payments={paymentsQuery.data} />
      ) : (
        <Card sx={{ minWidth: 0 }}>
          <CardContent sx={{ p: { xs: 1, sm: 2 } }}>
            <PaymentsTable payments={paymentsQuery.data} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
