import { describe, expect, it } from 'vitest';
import {
  getRegistrationStep,
  getRegistrationSteps,
  isOrientationComplete,
  needsDepartment,
  needsPartnerCode,
  parseRegistrationProcess,
  partnerCodeFlagFor,
  profileSurveyFlagFor,
  profileSurveyRefFor,
  redirectAfterRegistration,
  serializeRegistrationProcess,
  withOrientation,
  withoutOrientation,
  type RegistrationProcess,
  type RegistrationStepInput,
} from './registration.rules.ts';

const signedIn = (
  process: RegistrationProcess,
  overrides: Partial<RegistrationStepInput> = {},
): RegistrationStepInput => ({
  process,
  userId: 12,
  isPro: false,
  assistantId: null,
  ajaAssistedNb: 0,
  ...overrides,
});

describe('parseRegistrationProcess', () => {
  it('P1-REG-45 reads the JSON string the profile carries, with every key of §3', () => {
    const process = {
      reason: 'ligue',
      aja_role: null,
      partner: { id: 3, adh_secret_code: 'LIGUE75' },
      validLigueCodeRegistered: true,
      validRetreatCodeRegistered: false,
      validPatientsreseauCodeRegistered: false,
      qprRegistered: true,
      qprPatientsreseauRegistered: false,
      qprAjaYoungRegistered: false,
      qprAjaAssistantRegistered: false,
      ajaYoungFormRegistered: false,
      ajaAssistantFormRegistered: false,
    };
    expect(parseRegistrationProcess(JSON.stringify(process))).toEqual(process);
    expect(parseRegistrationProcess(process)).toEqual(process);
  });

  it('reads junk as an empty process (step 1)', () => {
    for (const junk of [undefined, null, '', 'pas du json', '[1,2]', 42, [], '"ligue"']) {
      expect(parseRegistrationProcess(junk)).toEqual({});
    }
  });

  it('drops unknown keys and values of the wrong type, keeps the rest', () => {
    expect(
      parseRegistrationProcess({
        reason: 'inconnu',
        aja_role: 'parent',
        partner: { id: 'x' },
        qprRegistered: 'oui',
        extra: 1,
        ajaYoungFormRegistered: true,
      }),
    ).toEqual({ ajaYoungFormRegistered: true });
    expect(parseRegistrationProcess({ reason: '', partner: null })).toEqual({ reason: '', partner: null });
  });

  it('round-trips through the wire string', () => {
    const process: RegistrationProcess = { reason: 'aja', aja_role: 'aja_young', ajaYoungFormRegistered: true };
    expect(parseRegistrationProcess(serializeRegistrationProcess(process))).toEqual(process);
  });
});

describe('getRegistrationStep (P1 §4 Registration step logic)', () => {
  it('P1-REG-33 "No reason: step 1."', () => {
    expect(getRegistrationStep({ process: {}, userId: null, isPro: false, assistantId: null, ajaAssistedNb: 0 })).toBe(
      1,
    );
    expect(getRegistrationStep(signedIn({ reason: '' }))).toBe(1);
  });

  it('an orientation missing its AJA role or its partner is still step 1 (P1 §5 Orientation)', () => {
    expect(getRegistrationStep(signedIn({ reason: 'aja' }))).toBe(1);
    expect(getRegistrationStep(signedIn({ reason: 'healthinsurance' }))).toBe(1);
    expect(getRegistrationStep(signedIn({ reason: 'employer', partner: null }))).toBe(1);
  });

  it('P1-REG-34 "Reason but no user id: step 2."', () => {
    for (const process of [
      { reason: 'ligue' },
      { reason: 'other' },
      { reason: 'aja', aja_role: 'aja_young' },
      { reason: 'employer', partner: { id: 4 } },
    ] as RegistrationProcess[]) {
      expect(getRegistrationStep({ process, userId: null, isPro: false, assistantId: null, ajaAssistedNb: 0 })).toBe(2);
    }
  });

  it('P1-REG-35 "Step 3 when the partner code is missing for ligue, retreat or patientsreseau"', () => {
    expect(getRegistrationStep(signedIn({ reason: 'ligue' }))).toBe(3);
    expect(getRegistrationStep(signedIn({ reason: 'retreat' }))).toBe(3);
    expect(getRegistrationStep(signedIn({ reason: 'patientsreseau' }))).toBe(3);
    // The flag of another path does not count.
    expect(getRegistrationStep(signedIn({ reason: 'ligue', validRetreatCodeRegistered: true }))).toBe(3);
  });

  it('P1-REG-36 "when an AJA young has no assistant_id and the form is not done"', () => {
    const young: RegistrationProcess = { reason: 'aja', aja_role: 'aja_young' };
    expect(getRegistrationStep(signedIn(young))).toBe(3);
    expect(getRegistrationStep(signedIn(young, { assistantId: 40 }))).toBe(4);
    // P1-REG-24 'Pas d'aidant' marks the form done without a carer.
    expect(getRegistrationStep(signedIn({ ...young, ajaYoungFormRegistered: true }))).toBe(4);
  });

  it('P1-REG-37 "when an AJA assistant has aja_assisted_nb of 0 and the form is not done"', () => {
    const carer: RegistrationProcess = { reason: 'aja', aja_role: 'aja_assistant' };
    expect(getRegistrationStep(signedIn(carer))).toBe(3);
    expect(getRegistrationStep(signedIn(carer, { ajaAssistedNb: 1 }))).toBe(4);
    expect(getRegistrationStep(signedIn({ ...carer, ajaAssistantFormRegistered: true }))).toBe(4);
  });

  it('P1-REG-38 "Step 4 when the profile survey is not done (profile for ligue and patientsreseau; profile_aja_young; profile_aja_assistant)"', () => {
    expect(getRegistrationStep(signedIn({ reason: 'ligue', validLigueCodeRegistered: true }))).toBe(4);
    expect(getRegistrationStep(signedIn({ reason: 'patientsreseau', validPatientsreseauCodeRegistered: true }))).toBe(
      4,
    );
    // patientsreseau has its own flag: the ligue one does not finish it.
    expect(
      getRegistrationStep(
        signedIn({ reason: 'patientsreseau', validPatientsreseauCodeRegistered: true, qprRegistered: true }),
      ),
    ).toBe(4);
    expect(
      getRegistrationStep(
        signedIn({
          reason: 'aja',
          aja_role: 'aja_young',
          ajaYoungFormRegistered: true,
          qprAjaAssistantRegistered: true,
        }),
      ),
    ).toBe(4);
    expect(getRegistrationStep(signedIn({ reason: 'aja', aja_role: 'aja_assistant' }, { ajaAssistedNb: 1 }))).toBe(4);
  });

  it('P1-REG-39 "Otherwise redirect to payment (retreat, ligue, AJA)"', () => {
    expect(
      getRegistrationStep(signedIn({ reason: 'ligue', validLigueCodeRegistered: true, qprRegistered: true })),
    ).toBe('payment');
    expect(getRegistrationStep(signedIn({ reason: 'retreat', validRetreatCodeRegistered: true }))).toBe('payment');
    expect(
      getRegistrationStep(
        signedIn({ reason: 'aja', aja_role: 'aja_young', qprAjaYoungRegistered: true }, { assistantId: 40 }),
      ),
    ).toBe('payment');
    expect(
      getRegistrationStep(
        signedIn({
          reason: 'aja',
          aja_role: 'aja_assistant',
          ajaAssistantFormRegistered: true,
          qprAjaAssistantRegistered: true,
        }),
      ),
    ).toBe('payment');
  });

  it('P1-REG-40 "or welcome": patientsreseau, healthinsurance, employer and other (DESIGN: other ends on /welcome)', () => {
    expect(
      getRegistrationStep(
        signedIn({
          reason: 'patientsreseau',
          validPatientsreseauCodeRegistered: true,
          qprPatientsreseauRegistered: true,
        }),
      ),
    ).toBe('welcome');
    expect(getRegistrationStep(signedIn({ reason: 'healthinsurance', partner: { id: 6 } }))).toBe('welcome');
    expect(getRegistrationStep(signedIn({ reason: 'employer', partner: { id: 8 } }))).toBe('welcome');
    expect(getRegistrationStep(signedIn({ reason: 'other' }))).toBe('welcome');
  });

  it('P1-REG-11 "A logged-in professional is forced to orientation other"', () => {
    expect(getRegistrationStep(signedIn({}, { isPro: true }))).toBe('welcome');
    expect(getRegistrationStep(signedIn({ reason: 'ligue' }, { isPro: true }))).toBe('welcome');
    expect(getRegistrationSteps({ reason: 'ligue' }, true)).toEqual([1, 2]);
  });
});

describe('the steps shown and where the stepper ends', () => {
  it('P1-REG-41 P1-REG-31 healthinsurance, employer and other have steps 1-2; step 4 for ligue, patientsreseau and AJA', () => {
    expect(getRegistrationSteps({ reason: 'healthinsurance', partner: { id: 1 } })).toEqual([1, 2]);
    expect(getRegistrationSteps({ reason: 'employer' })).toEqual([1, 2]);
    expect(getRegistrationSteps({ reason: 'other' })).toEqual([1, 2]);
    expect(getRegistrationSteps({ reason: 'retreat' })).toEqual([1, 2, 3]);
    expect(getRegistrationSteps({ reason: 'ligue' })).toEqual([1, 2, 3, 4]);
    expect(getRegistrationSteps({ reason: 'patientsreseau' })).toEqual([1, 2, 3, 4]);
    expect(getRegistrationSteps({ reason: 'aja', aja_role: 'aja_assistant' })).toEqual([1, 2, 3, 4]);
  });

  it('P1-REG-39 P1-REG-40 payment leads to /payment/subscription, welcome to /welcome', () => {
    expect(redirectAfterRegistration('payment')).toBe('/payment/subscription');
    expect(redirectAfterRegistration('welcome')).toBe('/welcome');
  });

  it('P1-REG-32 step 4 questionnaire by path', () => {
    expect(profileSurveyRefFor({ reason: 'ligue' })).toBe('profile');
    expect(profileSurveyRefFor({ reason: 'patientsreseau' })).toBe('profile');
    expect(profileSurveyRefFor({ reason: 'aja', aja_role: 'aja_young' })).toBe('profile_aja_young');
    expect(profileSurveyRefFor({ reason: 'aja', aja_role: 'aja_assistant' })).toBe('profile_aja_assistant');
    for (const reason of ['retreat', 'healthinsurance', 'employer', 'other', ''] as const) {
      expect(profileSurveyRefFor({ reason })).toBeNull();
      expect(profileSurveyFlagFor({ reason })).toBeNull();
    }
    expect(profileSurveyFlagFor({ reason: 'patientsreseau' })).toBe('qprPatientsreseauRegistered');
  });

  it('P1-REG-18 P1-REG-19 the code is asked for ligue, retreat and patientsreseau, the département for ligue only', () => {
    expect(
      ['ligue', 'retreat', 'patientsreseau', 'aja', 'healthinsurance', 'employer', 'other'].filter((r) =>
        needsPartnerCode(r as never),
      ),
    ).toEqual(['ligue', 'retreat', 'patientsreseau']);
    expect(needsDepartment('ligue')).toBe(true);
    expect(needsDepartment('retreat')).toBe(false);
    expect(partnerCodeFlagFor('retreat')).toBe('validRetreatCodeRegistered');
  });
});

describe('changing the orientation', () => {
  it('P1-REG-10 "Picking a reason other than aja clears the AJA role."', () => {
    const aja: RegistrationProcess = { reason: 'aja', aja_role: 'aja_young' };
    expect(withOrientation(aja, { reason: 'ligue' })).toEqual({ reason: 'ligue', aja_role: null, partner: null });
  });

  it('P1-REG-23 "\'Modifier mon orientation\' resets reason and partner"', () => {
    const process: RegistrationProcess = {
      reason: 'retreat',
      partner: { id: 5 },
      validRetreatCodeRegistered: true,
      qprRegistered: true,
    };
    const reset = withoutOrientation(process);
    expect(reset).toEqual({ reason: '', aja_role: null, partner: null, qprRegistered: true });
    expect(getRegistrationStep(signedIn(reset))).toBe(1);
  });

  it('a code checked for one path does not count for another; the same path chosen again keeps it', () => {
    const ligue: RegistrationProcess = { reason: 'ligue', partner: { id: 2 }, validLigueCodeRegistered: true };
    expect(withOrientation(ligue, { reason: 'retreat' })).toEqual({ reason: 'retreat', aja_role: null, partner: null });
    expect(withOrientation(ligue, { reason: 'ligue' })).toEqual({ ...ligue, aja_role: null });
  });

  it('only healthinsurance and employer keep a partner chosen on step 1', () => {
    expect(withOrientation({}, { reason: 'employer', partner: { id: 9 } })).toMatchObject({ partner: { id: 9 } });
    expect(withOrientation({}, { reason: 'other', partner: { id: 9 } })).toMatchObject({ partner: null });
  });

  it('isOrientationComplete follows P1 §5', () => {
    expect(isOrientationComplete({ reason: 'aja', aja_role: 'aja_assistant' })).toBe(true);
    expect(isOrientationComplete({ reason: 'healthinsurance', partner: { id: 1 } })).toBe(true);
    expect(isOrientationComplete({ reason: 'other' })).toBe(true);
    expect(isOrientationComplete({})).toBe(false);
  });
});
