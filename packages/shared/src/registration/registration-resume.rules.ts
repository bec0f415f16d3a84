/**
 * Resuming a registration (issue « reprendre une inscription là où elle s'est arrêtée »):
 * where a signed-in person who stopped on a partner's path goes back to, whether the server
 * already holds her checked partner code, and how a typed code is compared.
 */
import {
  getRegistrationStep,
  needsPartnerCode,
  partnerCodeFlagFor,
  type RegistrationProcess,
  type RegistrationStepInput,
} from './registration.rules.ts';

/**
 * A partner code as it is compared: surrounding spaces dropped and upper case, since codes
 * are read from paper and typed on phones ('ligue75 ' is 'LIGUE75'). Codes are issued in
 * upper case (the back office's generator, the seed).
 */
export function normalizePartnerCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether the server holds this person's partner code, checked at step 3: the code path's
 * flag is on and the recorded partner is this one. The free adhesion then does not ask for
 * the code again.
 */
export function hasCheckedPartnerCode(process: RegistrationProcess, partnerId: number | null | undefined): boolean {
  const { reason } = process;
  if (!needsPartnerCode(reason) || partnerId == null) return false;
  return process.partner?.id === partnerId && process[partnerCodeFlagFor(reason)] === true;
}

/**
 * The stepper's next step for a signed-in person who stopped on a partner's path (ligue,
 * retreat, patientsreseau) after creating her account: 3 (the code) or 4 (the
 * questionnaire); null when there is nothing to resume. Only the partner paths are read: an
 * account made by the staff or through an invitation carries no such reason, and the AJA
 * paths keep their own screens.
 */
export function getStepToResume(input: RegistrationStepInput & { userId: number }): 3 | 4 | null {
  if (input.isPro || !needsPartnerCode(input.process.reason)) return null;
  const step = getRegistrationStep(input);
  return step === 3 || step === 4 ? step : null;
}
