import type { AccessProfile } from '@plateforme/shared/accounts/access.rules';
import { parseRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/session.ts';

/** The profile fields the payment screens need (GET /api/user, P1 §3). */
export type Payer = AccessProfile & {
  id: number;
  aja_role?: 'aja_young' | 'aja_assistant' | null;
  /** The registration stepper's progress, a JSON string (P1 §3 registration_process). */
  registration_process?: string | null;
  premium_dates?: { start: string | null; end: string | null } | null;
};

/** What the payment screen reads of registration_process. */
export type PayerRegistration = {
  reason: string | null;
  ajaRole: 'aja_young' | 'aja_assistant' | null;
  partnerId: number | null;
};

/** What the payment screen reads of registration_process, by the shared parser. */
export function readRegistration(payer: Payer | null): PayerRegistration {
  const process = parseRegistrationProcess(payer?.registration_process ?? null);
  return { reason: process.reason || null, ajaRole: process.aja_role ?? null, partnerId: process.partner?.id ?? null };
}

/**
 * The signed-in person, read from the profile the route guard has loaded (cached under the
 * shared key) without fetching it again: features do not import each other.
 */
export function usePayer(): Payer | null {
  return useQueryClient().getQueryData<Payer | null>(profileQueryKey) ?? null;
}

/** AJA young people never pay and never see payments (P1-PAY-47, P1-HIST-12). */
export function isAjaYoung(payer: Payer | null): boolean {
  return payer?.aja_role === 'aja_young';
}
