import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getPaymentOutcome } from '@plateforme/shared/membership/membership.rules';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { Link as RouterLink } from 'react-router';

type PaymentResultProps = {
  code: string;
  /** What was paid: a subscription (renewal included) shows 'Bravo', a donation 'Merci !'. */
  kind: 'subscription' | 'donation';
  title: string;
  onRetry: () => void;
};

/** The card shown when the provider sends the person back (P1-PAY-30..34). */
export function PaymentResult({ code, kind, title, onRetry }: PaymentResultProps) {
  if (getPaymentOutcome(code) === 'success') {
    const heading = kind === 'subscription' ? paymentMessages.bravo : paymentMessages.thanks;
    const text = kind === 'subscription' ? paymentMessages.bravoText : paymentMessages.thanksText;
    return (
      <Stack spacing={3}>
        <Typography variant="h1">{heading}</Typography>
        <Alert severity="success">{text}</Alert>
        <div>
          <Button component={RouterLink} to="/home" variant="contained">
            {paymentMessages.home}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <Alert severity="error" role="alert">
        {paymentMessages.reloadPage}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={onRetry}>
          {paymentMessages.retry}
        </Button>
        <Button component={RouterLink} to="/home" variant="outlined">
          {paymentMessages.home}
        </Button>
      </Stack>
    </Stack>
  );
}
