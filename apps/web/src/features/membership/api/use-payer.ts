import type { AccessProfile } from '@plateforme/shared/accounts/access.rules';
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

/** Reads registration_process; anything missing or unreadable is null. */
export function readRegistration(payer: Payer | null): PayerRegistration {
  const empty: PayerRegistration = { reason: null, ajaRole: null, partnerId: null };
  if (!payer?.registration_process) return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payer.registration_process);
  } catch {
    return empty;
  }
  if (!parsed || typeof parsed !== 'object') return empty;
  const process = parsed as Record<string, unknown>;
  const partner = process.partner && typeof process.partner === 'object' ? (process.partner as Record<string, unknown>) : null;
  const partnerId = Number(partner?.id);
  return {
    reason: typeof process.reason === 'string' && process.reason !== '' ? process.reason : null,
    ajaRole: process.aja_role === 'aja_young' || process.aja_role === 'aja_assistant' ? process.aja_role : null,
    partnerId: Number.isInteger(partnerId) && partnerId > 0 ? partnerId : null,
  };
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
