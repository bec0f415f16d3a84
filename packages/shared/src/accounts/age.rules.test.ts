import { describe, expect, it } from 'vitest';
import {
  ADULT_AGE,
  AJA_MAX_AGE,
  AJA_MIN_AGE,
  AJA_PROGRAMME_MIN_AGE,
  ageOn,
  birthYearChoices,
  checkChildAge,
  checkRegistrationAge,
  isBlockingAgeDialog,
  isValidBirthdate,
  parseIsoDate,
} from './age.rules.ts';

// Noon in Paris in winter (UTC+1), so the calendar day is the same in every zone.
const today = new Date('2026-01-15T11:00:00Z');

describe('ageOn', () => {
  it('counts full years on the day', () => {
    expect(ageOn('2000-06-01', today)).toBe(25);
  });

  it('P1-REGR-11 17 years and 364 days is 17, the 18th birthday is 18', () => {
    expect(ageOn('2008-01-16', today)).toBe(17);
    expect(ageOn('2008-01-15', today)).toBe(18);
  });

  it('P1-REGR-13 the day before the 31st birthday is 30, the birthday is 31', () => {
    expect(ageOn('1995-01-16', today)).toBe(30);
    expect(ageOn('1995-01-15', today)).toBe(31);
  });

  it('a 29 February birthday is reached on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T11:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T11:00:00Z'))).toBe(18);
  });

  it('a 29 February birthday is reached on 29 February in a leap year', () => {
    expect(ageOn('2012-02-29', new Date('2028-02-28T11:00:00Z'))).toBe(15);
    expect(ageOn('2012-02-29', new Date('2028-02-29T11:00:00Z'))).toBe(16);
  });

  it('counts the calendar day in Paris: 23:30 UTC on the eve of a birthday is already the birthday in winter', () => {
    const eveInUtc = new Date('2026-01-14T23:30:00Z'); // 00:30 on 15 January in Paris
    expect(ageOn('2008-01-15', eveInUtc)).toBe(18);
    expect(ageOn('2008-01-15', eveInUtc, 'UTC')).toBe(17);
  });

  it('counts the calendar day in Paris in summer too (22:30 UTC is 00:30 the next day)', () => {
    expect(ageOn('2008-07-15', new Date('2026-07-14T22:30:00Z'))).toBe(18);
    expect(ageOn('2008-07-15', new Date('2026-07-14T21:30:00Z'))).toBe(17);
  });

  it('refuses an invalid birthdate', () => {
    expect(() => ageOn('2008-02-30', today)).toThrow(RangeError);
  });
});

describe('isValidBirthdate', () => {
  // P1 §5: "Birthdate: YYYY-MM-DD and valid."
  it('P1-REGR-08 accepts a real YYYY-MM-DD date', () => {
    expect(isValidBirthdate('2000-02-29', today)).toBe(true);
    expect(isValidBirthdate('1990-12-31', today)).toBe(true);
  });

  it('P1-REGR-08 refuses dates that do not exist or are not YYYY-MM-DD', () => {
    expect(isValidBirthdate('2000-02-31', today)).toBe(false);
    expect(isValidBirthdate('2001-02-29', today)).toBe(false);
    expect(isValidBirthdate('2000-13-01', today)).toBe(false);
    expect(isValidBirthdate('2000-1-5', today)).toBe(false);
    expect(isValidBirthdate('15/01/2000', today)).toBe(false);
    expect(isValidBirthdate('', today)).toBe(false);
    expect(parseIsoDate('0099-01-01')).toEqual({ year: 99, month: 1, day: 1 });
    expect(parseIsoDate('2000-02-31')).toBeNull();
  });

  it('P1-REGR-10 refuses a birth year the year select does not offer', () => {
    expect(isValidBirthdate('1907-01-01', today)).toBe(true);
    expect(isValidBirthdate('1906-12-31', today)).toBe(false);
    expect(isValidBirthdate('0099-01-01', today)).toBe(false);
  });

  it('refuses a birthdate after today in Paris and accepts today', () => {
    expect(isValidBirthdate('2026-01-15', today)).toBe(true);
    expect(isValidBirthdate('2026-01-16', today)).toBe(false);
    // 23:30 UTC on 14 January is already 15 January in Paris.
    expect(isValidBirthdate('2026-01-15', new Date('2026-01-14T23:30:00Z'))).toBe(true);
  });
});

describe('birthYearChoices', () => {
  // P1 §5: "Date input has day, month, year selects (years: last 120)."
  it('P1-REGR-10 offers the last 120 years, this year first', () => {
    const years = birthYearChoices(today);
    expect(years).toHaveLength(120);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1907);
  });

  it('takes the year in Paris on New Year’s Eve', () => {
    expect(birthYearChoices(new Date('2025-12-31T23:30:00Z'))[0]).toBe(2026);
  });
});

describe('checkRegistrationAge', () => {
  it('P1-CONST-04 the age constants are adult 18, AJA young 18 to 30, programme from 15', () => {
    // P1 §9: "Adult 18. AJA young 18-30; programme 15-30."
    expect([ADULT_AGE, AJA_MIN_AGE, AJA_MAX_AGE, AJA_PROGRAMME_MIN_AGE]).toEqual([18, 18, 30, 15]);
  });

  // P1 §5: "Under 18 at registration is blocked with a minor alert."
  it('P1-REGR-11 anyone under 18 registering themself gets the minor dialog', () => {
    expect(checkRegistrationAge({ birthdate: '2010-01-15', ajaRole: null }, today)).toBe('minor');
    expect(checkRegistrationAge({ birthdate: '2008-01-16', ajaRole: null }, today)).toBe('minor');
  });

  // "AJA young must be 18-30: under 18 gives the minor alert, over 30 the too-old alert."
  it('P1-REGR-12 an AJA young person of 17 years 364 days gets the minor dialog', () => {
    expect(checkRegistrationAge({ birthdate: '2008-01-16', ajaRole: 'aja_young' }, today)).toBe('minor');
  });

  it('P1-REGR-12 P1-REGR-13 an AJA young person of 18 to 30 inclusive gets no dialog', () => {
    expect(checkRegistrationAge({ birthdate: '2008-01-15', ajaRole: 'aja_young' }, today)).toBeNull();
    expect(checkRegistrationAge({ birthdate: '1995-01-16', ajaRole: 'aja_young' }, today)).toBeNull();
  });

  it('P1-REGR-13 an AJA young person of 31 gets the too-old dialog', () => {
    expect(checkRegistrationAge({ birthdate: '1995-01-15', ajaRole: 'aja_young' }, today)).toBe('too_old_for_aja');
  });

  // "AJA assistant under 18 gives a minor alert." (DESIGN.md: 'a carer must be an adult')
  it('P1-REGR-14 an AJA assistant under 18 gets the carer-must-be-adult dialog', () => {
    expect(checkRegistrationAge({ birthdate: '2008-01-16', ajaRole: 'aja_assistant' }, today)).toBe('carer_minor');
  });

  it('P1-REGR-14 an adult AJA assistant of any age gets no dialog', () => {
    expect(checkRegistrationAge({ birthdate: '2008-01-15', ajaRole: 'aja_assistant' }, today)).toBeNull();
    expect(checkRegistrationAge({ birthdate: '1960-05-05', ajaRole: 'aja_assistant' }, today)).toBeNull();
  });

  // "A non-AJA user aged 18-30 sees an offer to switch to AJA."
  it('P1-REGR-15 a non-AJA person of 18 to 30 is offered the AJA path, without being blocked', () => {
    expect(checkRegistrationAge({ birthdate: '2008-01-15', ajaRole: null }, today)).toBe('aja_eligible');
    expect(checkRegistrationAge({ birthdate: '1995-01-16', ajaRole: null }, today)).toBe('aja_eligible');
    expect(isBlockingAgeDialog('aja_eligible')).toBe(false);
  });

  it('P1-REGR-15 a non-AJA person of 31 or more gets no dialog', () => {
    expect(checkRegistrationAge({ birthdate: '1995-01-15', ajaRole: null }, today)).toBeNull();
  });

  it('the Paris midnight edge decides between minor and adult', () => {
    const eveInUtc = new Date('2026-01-14T23:30:00Z');
    expect(checkRegistrationAge({ birthdate: '2008-01-15', ajaRole: 'aja_young' }, eveInUtc)).toBeNull();
    expect(checkRegistrationAge({ birthdate: '2008-01-15', ajaRole: 'aja_young' }, eveInUtc, 'UTC')).toBe('minor');
  });

  it('opens no dialog before the birthdate is valid', () => {
    expect(checkRegistrationAge({ birthdate: '2010-02-31', ajaRole: null }, today)).toBeNull();
    expect(checkRegistrationAge({ birthdate: '2027-01-01', ajaRole: null }, today)).toBeNull();
  });

  it('P1-REGR-11 P1-REGR-13 P1-REGR-14 minor, too-old and carer dialogs block the registration', () => {
    expect(isBlockingAgeDialog('minor')).toBe(true);
    expect(isBlockingAgeDialog('too_old_for_aja')).toBe(true);
    expect(isBlockingAgeDialog('carer_minor')).toBe(true);
  });
});

describe('checkChildAge', () => {
  // P1 §5: "A child aged 18 or more in the assistant flow is blocked with the 'majeur' dialog."
  it("P1-REGR-16 a child of 18 or more gets the 'majeur' dialog", () => {
    expect(checkChildAge('2008-01-15', today)).toBe('child_adult');
    expect(checkChildAge('2007-01-15', today)).toBe('child_adult');
    expect(isBlockingAgeDialog('child_adult')).toBe(true);
  });

  it('P1-REGR-16 a child of 17 years 364 days and a child of 15 get no dialog', () => {
    expect(checkChildAge('2008-01-16', today)).toBeNull();
    expect(checkChildAge('2011-01-15', today)).toBeNull();
  });

  // P1 §5: "The programme targets ages 15 to 30." (DESIGN.md: 15 to 17 join through their carer)
  it('P1-CONST-04 a child under 15 is outside the programme', () => {
    expect(checkChildAge('2011-01-16', today)).toBe('child_too_young');
    expect(isBlockingAgeDialog('child_too_young')).toBe(true);
  });

  it('a 29 February child turns 18 on 1 March in a common year', () => {
    expect(checkChildAge('2008-02-29', new Date('2026-02-28T11:00:00Z'))).toBeNull();
    expect(checkChildAge('2008-02-29', new Date('2026-03-01T11:00:00Z'))).toBe('child_adult');
  });
});
