import { describe, expect, it } from 'vitest';
import { getStepToResume, hasCheckedPartnerCode, normalizePartnerCode } from './registration-resume.rules.ts';
import { checkAdhCodeInputSchema } from './registration.schemas.ts';
import type { RegistrationProcess } from './registration.rules.ts';

const signedIn = (process: RegistrationProcess) => ({
  process,
  userId: 12,
  isPro: false,
  assistantId: null,
  ajaAssistedNb: 0,
});

describe('normalizePartnerCode', () => {
  it('reads a code in any case, spaces around dropped', () => {
    expect(normalizePartnerCode('  ligue75 ')).toBe('LIGUE75');
    expect(normalizePartnerCode('k7qm-3xrp-w9td')).toBe('K7QM-3XRP-W9TD');
  });

  it('P1-REG-25 the code check sends the code as issued', () => {
    const parsed = checkAdhCodeInputSchema.parse({
      partner: { id: 3, adh_secret_code: ' Ligue75 ' },
      partner_zip: '75',
    });
    expect(parsed.adh_secret_code).toBe('LIGUE75');
  });
});

describe('hasCheckedPartnerCode', () => {
  const checked = { reason: 'ligue', partner: { id: 3 }, validLigueCodeRegistered: true } as const;

  it('is true for the partner whose code step 3 checked', () => {
    expect(hasCheckedPartnerCode(checked, 3)).toBe(true);
  });

  it('is false for another partner, without the flag, or on a path without a code', () => {
    expect(hasCheckedPartnerCode(checked, 4)).toBe(false);
    expect(hasCheckedPartnerCode({ reason: 'ligue', partner: { id: 3 } }, 3)).toBe(false);
    expect(hasCheckedPartnerCode({ reason: 'employer', partner: { id: 3 } }, 3)).toBe(false);
    expect(hasCheckedPartnerCode(checked, null)).toBe(false);
  });
});

describe('getStepToResume', () => {
  it('P1-REG-35 P1-REG-38 sends a partner path back to its code, then to its questionnaire', () => {
    expect(getStepToResume(signedIn({ reason: 'ligue', aja_role: null, partner: null }))).toBe(3);
    expect(getStepToResume(signedIn({ reason: 'retreat' }))).toBe(3);
    expect(getStepToResume(signedIn({ reason: 'ligue', partner: { id: 3 }, validLigueCodeRegistered: true }))).toBe(4);
  });

  it('has nothing to resume once finished, on the other paths, for a professional or an invited account', () => {
    const done = { reason: 'ligue', partner: { id: 3 }, validLigueCodeRegistered: true, qprRegistered: true } as const;
    expect(getStepToResume(signedIn(done))).toBeNull();
    expect(
      getStepToResume(signedIn({ reason: 'retreat', partner: { id: 5 }, validRetreatCodeRegistered: true })),
    ).toBeNull();
    expect(getStepToResume(signedIn({ reason: 'employer', partner: { id: 8 } }))).toBeNull();
    expect(getStepToResume(signedIn({ reason: 'aja', aja_role: 'aja_assistant' }))).toBeNull();
    expect(getStepToResume(signedIn({}))).toBeNull();
    expect(getStepToResume({ ...signedIn({ reason: 'ligue' }), isPro: true })).toBeNull();
  });
});
