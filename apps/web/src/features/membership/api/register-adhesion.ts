import { AJA_ADHESION_REF_PREFIX, FREE_ADHESION_REF_PREFIX } from '@plateforme/shared/membership/payment.rules';
import type { AjaAdhesionInput, FreeAdhesionInput } from '@plateforme/shared/membership/payment.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type AdhesionAnswer = { message: string; data: { ref: string; start: string; end: string } };

/** A free adhesion's reference: a prefix plus a timestamp (P1-PAY-40); the API writes its own. */
export const adhesionRef = (prefix: string, now = Date.now()) => `${prefix}${now}`;

/** POST /api/users/free-adhesion (P1-PAY-38): the partner pays it all; its code is checked again. */
export async function registerFreeAdhesion(input: Omit<FreeAdhesionInput, 'ref'>): Promise<AdhesionAnswer> {
  return apiClient.post<AdhesionAnswer>('/api/users/free-adhesion', {
    body: { ...input, ref: adhesionRef(FREE_ADHESION_REF_PREFIX) },
    showForbidden: true,
  });
}

/** POST /api/users/aja-adhesion (P1-PAY-39): the free membership of the AJA path. */
export async function registerAjaAdhesion(input: Omit<AjaAdhesionInput, 'ref'>): Promise<AdhesionAnswer> {
  return apiClient.post<AdhesionAnswer>('/api/users/aja-adhesion', {
    body: { ...input, ref: adhesionRef(AJA_ADHESION_REF_PREFIX) },
    showForbidden: true,
  });
}

export type AdhesionRequest =
  { kind: 'free'; input: Omit<FreeAdhesionInput, 'ref'> } | { kind: 'aja'; input: Omit<AjaAdhesionInput, 'ref'> };

export function useRegisterAdhesion() {
  return useMutation({
    mutationFn: (request: AdhesionRequest) =>
      request.kind === 'free' ? registerFreeAdhesion(request.input) : registerAjaAdhesion(request.input),
    // The screen shows the error next to the code or under the form.
    meta: { silentErrors: true },
  });
}
