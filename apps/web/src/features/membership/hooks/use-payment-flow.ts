import type { SubscriptionPrice } from '@plateforme/shared/membership/membership.rules';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearAdhesionCode } from '../../../lib/adhesion-code-storage.ts';
import { isApiError } from '../../../lib/api-error.ts';
import type { Profile } from '../../../lib/profile.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { submitPaymentForm, useCreatePaymentForm } from '../api/create-payment-form.ts';
import { useRegisterAdhesion, type AdhesionRequest } from '../api/register-adhesion.ts';
import type { PaymentChoices, PaymentType } from '../components/payment-rules.ts';

/** What the screen knows when 'Valider' is pressed: who pays, the price, the free adhesion's request. */
export type PaymentOrder = {
  payer: Profile;
  price: SubscriptionPrice;
  /** Null when the free adhesion lacks something (the partner, the code, the AJA role). */
  adhesion: AdhesionRequest | null;
  partnerName: string | undefined;
};

/**
 * Where the provider sends the browser back (P1-PAY-26): the payment page, with the donation
 * so that 'Réessayer' offers the same amount again.
 */
function returnPath(type: PaymentType, donationEuros: number): string {
  return donationEuros > 0
    ? `/payment/${type}?${new URLSearchParams({ donation: String(donationEuros) })}`
    : `/payment/${type}`;
}

/** The message of a failed call: a 422's (or 429's) first field message, else nothing more. */
function detailOf(failure: unknown): string {
  if (!isApiError(failure) || (failure.status !== 422 && failure.status !== 429)) return '';
  return ` ${Object.values(failure.errors).flat()[0] ?? failure.message}`;
}

/**
 * The payment screen's flow (P1 §4 Payment): a card payment goes to the provider with the
 * signed form; a free adhesion (total 0 €: partner or AJA) is registered without it, then the
 * profile is reloaded and the person sent home, or on to the card for a donation. A refused
 * stored partner code is asked again.
 */
export function usePaymentFlow(type: PaymentType) {
  const createForm = useCreatePaymentForm();
  const registerAdhesion = useRegisterAdhesion();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [storedCodeRefused, setStoredCodeRefused] = useState(false);
  // Set once the free adhesion is saved, so a donation retried after it does not adhere twice.
  const [adhesionDone, setAdhesionDone] = useState(false);
  // The browser is leaving (for the provider or the home page): 'Valider' stays busy.
  const [leaving, setLeaving] = useState(false);

  const startCardPayment = (
    order: PaymentOrder,
    subscription: boolean,
    donationEuros: number,
    redirectType: PaymentType,
  ) => {
    createForm.mutate(
      {
        user_id: order.payer.id,
        redirect_url: returnPath(redirectType, donationEuros),
        subscription,
        donation: donationEuros,
        discounted: subscription && order.price.discounted,
      },
      {
        onSuccess: (form) => {
          setLeaving(true);
          submitPaymentForm(form);
        },
        onError: (failure) => {
          setLeaving(false);
          setError(`${paymentMessages.failed}${detailOf(failure)}`);
        },
      },
    );
  };

  const startFreeAdhesion = (order: PaymentOrder, donationEuros: number) => {
    const { payer, adhesion } = order;
    if (!adhesion) {
      setError(paymentMessages.adhesionFailed);
      return;
    }
    registerAdhesion.mutate(adhesion, {
      onSuccess: async () => {
        setAdhesionDone(true);
        setLeaving(true);
        clearAdhesionCode(payer.id);
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
        showSnackbar(paymentMessages.membershipSaved, 'success');
        if (donationEuros > 0) startCardPayment(order, false, donationEuros, 'donation');
        else void navigate(payer.is_aja ? '/aja' : '/home', { replace: true });
      },
      onError: (failure) => {
        const refused = isApiError(failure) && failure.status === 422 ? failure.errors.adh_secret_code?.[0] : undefined;
        if (refused) {
          // A refused stored code is asked again, with the partner to turn to (P1 §8).
          clearAdhesionCode(payer.id);
          setStoredCodeRefused(true);
          setCodeError(
            registrationMessages.partnerCodeHint(refused, order.partnerName || registrationMessages.defaultPartnerName),
          );
          return;
        }
        setError(`${paymentMessages.adhesionFailed}${detailOf(failure)}`);
      },
    });
  };

  const submit = (order: PaymentOrder, choices: PaymentChoices, donationEuros: number) => {
    setError(null);
    setCodeError(null);
    if (choices.subscription && order.price.free && adhesionDone)
      startCardPayment(order, false, donationEuros, 'donation');
    else if (choices.subscription && order.price.free) startFreeAdhesion(order, donationEuros);
    else startCardPayment(order, choices.subscription, donationEuros, type);
  };

  return {
    submit,
    error,
    codeError,
    storedCodeRefused,
    pending: createForm.isPending || registerAdhesion.isPending || leaving,
  };
}
