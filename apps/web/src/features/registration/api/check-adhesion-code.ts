import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type CheckAdhesionCodeVariables = {
  partnerId: number;
  code: string;
  /** The département given for the Ligue. */
  department?: string | null;
  userId: number;
};

/**
 * POST /api/partners/check-adh-code with partner {id, adh_secret_code} and the flat fields
 * of P1 §3 (adh_secret_code, partner_id, partner_zip, user_id). A wrong code answers 422
 * with its text in `error`.
 */
export async function checkAdhesionCode({
  partnerId,
  code,
  department,
  userId,
}: CheckAdhesionCodeVariables): Promise<void> {
  await apiClient.post('/api/partners/check-adh-code', {
    body: {
      partner: { id: partnerId, adh_secret_code: code },
      partner_id: partnerId,
      adh_secret_code: code,
      partner_zip: department || null,
      user_id: userId,
    },
  });
}

export function useCheckAdhesionCode() {
  return useMutation({ mutationFn: checkAdhesionCode, meta: { silentErrors: true } });
}
