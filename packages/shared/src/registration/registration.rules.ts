/**
 * The registration stepper's rules (P1 §2 Registration, §3 registration_process, §4
 * Registration step logic, §5) with DESIGN.md's answers: `other` is a stored reason that
 * ends on /welcome, a professional is always `other`. The age dialogs are registrant-age.rules.ts.
 * The web picks the step and the dialogs with these; the API refuses what they refuse.
 */
import type { AjaRole } from '../accounts/age.rules.ts';

export type { AjaRole } from '../accounts/age.rules.ts';

export const ORIENTATION_REASONS = [
  'ligue',
  'aja',
  'healthinsurance',
  'employer',
  'patientsreseau',
  'retreat',
  'other',
] as const;
export type Reason = (typeof ORIENTATION_REASONS)[number];

export const AJA_ROLES = ['aja_young', 'aja_assistant'] as const satisfies readonly AjaRole[];

/** Reasons whose step 3 asks for a partner's member code (P1 §2 step 3). */
export const PARTNER_CODE_REASONS = ['ligue', 'retreat', 'patientsreseau'] as const satisfies readonly Reason[];
export type PartnerCodeReason = (typeof PARTNER_CODE_REASONS)[number];

/** Reasons whose step 1 asks to pick a partner from a list (P1 §5 Orientation). */
export const PARTNER_CHOICE_REASONS = ['healthinsurance', 'employer'] as const satisfies readonly Reason[];

/** Paths that end on the subscription payment (free adhesion included); the others on /welcome. */
export const PAYMENT_REASONS = ['retreat', 'ligue', 'aja'] as const satisfies readonly Reason[];

/** The progress flags of P1 §3, in the order the spec lists them. */
export const REGISTRATION_FLAGS = [
  'validLigueCodeRegistered',
  'validRetreatCodeRegistered',
  'validPatientsreseauCodeRegistered',
  'qprRegistered',
  'qprPatientsreseauRegistered',
  'qprAjaYoungRegistered',
  'qprAjaAssistantRegistered',
  'ajaYoungFormRegistered',
  'ajaAssistantFormRegistered',
] as const;
export type RegistrationFlag = (typeof REGISTRATION_FLAGS)[number];

/**
 * registration_process as the wire carries it (a JSON string in the profile and in
 * PUT update-registration-process). The partner's code may travel in `partner` but is
 * never stored (ADR 002).
 */
export type RegistrationProcess = {
  reason?: Reason | '';
  aja_role?: AjaRole | null;
  partner?: { id: number; adh_secret_code?: string } | null;
} & { [flag in RegistrationFlag]?: boolean };

export type RegistrationStep = 1 | 2 | 3 | 4 | 'payment' | 'welcome';

export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && (ORIENTATION_REASONS as readonly string[]).includes(value);
}

export function isAjaRole(value: unknown): value is AjaRole {
  return typeof value === 'string' && (AJA_ROLES as readonly string[]).includes(value);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a registration_process from the profile's JSON string or an object. Anything that
 * is not a known key of the right type is dropped, so junk reads as {} (step 1).
 */
export function parseRegistrationProcess(raw: unknown): RegistrationProcess {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!isPlainObject(value)) return {};
  const process: RegistrationProcess = {};
  if (value.reason === '' || isReason(value.reason)) process.reason = value.reason;
  if (value.aja_role === null || isAjaRole(value.aja_role)) process.aja_role = value.aja_role;
  if (value.partner === null) process.partner = null;
  else if (isPlainObject(value.partner)) {
    const id = Number(value.partner.id);
    if (Number.isInteger(id) && id > 0) {
      process.partner = { id };
      if (typeof value.partner.adh_secret_code === 'string')
        process.partner.adh_secret_code = value.partner.adh_secret_code;
    }
  }
  for (const flag of REGISTRATION_FLAGS) {
    if (typeof value[flag] === 'boolean') process[flag] = value[flag];
  }
  return process;
}

/** The wire string of a process (what GET /api/user carries and the PUT sends). */
export function serializeRegistrationProcess(process: RegistrationProcess): string {
  return JSON.stringify(process);
}

export function needsPartnerCode(reason: Reason | '' | null | undefined): reason is PartnerCodeReason {
  return (PARTNER_CODE_REASONS as readonly string[]).includes(reason ?? '');
}

/** The Ligue's committees are per département: step 3 asks for it beside the code. */
export function needsDepartment(reason: Reason | '' | null | undefined): boolean {
  return reason === 'ligue';
}

export function needsPartnerChoice(reason: Reason | '' | null | undefined): boolean {
  return (PARTNER_CHOICE_REASONS as readonly string[]).includes(reason ?? '');
}

/** The flag a valid partner code sets (POST /api/partners/check-adh-code). */
export function partnerCodeFlagFor(reason: PartnerCodeReason): RegistrationFlag {
  if (reason === 'ligue') return 'validLigueCodeRegistered';
  if (reason === 'retreat') return 'validRetreatCodeRegistered';
  return 'validPatientsreseauCodeRegistered';
}

/**
 * Step 4's questionnaire (P1 §4): `profile` for ligue and patientsreseau, the AJA ones by
 * role, none for the other paths.
 */
export function profileSurveyRefFor(
  process: RegistrationProcess,
): 'profile' | 'profile_aja_young' | 'profile_aja_assistant' | null {
  if (process.reason === 'ligue' || process.reason === 'patientsreseau') return 'profile';
  if (process.reason === 'aja' && process.aja_role === 'aja_young') return 'profile_aja_young';
  if (process.reason === 'aja' && process.aja_role === 'aja_assistant') return 'profile_aja_assistant';
  return null;
}

/** The flag that says step 4's questionnaire was answered, for this path. */
export function profileSurveyFlagFor(process: RegistrationProcess): RegistrationFlag | null {
  if (process.reason === 'ligue') return 'qprRegistered';
  if (process.reason === 'patientsreseau') return 'qprPatientsreseauRegistered';
  if (process.reason === 'aja' && process.aja_role === 'aja_young') return 'qprAjaYoungRegistered';
  if (process.reason === 'aja' && process.aja_role === 'aja_assistant') return 'qprAjaAssistantRegistered';
  return null;
}

/**
 * Step 1 is done: a reason, an AJA role with aja, a partner with healthinsurance and
 * employer (P1 §5 Orientation).
 */
export function isOrientationComplete(process: RegistrationProcess): boolean {
  if (!isReason(process.reason)) return false;
  if (process.reason === 'aja') return isAjaRole(process.aja_role);
  if (needsPartnerChoice(process.reason)) return typeof process.partner?.id === 'number' && process.partner.id > 0;
  return true;
}

export type RegistrationStepInput = {
  process: RegistrationProcess;
  /** Null before the account exists (the process is then kept in the browser). */
  userId: number | null;
  /** A professional is forced to orientation other (P1 §4, §6). */
  isPro: boolean;
  /** The AJA young person's carer, from the profile. */
  assistantId: number | null;
  /** How many young people this carer registered (profile aja_assisted_nb). */
  ajaAssistedNb: number;
};

/**
 * Where the stepper stands (P1 §4 Registration step logic):
 * - no reason (or an orientation missing its AJA role or partner): step 1;
 * - a reason but no user id: step 2;
 * - step 3 when the partner code is missing for ligue, retreat or patientsreseau; when an
 *   AJA young has no assistant_id and the form is not done; when an AJA assistant has
 *   aja_assisted_nb of 0 and the form is not done;
 * - step 4 when the profile survey is not done (profile for ligue and patientsreseau,
 *   profile_aja_young, profile_aja_assistant);
 * - otherwise payment (retreat, ligue, AJA) or welcome (healthinsurance, employer, other).
 */
export function getRegistrationStep(input: RegistrationStepInput): RegistrationStep {
  const process = effectiveProcess(input.process, input.isPro);
  const { reason } = process;
  if (!isReason(reason) || !isOrientationComplete(process)) return 1;
  if (input.userId === null) return 2;
  if (needsPartnerCode(reason) && !process[partnerCodeFlagFor(reason)]) return 3;
  if (
    reason === 'aja' &&
    process.aja_role === 'aja_young' &&
    input.assistantId === null &&
    !process.ajaYoungFormRegistered
  ) {
    return 3;
  }
  if (
    reason === 'aja' &&
    process.aja_role === 'aja_assistant' &&
    input.ajaAssistedNb === 0 &&
    !process.ajaAssistantFormRegistered
  ) {
    return 3;
  }
  const surveyFlag = profileSurveyFlagFor(process);
  if (surveyFlag && !process[surveyFlag]) return 4;
  return (PAYMENT_REASONS as readonly string[]).includes(reason) ? 'payment' : 'welcome';
}

/** The process as the rules read it: a professional's reason is always other. */
export function effectiveProcess(process: RegistrationProcess, isPro: boolean): RegistrationProcess {
  return isPro ? { ...process, reason: 'other', aja_role: null, partner: null } : process;
}

export function isRegistrationFinished(step: RegistrationStep): step is 'payment' | 'welcome' {
  return step === 'payment' || step === 'welcome';
}

export const REDIRECT_AFTER_REGISTRATION = {
  payment: '/payment/subscription',
  welcome: '/welcome',
} as const;

/** Where the person goes once every step is done. */
export function redirectAfterRegistration(step: 'payment' | 'welcome'): string {
  return REDIRECT_AFTER_REGISTRATION[step];
}

/**
 * The steps the stepper shows for an orientation (P1 §4: healthinsurance, employer and
 * other have no step 3 or 4; step 4 only for ligue, patientsreseau and AJA).
 */
export function getRegistrationSteps(process: RegistrationProcess, isPro = false): (1 | 2 | 3 | 4)[] {
  const effective = effectiveProcess(process, isPro);
  const steps: (1 | 2 | 3 | 4)[] = [1, 2];
  if (needsPartnerCode(effective.reason) || effective.reason === 'aja') steps.push(3);
  if (profileSurveyFlagFor(effective)) steps.push(4);
  return steps;
}

export type Orientation = { reason: Reason; aja_role?: AjaRole | null; partner?: { id: number } | null };

/**
 * Step 1 chosen (or changed): a reason other than aja clears the AJA role (P1 §4), only
 * healthinsurance and employer keep a partner picked on step 1, and a partner code checked
 * for an earlier orientation no longer counts. The questionnaire and carer flags stay:
 * they record things that happened.
 */
export function withOrientation(process: RegistrationProcess, orientation: Orientation): RegistrationProcess {
  const { reason } = orientation;
  const sameCodePath = needsPartnerCode(reason) && process.reason === reason;
  let partner: RegistrationProcess['partner'] = null;
  if (needsPartnerChoice(reason) && orientation.partner) partner = { id: orientation.partner.id };
  else if (sameCodePath && process.partner) partner = { id: process.partner.id };
  const next: RegistrationProcess = {
    ...process,
    reason,
    aja_role: reason === 'aja' ? (orientation.aja_role ?? null) : null,
    partner,
  };
  for (const codeReason of PARTNER_CODE_REASONS) {
    // The same code path chosen again keeps its checked code; any other change drops it.
    if (!(sameCodePath && codeReason === reason && partner)) delete next[partnerCodeFlagFor(codeReason)];
  }
  return dropFalseFlags(next);
}

/** 'Modifier mon orientation': reason and partner reset, back to step 1 (P1 §4). */
export function withoutOrientation(process: RegistrationProcess): RegistrationProcess {
  return dropFalseFlags({
    ...process,
    reason: '',
    aja_role: null,
    partner: null,
    validLigueCodeRegistered: false,
    validRetreatCodeRegistered: false,
    validPatientsreseauCodeRegistered: false,
  });
}

function dropFalseFlags(process: RegistrationProcess): RegistrationProcess {
  const result: RegistrationProcess = { ...process };
  for (const flag of REGISTRATION_FLAGS) if (result[flag] === false) delete result[flag];
  return result;
}

/** What a partner supports (P1 §3 Partner). */
export const PARTNER_SUPPORT_TYPES = [
  'ligue',
  'retreat',
  'healthinsurance',
  'employer',
  'patientsreseau',
  'healthcenter',
] as const;
