import { parseRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import type { Profile } from '../../../lib/profile.ts';

/** What the payment screen reads of registration_process (P1 §3). */
export type PayerRegistration = {
  reason: string | null;
  ajaRole: 'aja_young' | 'aja_assistant' | null;
  partnerId: number | null;
};

/** The orientation, AJA role and partner of the stepper, by the shared parser. */
export function readRegistration(payer: Profile | null): PayerRegistration {
  const process = parseRegistrationProcess(payer?.registration_process ?? null);
  return { reason: process.reason || null, ajaRole: process.aja_role ?? null, partnerId: process.partner?.id ?? null };
}
