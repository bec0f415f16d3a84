import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { getPaymentOutcome } from '@plateforme/shared/membership/membership.rules';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { profileQueryKey } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { usePaymentState, type PaymentState } from '../api/get-payment-state.ts';

type PaymentResultProps = {
  code: string;
  /** The payment's reference (Ref), added by the provider to the return address. */
  paymentRef: string | null;
  /** What was paid: a subscription (renewal included) shows 'Bravo', a donation 'Merci !'. */
  kind: 'subscription' | 'donation';
  title: string;
  onRetry: () => void;
};

/**
 * The card shown when the provider sends the person back (P1-PAY-30..34). The address says
 * what the bank page did, not what the bank confirmed: success is shown once the API has the
 * signed notification (ADR 019), « en cours de confirmation » until then.
 */
export function PaymentResult({ code, paymentRef, kind, title, onRetry }: PaymentResultProps) {
  if (getPaymentOutcome(code) !== 'success') return <PaymentFailed title={title} onRetry={onRetry} />;
  return <PaymentConfirmation paymentRef={paymentRef} kind={kind} title={title} onRetry={onRetry} />;
}

function PaymentConfirmation({ paymentRef, kind, title, onRetry }: Omit<PaymentResultProps, 'code'>) {
  const state = usePaymentState(paymentRef);
  const status = state.data?.status;
  if (state.data && status === 'paid') return <PaymentDone state={state.data} kind={kind} />;
  if (status === 'failed' || status === 'cancelled') return <PaymentFailed title={title} onRetry={onRetry} />;
  if (paymentRef === null || state.isError) {
    return <Waiting title={title} severity="warning" text={paymentMessages.confirmationUnknown} />;
  }
  if (state.late) {
    return (
      <Waiting title={title} severity="warning" text={paymentMessages.confirmationLate}>
        <Button variant="contained" onClick={state.checkAgain}>
          {paymentMessages.checkAgain}
        </Button>
      </Waiting>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <Stack direction="row" spacing={2} role="status" aria-live="polite" sx={{ alignItems: 'center' }}>
        <CircularProgress size={28} aria-hidden />
        <div>
          <Typography sx={{ fontWeight: 700 }}>{paymentMessages.confirming}</Typography>
          <Typography>{paymentMessages.confirmingText}</Typography>
        </div>
      </Stack>
    </Stack>
  );
}

function Waiting({
  title,
  severity,
  text,
  children,
}: {
  title: string;
  severity: 'warning';
  text: string;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <Alert severity={severity} role="status">
        {text}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {children}
        <Button component={RouterLink} to="/payments" variant="outlined">
          {paymentMessages.myPayments}
        </Button>
      </Stack>
    </Stack>
  );
}

function PaymentDone({ state, kind }: { state: PaymentState; kind: PaymentResultProps['kind'] }) {
  const queryClient = useQueryClient();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    showSnackbar(paymentMessages.paymentDone, 'success');
  }, [queryClient]);

  const heading = kind === 'subscription' ? paymentMessages.bravo : paymentMessages.thanks;
  const text = kind === 'subscription' ? paymentMessages.bravoText : paymentMessages.thanksText;
  const { membership, refund } = state;
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{heading}</Typography>
      <Alert severity="success">
        {text}
        {membership
          ? ` ${paymentMessages.membershipDates(formatDate(membership.start), formatDate(membership.end))}`
          : null}
      </Alert>
      {refund ? <Alert severity="info">{paymentMessages.refundDue(formatEuros(refund.amount))}</Alert> : null}
      {state.amount.donation > 0 ? <Typography>{paymentMessages.receiptByMail}</Typography> : null}
      {membership ? <Typography>{paymentMessages.nextStep}</Typography> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {membership ? (
          <Button component={RouterLink} to="/workshops" variant="contained">
            {paymentMessages.discoverWorkshops}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/home" variant={membership ? 'outlined' : 'contained'}>
          {paymentMessages.home}
        </Button>
      </Stack>
    </Stack>
  );
}

function PaymentFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <Alert severity="error" role="alert">
        {paymentMessages.reloadPage}
        <br />
        {paymentMessages.noMoneyTaken}
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
