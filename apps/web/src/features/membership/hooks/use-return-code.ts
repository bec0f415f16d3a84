import {
  getReturnCode,
  PAYMENT_CANCELLED_CODE,
  PAYMENT_RETURN_PARAMS,
} from '@plateforme/shared/membership/membership.rules';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The provider's answer when the browser comes back (P1 §4 Payment): the code and the
 * payment's reference (the result card asks the API whether it is confirmed); 00001 resets
 * the query to the subscription parameter. The code is kept until 'Réessayer', which removes
 * it and the return fields.
 */
export function useReturnCode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [code, setCode] = useState(() => getReturnCode(searchParams));
  const [paymentRef] = useState(() => searchParams.get('Ref'));
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!code || handled.current === code) return;
    handled.current = code;
    if (code === PAYMENT_CANCELLED_CODE) {
      setSearchParams(
        (current) => {
          const subscription = current.get('subscription');
          return subscription === null ? new URLSearchParams() : new URLSearchParams({ subscription });
        },
        { replace: true },
      );
    }
  }, [code, setSearchParams]);

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

  return { code, paymentRef, retry, searchParams };
}
