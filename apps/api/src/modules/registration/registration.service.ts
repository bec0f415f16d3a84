/**
 * What the registration use-cases share: where a member stands in the stepper, the
 * refusals of a step, and saving progress (with the account marked complete when the stepper ends).
 */
import { AppError, conflict } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import {
  getRegistrationStep,
  isRegistrationFinished,
  type RegistrationStep,
} from '@plateforme/shared/registration/registration.rules';
import { type RegistrantAgeAlert } from '@plateforme/shared/registration/registrant-age.rules';
import type { Db } from '../../db/client.ts';
import type { RegistrationProcess, User } from '../../db/schema/index.ts';
import { countAssistedYoung, lockUser, updateUserFields } from '../accounts/people.service.ts';

/** Steps in stepper order, to tell "not reached yet" from "already done". */
const stepRank = (step: RegistrationStep): number => (typeof step === 'number' ? step : 5);

export type Registrant = { user: User; assistedNb: number };

export function stepOf(
  { user, assistedNb }: Registrant,
  process: RegistrationProcess = user.registrationProcess,
): RegistrationStep {
  return getRegistrationStep({
    process,
    userId: user.id,
    // Staff accounts follow the professionals' rule: orientation other.
    isPro: user.role !== 'user',
    assistantId: user.assistantId,
    ajaAssistedNb: assistedNb,
  });
}

/** The user row locked for the transaction, with what the step logic needs. */
export async function lockRegistrant(tx: Db, userId: number): Promise<Registrant> {
  const user = await lockUser(tx, userId);
  if (!user) throw new AppError('not_found', errorMessages.notFound);
  return { user, assistedNb: user.ajaRole === 'aja_assistant' ? await countAssistedYoung(tx, userId) : 0 };
}

/** Refuses a call made for step `expected` while the stepper stands elsewhere (409). */
export function assertAtStep(registrant: Registrant, expected: 3 | 4): void {
  const step = stepOf(registrant);
  if (stepRank(step) < expected) throw conflict(registrationMessages.stepNotReached);
  if (stepRank(step) > expected) throw conflict(registrationMessages.stepPassed);
}

export function isBefore(step: RegistrationStep, expected: 3 | 4): boolean {
  return stepRank(step) < expected;
}

/**
 * Writes the new process; the first time the stepper ends (payment or welcome) the account
 * is marked complete.
 */
export async function saveProgress(
  tx: Db,
  registrant: Registrant,
  process: RegistrationProcess,
  now: Date,
  extra: Partial<User> = {},
) {
  const step = stepOf({ ...registrant, user: { ...registrant.user, ...extra } }, process);
  const finishes = isRegistrationFinished(step) && !registrant.user.completedAt;
  await updateUserFields(tx, registrant.user.id, {
    ...extra,
    registrationProcess: process,
    ...(finishes ? { completedAt: now } : {}),
  });
  return step;
}

/** The member number shown on the profile, as the seed numbers members. */
export const memberCodeFor = (userId: number) => `ADH-${String(userId).padStart(5, '0')}`;

const ageAlertTexts: Record<Exclude<RegistrantAgeAlert, 'switch_to_aja'>, string> = {
  minor: registrationMessages.ageDialogs.minor.text,
  carer_minor: registrationMessages.ageDialogs.carerMinor.text,
  too_old_for_aja: registrationMessages.ageDialogs.tooOldForAja.text,
};

export function ageAlertText(alert: RegistrantAgeAlert): string | null {
  return alert === 'switch_to_aja' ? null : ageAlertTexts[alert];
}
