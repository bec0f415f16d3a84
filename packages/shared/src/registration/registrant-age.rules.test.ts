import { describe, expect, it } from 'vitest';
import { getRegistrantAgeAlert, isBlockingAgeAlert, isChildOfAge } from './registrant-age.rules.ts';

describe('age dialogs (P1 §2 dialogs, §5, DESIGN.md ages)', () => {
  // Noon in Paris in winter: the calendar day is 15 January 2026 in every zone.
  const today = new Date('2026-01-15T11:00:00Z');
  const born = {
    age17y364d: '2008-01-16',
    age18: '2008-01-15',
    age30: '1995-01-16',
    age31: '1995-01-15',
    age25: '2000-06-01',
    age45: '1980-06-01',
    age16: '2009-06-01',
  };
  const alert = (
    birthdate: string,
    reason: Parameters<typeof getRegistrantAgeAlert>[0]['reason'],
    ajaRole: 'aja_young' | 'aja_assistant' | null = null,
  ) => getRegistrantAgeAlert({ birthdate, reason, ajaRole, today });

  it('P1-REGR-11 "Under 18 at registration is blocked with a minor alert" on every path', () => {
    for (const reason of ['ligue', 'retreat', 'patientsreseau', 'healthinsurance', 'employer', 'other'] as const) {
      expect(alert(born.age17y364d, reason)).toBe('minor');
    }
    expect(isBlockingAgeAlert('minor')).toBe(true);
  });

  it('P1-REGR-12 P1-REGR-13 "AJA young must be 18-30: under 18 gives the minor alert, over 30 the too-old alert"', () => {
    expect(alert(born.age17y364d, 'aja', 'aja_young')).toBe('minor');
    expect(alert(born.age18, 'aja', 'aja_young')).toBeNull();
    expect(alert(born.age30, 'aja', 'aja_young')).toBeNull();
    expect(alert(born.age31, 'aja', 'aja_young')).toBe('too_old_for_aja');
    expect(isBlockingAgeAlert('too_old_for_aja')).toBe(true);
  });

  it('P1-REGR-14 "AJA assistant under 18 gives a minor alert" (a carer must be an adult)', () => {
    expect(alert(born.age17y364d, 'aja', 'aja_assistant')).toBe('carer_minor');
    expect(alert(born.age18, 'aja', 'aja_assistant')).toBeNull();
    expect(alert(born.age45, 'aja', 'aja_assistant')).toBeNull();
    expect(isBlockingAgeAlert('carer_minor')).toBe(true);
  });

  it('P1-REGR-15 "A non-AJA user aged 18-30 sees an offer to switch to AJA" (which they may decline)', () => {
    expect(alert(born.age18, 'other')).toBe('switch_to_aja');
    expect(alert(born.age25, 'ligue')).toBe('switch_to_aja');
    expect(alert(born.age30, 'employer')).toBe('switch_to_aja');
    expect(alert(born.age31, 'other')).toBeNull();
    expect(isBlockingAgeAlert('switch_to_aja')).toBe(false);
  });

  it('an AJA role left over from another reason is ignored', () => {
    expect(alert(born.age25, 'other', 'aja_young')).toBe('switch_to_aja');
  });

  it('no dialog while the birthdate is not a valid date yet', () => {
    expect(alert('2008-02-30', 'other')).toBeNull();
    expect(alert('2008-02', 'aja', 'aja_young')).toBeNull();
  });

  it('P1-REGR-16 "A child aged 18 or more in the assistant flow is blocked with the \'majeur\' dialog"', () => {
    expect(isChildOfAge({ birthdate: born.age17y364d, today })).toBe(false);
    expect(isChildOfAge({ birthdate: born.age16, today })).toBe(false);
    expect(isChildOfAge({ birthdate: born.age18, today })).toBe(true);
    expect(isChildOfAge({ birthdate: born.age31, today })).toBe(true);
    expect(isChildOfAge({ birthdate: '2008-13-01', today })).toBe(false);
  });

  it('counts the day in Paris: 23:30 UTC on the eve of the 18th birthday is already the birthday', () => {
    const eve = new Date('2026-01-14T23:30:00Z');
    expect(alert(born.age18, 'other')).toBe('switch_to_aja');
    expect(getRegistrantAgeAlert({ birthdate: born.age18, reason: 'other', ajaRole: null, today: eve })).toBe(
      'switch_to_aja',
    );
    expect(isChildOfAge({ birthdate: born.age18, today: eve })).toBe(true);
  });
});
