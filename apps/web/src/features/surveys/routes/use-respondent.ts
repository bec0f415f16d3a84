import type { AjaRole } from '@plateforme/shared/accounts/age.rules';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/session.ts';

/** The profile fields a questionnaire screen needs: whose answers, which questionnaire, where next. */
export type Respondent = { id: number; is_aja: boolean; aja_role?: AjaRole | null };

/**
 * The signed-in person, read from the profile the route guard has loaded (GET /api/user,
 * cached under the shared key) without fetching it again: features do not import each other.
 */
export function useRespondent(): Respondent | null {
  return useQueryClient().getQueryData<Respondent | null>(profileQueryKey) ?? null;
}
