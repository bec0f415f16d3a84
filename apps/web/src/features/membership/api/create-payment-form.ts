import type { PaymentForm, PaymentRequestInput } from '@plateforme/shared/membership/payment.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/etransactions (P1-PAY-25): the provider form to post, signed by the API. */
export async function createPaymentForm(input: PaymentRequestInput): Promise<PaymentForm> {
  return apiClient.post<PaymentForm>('/api/etransactions', { body: input, showForbidden: true });
}

/**
 * Posts the provider form as a hidden HTML form (P1-PAY-27): one hidden input per datas
 * entry, in order, then PBX_HMAC. The browser leaves the platform for the provider's page.
 */
export function submitPaymentForm(form: PaymentForm, doc: Document = document): HTMLFormElement {
  const element = doc.createElement('form');
  element.method = 'POST';
  element.action = form.url;
  element.hidden = true;
  const fields = [...form.datas, { key: 'PBX_HMAC', value: form.hmac }];
  for (const { key, value } of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = key;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
  return element;
}

export function useCreatePaymentForm() {
  return useMutation({
    mutationFn: createPaymentForm,
    // The screen shows 'Une erreur est survenue lors de votre paiement.' itself.
    meta: { silentErrors: true },
  });
}
