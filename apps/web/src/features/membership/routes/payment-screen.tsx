import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getAccessState, isPro as isProState } from '@plateforme/shared/accounts/access.rules';
import { DEFAULT_DONATION_CENTS, centsToEuros } from '@plateforme/shared/format/money';
import { canStartMembership } from '@plateforme/shared/membership/membership.rules';
import { messages } from '@plateforme/shared/messages/fr';
import { useState } from 'react';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { submitPaymentForm, useCreatePaymentForm } from '../api/create-payment-form.ts';
import { useSubscriptionAmount } from '../api/get-subscription-amount.ts';
import { isAjaYoung, usePayer, type Payer } from '../api/use-payer.ts';
import { AjaYoungNotice } from '../components/aja-young-notice.tsx';
import { PaymentForm } from '../components/payment-form.tsx';
import { PaymentResult } from '../components/payment-result.tsx';
import { parseDonation, type PaymentChoices, type PaymentType } from '../components/payment-rules.ts';
import { useReturnCode } from './use-return-code.ts';

/** Why the subscription switch is off and locked, if it is. */
function subscriptionLock(payer: Payer | null, now: Date): string | undefined {
  if (payer?.is_aja) return messages.payment.ajaMembershipFree;
  if (!canStartMembership(payer?.premium_dates?.end ?? null, now)) return messages.payment.alreadyMember;
  return undefined;
}

function initialChoices(type: PaymentType, payer: Payer | null, query: URLSearchParams, locked: boolean): PaymentChoices {
  const fromQuery = query.get('donation');
  const donationText = fromQuery !== null && !parseDonation(fromQuery).error ? fromQuery : String(centsToEuros(DEFAULT_DONATION_CENTS));
  return {
    subscription: type !== 'donation' && !locked,
    donation: type === 'donation' || fromQuery !== null || locked,
    donationText,
    // Pre-ticked for ligue and AJA members (P1-PAY-23).
    certified: payer?.reason === 'ligue' || Boolean(payer?.is_aja),
    terms: { access: false, secret: false, discreet: false, screenshots: false },
  };
}

/** /payment/subscription, /payment/donation, /payment/resubscription (P1 §2 Payment screen, §4). */
export function PaymentScreen({ type, title }: { type: PaymentType; title: string }) {
  const payer = usePayer();
  const { code, retry, searchParams } = useReturnCode();
  const isPro = getAccessState(payer) !== 'notAuth' && isProState(getAccessState(payer));
  const amountQuery = useSubscriptionAmount(isPro ? 'pro_subscription_amount' : 'subscription_amount');
  const createForm = useCreatePaymentForm();
  const [error, setError] = useState<string | null>(null);
  const [now] = useState(() => new Date());

  if (isAjaYoung(payer)) return <CenteredCard><AjaYoungNotice title={title} /></CenteredCard>;

  if (code) {
    return (
      <CenteredCard>
        <PaymentResult code={code} kind={type === 'donation' ? 'donation' : 'subscription'} title={title} onRetry={retry} />
      </CenteredCard>
    );
  }
  if (amountQuery.isError) {
    return <ErrorState title={title} onRetry={() => void amountQuery.refetch()} />;
  }
  if (!payer || amountQuery.data === undefined) return <PageLoader label="Chargement du paiement" />;

  const lock = subscriptionLock(payer, now);
  const onSubmit = (choices: PaymentChoices, donationEuros: number) => {
    setError(null);
    createForm.mutate(
      {
        user_id: payer.id,
        redirect_url: `/payment/${type}`,
        subscription: choices.subscription,
        donation: donationEuros,
        discounted: false,
      },
      {
        onSuccess: (form) => submitPaymentForm(form),
        onError: (failure) => {
          const detail = isApiError(failure) && failure.status === 422 ? ` ${Object.values(failure.errors).flat()[0] ?? failure.message}` : '';
          setError(`${messages.payment.failed}${detail}`);
        },
      },
    );
  };

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{title}</Typography>
        <PaymentForm
          initialChoices={initialChoices(type, payer, searchParams, Boolean(lock))}
          subscriptionCents={amountQuery.data}
          isPro={isPro}
          subscriptionLockedReason={lock}
          pending={createForm.isPending || createForm.isSuccess}
          error={error}
          onSubmit={onSubmit}
        />
      </Stack>
    </CenteredCard>
  );
}
