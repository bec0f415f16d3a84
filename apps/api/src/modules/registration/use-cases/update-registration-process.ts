/**
 * PUT /api/users/{id}/update-registration-process (P1 §3, §4, §7): the stepper saves its
 * progress once the account exists. The server keeps the process honest:
 * - the orientation (reason, aja_role, partner) may change, or be reset, until the account
 *   is complete, unless the person is a professional (always other) or AJA links exist;
 * - partner-code flags are only earned through POST /api/partners/check-adh-code;
 * - a step's flag is accepted only once the stepper has reached that step, and only when
 *   what it claims happened: the questionnaire answered, the young person registered.
 */
import { hasAnsweredSurvey } from '../../surveys/surveys.service.ts';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { conflict, forbidden, invalid } from '@plateforme/shared/errors/app-error';
import {
  PARTNER_CODE_REASONS,
  isReason,
  needsPartnerChoice,
  partnerCodeFlagFor,
  profileSurveyFlagFor,
  withOrientation,
  withoutOrientation,
  type RegistrationFlag,
  type RegistrationStep,
} from '@plateforme/shared/registration/registration.rules';
import { getRegistrantAgeAlert } from '@plateforme/shared/registration/registrant-age.rules';
import type { Db } from '../../../db/client.ts';
import type { RegistrationProcess } from '../../../db/schema/index.ts';
import {
  ageAlertText,
  isBefore,
  lockRegistrant,
  saveProgress,
  stepOf,
  type Registrant,
} from '../registration.service.ts';
import { assertChosenPartner } from './register-user.ts';

const codeFlags = new Set<RegistrationFlag>(PARTNER_CODE_REASONS.map(partnerCodeFlagFor));

/** Step 3's flags before step 4's, so one call may finish step 3 and then step 4. */
const stepThreeFlags: RegistrationFlag[] = ['ajaYoungFormRegistered', 'ajaAssistantFormRegistered'];
const surveyFlags: Record<string, string> = {
  qprRegistered: 'profile',
  qprPatientsreseauRegistered: 'profile',
  qprAjaYoungRegistered: 'profile_aja_young',
  qprAjaAssistantRegistered: 'profile_aja_assistant',
};

const sameOrientation = (a: RegistrationProcess, b: RegistrationProcess) =>
  (a.reason ?? '') === (b.reason ?? '') &&
  (a.reason !== 'aja' || (a.aja_role ?? null) === (b.aja_role ?? null)) &&
  (!needsPartnerChoice(a.reason) || (a.partner?.id ?? null) === (b.partner?.id ?? null));

async function applyOrientation(
  db: Db,
  registrant: Registrant,
  incoming: RegistrationProcess,
  now: Date,
): Promise<RegistrationProcess> {
  const { user } = registrant;
  const current = user.registrationProcess;
  // A call without `reason` only reports progress.
  if (incoming.reason === undefined || sameOrientation(current, incoming)) return current;

  if (user.role !== 'user') {
    // Professionals (and staff) are always other (P1 §4, §6): saying so is no change.
    if (incoming.reason === 'other' || incoming.reason === '') return current;
    throw invalid('registration_process.reason', registrationMessages.proOrientationFixed);
  }
  if (user.completedAt) throw conflict(registrationMessages.registrationFinished);
  if (user.assistantId !== null || registrant.assistedNb > 0) throw conflict(registrationMessages.ajaLinksExist);
  if (!isReason(incoming.reason)) return withoutOrientation(current);

  if (user.birthdate) {
    const alert = getRegistrantAgeAlert({
      birthdate: user.birthdate,
      reason: incoming.reason,
      ajaRole: incoming.aja_role,
      today: now,
    });
    const text = alert ? ageAlertText(alert) : null;
    if (text)
      throw invalid(incoming.reason === 'aja' ? 'registration_process.aja_role' : 'registration_process.reason', text);
  }
  await assertChosenPartner(db, incoming.reason, incoming.partner?.id, 'registration_process.partner.id');
  return withOrientation(current, { reason: incoming.reason, aja_role: incoming.aja_role, partner: incoming.partner });
}

/** A flag turned on must belong to a step already reached, and be true. */
async function acceptFlag(db: Db, registrant: Registrant, process: RegistrationProcess, flag: RegistrationFlag) {
  const step: RegistrationStep = stepOf(registrant, process);
  if (codeFlags.has(flag)) throw conflict(registrationMessages.codeNotChecked);
  if (flag === 'ajaYoungFormRegistered') {
    if (process.reason !== 'aja' || process.aja_role !== 'aja_young' || isBefore(step, 3)) {
      throw conflict(registrationMessages.stepNotReached);
    }
    return;
  }
  if (flag === 'ajaAssistantFormRegistered') {
    if (process.reason !== 'aja' || process.aja_role !== 'aja_assistant' || isBefore(step, 3)) {
      throw conflict(registrationMessages.stepNotReached);
    }
    // The carer's step 3 has no skip: it is done by registering the young person.
    if (registrant.assistedNb === 0) throw conflict(registrationMessages.youngFormRequired);
    return;
  }
  if (profileSurveyFlagFor(process) === flag && isBefore(step, 4)) throw conflict(registrationMessages.stepNotReached);
  const ref = surveyFlags[flag];
  if (!ref || !(await hasAnsweredSurvey(db, registrant.user.id, ref))) {
    throw conflict(registrationMessages.surveyNotAnswered);
  }
}

export async function updateRegistrationProcess(
  db: Db,
  viewerId: number,
  targetId: number,
  incoming: RegistrationProcess,
  now = new Date(),
) {
  if (viewerId !== targetId) throw forbidden();
  return db.transaction(async (tx) => {
    const registrant = await lockRegistrant(tx, targetId);
    const current = registrant.user.registrationProcess;
    const oriented = await applyOrientation(tx, registrant, incoming, now);
    const orientationChanged = oriented !== current;

    let next: RegistrationProcess = { ...oriented };
    const flagsInOrder = [...stepThreeFlags, ...Object.keys(surveyFlags), ...codeFlags] as RegistrationFlag[];
    for (const flag of flagsInOrder) {
      const wanted = incoming[flag];
      if (wanted === undefined || wanted === Boolean(next[flag])) continue;
      // Code flags are the server's: an orientation change drops them, nothing else does.
      if (codeFlags.has(flag) && (orientationChanged || !wanted)) continue;
      if (wanted) await acceptFlag(tx, registrant, next, flag);
      next = { ...next, [flag]: wanted };
      if (!wanted) delete next[flag];
    }

    const isAja = next.reason === 'aja' && Boolean(next.aja_role);
    const links = orientationChanged ? { isAja, ajaRole: isAja ? (next.aja_role ?? null) : null } : {};
    await saveProgress(tx, registrant, next, now, links);
    return next;
  });
}
