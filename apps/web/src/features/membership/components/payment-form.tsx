import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { eurosToCents, formatEuros, taxCostAfterReduction } from '@plateforme/shared/format/money';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { HintTooltip } from './hint-tooltip.tsx';
import { PaymentTerms } from './payment-terms.tsx';
import { canSubmitPayment, getTotalCents, parseDonation, type PaymentChoices } from './payment-rules.ts';

export type PaymentFormProps = {
  initialChoices: PaymentChoices;
  subscriptionCents: number;
  isPro: boolean;
  /** Set when the subscription cannot be chosen (membership running): said under the switch. */
  subscriptionLockedReason?: string;
  /** Said under the switch: free (AJA, partner) or reduced by the partner. */
  subscriptionNote?: string;
  /** The subscription costs nothing: the button is enabled at a total of 0 (P1-PAY-19). */
  freeSubscription?: boolean;
  /** False while the subscription lacks something (the partner code of a free adhesion). */
  subscriptionReady?: boolean;
  /** Shown under the switch while the subscription is chosen (the partner code). */
  subscriptionExtra?: ReactNode;
  /** AJA young people see no donation (P1-PAY-47). */
  hideDonation?: boolean;
  /** Card payment is off (production without a merchant, ADR 019): only a total of 0 can be sent. */
  cardPaymentOff?: boolean;
  pending?: boolean;
  error?: string | null;
  onSubmit: (choices: PaymentChoices, donationEuros: number) => void;
};

/**
 * The button says what happens: « Payer 20,00 € » when a card payment follows, « Enregistrer
 * mon adhésion » for a free adhesion alone, « Payer » while nothing is to pay (ADR 025).
 */
function submitLabelOf(totalCents: number, choices: PaymentChoices, freeSubscription: boolean | undefined): string {
  if (totalCents > 0) return paymentMessages.payAmount(formatEuros(totalCents));
  if (choices.subscription && freeSubscription) return paymentMessages.saveMembership;
  return paymentMessages.pay;
}

/** Subscription, donation, total, terms and the submit button (P1 §2 Payment screen, §5; ADR 025). */
export function PaymentForm(props: PaymentFormProps) {
  const {
    subscriptionCents,
    isPro,
    subscriptionLockedReason,
    subscriptionNote,
    hideDonation,
    pending,
    error,
    onSubmit,
  } = props;
  const [choices, setChoices] = useState<PaymentChoices>(props.initialChoices);
  const baseId = useId();
  const hintId = `${baseId}-conditions`;
  const noteId = `${baseId}-subscription-note`;
  const redirectId = `${baseId}-card-redirect`;
  const donation = parseDonation(choices.donationText);
  const donationCents = eurosToCents(donation.euros);
  const total = getTotalCents(choices, subscriptionCents);
  const cardFollows = total > 0;
  const cardRefused = Boolean(props.cardPaymentOff) && cardFollows;
  const enabled =
    !cardRefused &&
    canSubmitPayment(choices, subscriptionCents, isPro, {
      freeSubscription: props.freeSubscription,
      subscriptionReady: props.subscriptionReady,
    });
  const hint = cardRefused ? paymentMessages.cardPaymentOffButton : paymentMessages.acceptTermsTooltip;
  const describedBy = enabled ? (cardFollows ? redirectId : undefined) : hintId;
  const update = (patch: Partial<PaymentChoices>) => setChoices((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enabled) onSubmit(choices, choices.donation ? donation.euros : 0);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={choices.subscription}
              disabled={Boolean(subscriptionLockedReason)}
              onChange={(event) => update({ subscription: event.target.checked })}
              slotProps={{
                input: { 'aria-describedby': subscriptionLockedReason || subscriptionNote ? noteId : undefined },
              }}
            />
          }
          label={`${paymentMessages.subscription} : ${formatEuros(subscriptionCents)}`}
        />
        {subscriptionLockedReason || subscriptionNote ? (
          <FormHelperText id={noteId}>{subscriptionLockedReason ?? subscriptionNote}</FormHelperText>
        ) : null}
        {choices.subscription ? props.subscriptionExtra : null}
      </Stack>

      {hideDonation ? null : (
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch checked={choices.donation} onChange={(event) => update({ donation: event.target.checked })} />
            }
            label={paymentMessages.donation}
          />
          {choices.donation ? (
            <>
              <TextInput
                label="Montant du don (€)"
                type="number"
                value={choices.donationText}
                onChange={(event) => update({ donationText: event.target.value })}
                error={donation.error}
                inputProps={{ min: 0, step: 1, inputMode: 'decimal' }}
                fullWidth={false}
                sx={{ maxWidth: 240 }}
              />
              <Typography color="text.secondary">
                {paymentMessages.taxNote}
                {donationCents > 0 && !donation.error
                  ? ` ${paymentMessages.taxCost(formatEuros(donationCents), formatEuros(taxCostAfterReduction(donationCents)))}`
                  : ''}
              </Typography>
            </>
          ) : null}
        </Stack>
      )}

      <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem' }} aria-live="polite">
        {paymentMessages.total} : {formatEuros(total)}
      </Typography>

      {choices.subscription ? (
        <PaymentTerms
          choices={choices}
          showCertification={!isPro}
          onCertifiedChange={(certified) => update({ certified })}
          onTermChange={(key, checked) => update({ terms: { ...choices.terms, [key]: checked } })}
        />
      ) : null}

      {error ? <Alert severity="error">{error}</Alert> : null}

      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <HintTooltip title={enabled ? '' : hint}>
          <SubmitButton disabled={!enabled} pending={pending} aria-describedby={describedBy}>
            {submitLabelOf(total, choices, props.freeSubscription)}
          </SubmitButton>
        </HintTooltip>
        {enabled ? null : <FormHelperText id={hintId}>{hint}</FormHelperText>}
        {cardFollows && !cardRefused ? (
          <FormHelperText id={redirectId}>{paymentMessages.cardRedirectNote}</FormHelperText>
        ) : null}
      </Stack>
    </Stack>
  );
}
