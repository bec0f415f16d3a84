import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@plateforme/shared/messages/fr';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { usePayments } from '../api/get-payments.ts';
import { isAjaYoung, usePayer } from '../api/use-payer.ts';
import { AjaYoungNotice } from '../components/aja-young-notice.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';

const title = messages.payments.title;

/** /payments 'Mes paiements' (P1 §2 Payment history). */
export default function PaymentsPage() {
  const payer = usePayer();
  const ajaYoung = isAjaYoung(payer);
  const paymentsQuery = usePayments(payer && !ajaYoung ? payer.id : undefined);

  if (ajaYoung) return <AjaYoungNotice title={title} />;
  if (paymentsQuery.isError) {
    return (
      <ErrorState
        title={title}
        message="Vos paiements n'ont pas pu être chargés. Vérifiez votre connexion puis réessayez."
        onRetry={() => void paymentsQuery.refetch()}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {paymentsQuery.data === undefined ? (
        <PageLoader label="Chargement de vos paiements" />
      ) : paymentsQuery.data.length === 0 ? (
        <Typography>{messages.payments.empty}</Typography>
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
