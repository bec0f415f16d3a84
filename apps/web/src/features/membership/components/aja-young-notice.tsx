import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { Link as RouterLink } from 'react-router';

/** AJA young people have nothing to pay and no payments to see (P1-PAY-47, P1-HIST-12). */
export function AjaYoungNotice({ title }: { title: string }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <Alert severity="info">{paymentMessages.ajaYoungNoPayment}</Alert>
      <div>
        <Button component={RouterLink} to="/aja" variant="contained">
          Accueil AJA
        </Button>
      </div>
    </Stack>
  );
}
