/**
 * The age dialogs of registration (P1 §2 dialogs, §5; DESIGN.md ages, counted on the day in
 * Paris), on the age rules of accounts/age.rules.ts.
 */
import { ADULT_AGE, ageOn, checkRegistrationAge, isValidBirthdate, type AjaRole } from '../accounts/age.rules.ts';
import type { Reason } from './registration.rules.ts';

export type RegistrantAgeAlert = 'minor' | 'switch_to_aja' | 'too_old_for_aja' | 'carer_minor';

/**
 * The dialog the registration form opens for the person registering themself (P1 §2
 * dialogs, §5; DESIGN.md ages, counted on the day in Paris):
 * - minor: under 18 (AJA young or not): a parent or carer registers first;
 * - carer_minor: an AJA assistant under 18 (a carer must be an adult);
 * - too_old_for_aja: an AJA young person over 30;
 * - switch_to_aja: a non-AJA person of 18 to 30 may keep their path or switch to AJA.
 * Null when none applies, or while the birthdate is not a valid date yet.
 */
export function getRegistrantAgeAlert(input: {
  birthdate: string;
  reason: Reason | '' | null | undefined;
  ajaRole: AjaRole | null | undefined;
  today: Date;
}): RegistrantAgeAlert | null {
  const ajaRole = input.reason === 'aja' ? (input.ajaRole ?? null) : null;
  const dialog = checkRegistrationAge({ birthdate: input.birthdate, ajaRole }, input.today);
  if (dialog === 'aja_eligible') return input.reason === 'aja' ? null : 'switch_to_aja';
  return dialog;
}

/** Every alert stops the registration except the AJA offer, which the person may decline. */
export function isBlockingAgeAlert(alert: RegistrantAgeAlert): boolean {
  return alert !== 'switch_to_aja';
}

/**
 * The carer flow's 'majeur' dialog (P1 §2, §5): the child is 18 or more and must register
 * themself. False while the birthdate is not a valid date.
 */
export function isChildOfAge(input: { birthdate: string; today: Date }): boolean {
  if (!isValidBirthdate(input.birthdate, input.today)) return false;
  return ageOn(input.birthdate, input.today) >= ADULT_AGE;
}
