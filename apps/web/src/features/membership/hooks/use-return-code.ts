import { getReturnCode, PAYMENT_CANCELLED_CODE, PAYMENT_RETURN_PARAMS, PAYMENT_SUCCESS_CODE } from '@plateforme/shared/membership/membership.rules';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { profileQueryKey } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';

/**
 * The provider's answer when the browser comes back (P1 §4 Payment): 00000 reloads the
 * profile and says 'Paiement effectué !'; 00001 resets the query to the subscription
 * parameter. The code is kept until 'Réessayer', which removes it and the return fields.
 */
export function useReturnCode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [code, setCode] = useState(() => getReturnCode(searchParams));
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    if (code === PAYMENT_SUCCESS_CODE) {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      showSnackbar(paymentMessages.paymentDone, 'success');
    } else if (code === PAYMENT_CANCELLED_CODE) {
      setSearchParams(
        (current) => {
          const subscription = current.get('subscription');
          return subscription === null ? new URLSearchParams() : new URLSearchParams({ subscription });
        },
        { replace: true },
      );
    }
  }, [code, queryClient, setSearchParams]);

  const retry = () => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PAYMENT_RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    handled.current = null;
    setCode(null);
  };

  return { code, retry, searchParams };
}
