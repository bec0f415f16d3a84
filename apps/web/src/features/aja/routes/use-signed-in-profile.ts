import type { AccessProfile } from '@plateforme/shared/accounts/access.rules';
import type { AjaRole } from '@plateforme/shared/accounts/age.rules';
import { skipToken, useQuery } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/session.ts';

type Flag = boolean | number | null | undefined;

/** The profile fields the AJA home reads (GET /api/user, P1 §3). */
export type AjaHomeProfile = AccessProfile & {
  id: number;
  firstname: string;
  aja_role?: AjaRole | null;
  birthdate?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  phone?: string | null;
  qr_info_alert?: Flag;
  qsat_alert?: Flag;
  cog_alert?: Flag;
};

/**
 * The signed-in person (null for a visitor), from the profile the route guard has loaded,
 * kept up to date without fetching it again: features do not import each other.
 */
export function useSignedInProfile(): AjaHomeProfile | null {
  const { data } = useQuery<AjaHomeProfile | null>({ queryKey: profileQueryKey, queryFn: skipToken });
  return data ?? null;
}
