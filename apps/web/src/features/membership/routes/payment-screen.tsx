import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canPay, getAccessState, isPro as isProState } from '@plateforme/shared/accounts/access.rules';
import { DEFAULT_DONATION_CENTS, centsToEuros, formatEuros } from '@plateforme/shared/format/money';
import {
  canStartMembership,
  getMembershipCharge,
  type SubscriptionPrice,
} from '@plateforme/shared/membership/membership.rules';
import { partnerReasons } from '@plateforme/shared/membership/payment.rules';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { hasCheckedPartnerCode } from '@plateforme/shared/registration/registration-resume.rules';
import { needsPartnerCode, parseRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { useState } from 'react';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { readAdhesionCode } from '../../../lib/adhesion-code-storage.ts';
import Alert from '@mui/material/Alert';
import { useCardPaymentMode } from '../api/get-card-payment-mode.ts';
import { usePartner, type PaymentPartner } from '../api/get-partner.ts';
import { useSubscriptionAmount } from '../api/get-subscription-amount.ts';
import type { AdhesionRequest } from '../api/register-adhesion.ts';
import { usePaymentFlow } from '../hooks/use-payment-flow.ts';
import { useProfile, type Profile } from '../../../lib/profile.ts';
import { readRegistration, type PayerRegistration } from '../components/payer-registration.ts';
import { AdhesionCodeField, NoPartnerNotice } from '../components/adhesion-code-field.tsx';
import { AjaYoungNotice } from '../components/aja-young-notice.tsx';
import { PaymentForm } from '../components/payment-form.tsx';
import { PaymentResult } from '../components/payment-result.tsx';
import { parseDonation, type PaymentChoices, type PaymentType } from '../components/payment-rules.ts';
import { useReturnCode } from '../hooks/use-return-code.ts';

type PartnerReason = (typeof partnerReasons)[number];
const isPartnerReason = (reason: string | null | undefined): reason is PartnerReason =>
  partnerReasons.some((candidate) => candidate === reason);

function initialChoices(
  type: PaymentType,
  query: URLSearchParams,
  options: { locked: boolean; preCertified: boolean; noDonation: boolean },
): PaymentChoices {
  const { locked, preCertified, noDonation } = options;
  const fromQuery = query.get('donation');
  const donationText =
    fromQuery !== null && !parseDonation(fromQuery).error ? fromQuery : String(centsToEuros(DEFAULT_DONATION_CENTS));
  return {
    subscription: type !== 'donation' && !locked,
    donation: !noDonation && (type === 'donation' || fromQuery !== null || locked),
    donationText,
    certified: preCertified,
    terms: { access: false, secret: false, discreet: false, screenshots: false },
  };
}

function subscriptionNoteOf(
  payer: Profile,
  price: SubscriptionPrice,
  partner: PaymentPartner | undefined,
  standardCents: number,
) {
  if (payer.is_aja) return paymentMessages.ajaMembershipFree;
  if (!partner?.name) return undefined;
  if (price.free) return paymentMessages.partnerCovers(partner.name);
  if (price.discounted) return paymentMessages.partnerDiscount(partner.name, formatEuros(standardCents));
  return undefined;
}

/** /payment/subscription, /payment/donation, /payment/resubscription (P1 §2 Payment screen, §4). */
export function PaymentScreen({ type, title }: { type: PaymentType; title: string }) {
  const payer = useProfile().data ?? null;
  const { code, paymentRef, retry, searchParams } = useReturnCode();
  const isPro = isProState(getAccessState(payer));
  const registration: PayerRegistration = readRegistration(payer);
  // The code typed at registration step 3, kept in this tab only (lib/adhesion-code-storage).
  const [stored] = useState(() => (payer ? readAdhesionCode(payer.id) : null));
  const partnerId = payer && !isPro && !payer.is_aja ? (registration.partnerId ?? stored?.partnerId ?? null) : null;
  const amountQuery = useSubscriptionAmount(isPro ? 'pro_subscription_amount' : 'subscription_amount');
  const partnerQuery = usePartner(partnerId);
  const flow = usePaymentFlow(type);
  const cardModeQuery = useCardPaymentMode();
  const cardMode = cardModeQuery.data;
  const [typedCode, setTypedCode] = useState('');
  const [now] = useState(() => new Date());

  const locked = payer ? !canStartMembership(payer.premium_dates?.end ?? null, now) : false;
  // AJA young people reach only the subscription (the route table keeps them off the
  // donation), and only while they may adhere (P1-PAY-47).
  if (payer && !canPay(payer) && locked) {
    return (
      <CenteredCard>
        <AjaYoungNotice title={title} />
      </CenteredCard>
    );
  }

  if (code) {
    return (
      <CenteredCard>
        <PaymentResult
          code={code}
          paymentRef={paymentRef}
          kind={type === 'donation' ? 'donation' : 'subscription'}
          title={title}
          onRetry={retry}
        />
      </CenteredCard>
    );
  }
  if (amountQuery.isError) {
    return <ErrorState title={title} onRetry={() => void amountQuery.refetch()} />;
  }
  if (partnerQuery.isError) {
    return (
      <ErrorState
        title={title}
        message={paymentMessages.partnerLoadFailed}
        onRetry={() => void partnerQuery.refetch()}
      />
    );
  }
  // The card mode's notice sits above the form: waited for, so the form does not move when it comes (ADR 097).
  if (
    !payer ||
    amountQuery.data === undefined ||
    cardModeQuery.isPending ||
    (partnerId !== null && partnerQuery.data === undefined)
  ) {
    return <PageLoader label="Chargement du paiement" />;
  }

  const standardCents = amountQuery.data;
  const partner = partnerQuery.data;
  const price = getMembershipCharge({ isAja: payer.is_aja, isPro }, standardCents, partner);
  const partnerAdhesion = price.free && !payer.is_aja;
  const reason = isPartnerReason(registration.reason)
    ? registration.reason
    : isPartnerReason(stored?.reason)
      ? stored.reason
      : isPartnerReason(partner?.supportType)
        ? partner.supportType
        : null;
  const storedCode =
    stored &&
    stored.code.trim() !== '' &&
    (stored.partnerId === null || stored.partnerId === partnerId) &&
    !flow.storedCodeRefused
      ? stored.code
      : null;
  const adhesionCode = storedCode ?? typedCode.trim();
  // The code checked at registration step 3 is held by the server: it is not asked again.
  // A refusal (a later adhesion needs the partner's current code) shows the field again.
  const codeKept =
    !flow.storedCodeRefused && hasCheckedPartnerCode(parseRegistrationProcess(payer.registration_process), partnerId);
  const partnerUsable = partnerId !== null && reason !== null;

  let subscriptionExtra = null;
  if (partnerAdhesion && !partnerUsable) subscriptionExtra = <NoPartnerNotice />;
  else if (partnerAdhesion && storedCode === null && !codeKept) {
    subscriptionExtra = (
      <AdhesionCodeField
        value={typedCode}
        onChange={setTypedCode}
        error={flow.codeError}
        askedAtRegistration={needsPartnerCode(reason)}
      />
    );
  }

  const adhesionRequest = (): AdhesionRequest | null => {
    if (payer.is_aja) {
      const ajaRole = payer.aja_role ?? registration.ajaRole;
      if (!ajaRole) return null;
      return {
        kind: 'aja',
        input: {
          user_id: payer.id,
          adh_secret_code: stored?.code || null,
          reason: 'aja',
          aja_role: ajaRole,
          note: null,
        },
      };
    }
    if (partnerId === null || reason === null || (adhesionCode === '' && !codeKept)) return null;
    return {
      kind: 'free',
      input: { user_id: payer.id, partner_id: partnerId, adh_secret_code: adhesionCode || null, reason, note: null },
    };
  };
  const onSubmit = (choices: PaymentChoices, donationEuros: number) =>
    flow.submit({ payer, price, adhesion: adhesionRequest(), partnerName: partner?.name }, choices, donationEuros);

  const preCertified = registration.reason === 'ligue' || stored?.reason === 'ligue' || Boolean(payer.is_aja);
  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{title}</Typography>
        {cardMode === 'off' ? (
          <Alert severity="warning">
            <Stack spacing={1}>
              <span>{paymentMessages.cardPaymentOff}</span>
              <span>{paymentMessages.cardPaymentOffChoices}</span>
              {price.free ? <span>{paymentMessages.cardPaymentOffFreeAdhesion}</span> : null}
            </Stack>
          </Alert>
        ) : null}
        {cardMode === 'sandbox' ? <Alert severity="info">{paymentMessages.cardPaymentSandbox}</Alert> : null}
        <PaymentForm
          initialChoices={initialChoices(type, searchParams, { locked, preCertified, noDonation: !canPay(payer) })}
          subscriptionCents={price.cents}
          isPro={isPro}
          subscriptionLockedReason={locked ? paymentMessages.alreadyMember : undefined}
          subscriptionNote={subscriptionNoteOf(payer, price, partner, standardCents)}
          freeSubscription={price.free}
          subscriptionReady={!partnerAdhesion || (partnerUsable && (adhesionCode !== '' || codeKept))}
          subscriptionExtra={subscriptionExtra}
          hideDonation={!canPay(payer)}
          cardPaymentOff={cardMode === 'off'}
          pending={flow.pending}
          error={flow.error}
          onSubmit={onSubmit}
        />
      </Stack>
    </CenteredCard>
  );
}
