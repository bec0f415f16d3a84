/**
 * Age rules of registration (P1 §5, P1 §9) with the product's answers in DESIGN.md:
 * a person registering themself must be 18 or over; a young person of 15 to 17 joins
 * through their carer; AJA young people are 18 to 30 inclusive. Ages are counted on the
 * calendar day in Paris, whatever the machine's zone.
 */
import { getWallClock, PARIS_TIME_ZONE } from '../format/paris-time.ts';

export const ADULT_AGE = 18;
export const AJA_MIN_AGE = 18;
/** Inclusive: a person of 30 is still an AJA young person, 31 is too old. */
export const AJA_MAX_AGE = 30;
export const AJA_PROGRAMME_MIN_AGE = 15;
export const BIRTH_YEAR_CHOICES_COUNT = 120;

export type AjaRole = 'aja_young' | 'aja_assistant';

type CalendarDate = { year: number; month: number; day: number };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, else null (2000-02-31 is not one). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are.
  probe.setUTCFullYear(year, month - 1, day);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Full years on today's calendar day in the zone. Someone born on 29 February turns a year
 * older on 1 March in other years (28 February is still before the birthday).
 */
export function ageOn(birthdate: string, today: Date, timeZone = PARIS_TIME_ZONE): number {
  const born = parseIsoDate(birthdate);
  if (!born) throw new RangeError(`Invalid birthdate: ${birthdate}`);
  const now = getWallClock(today, timeZone);
  const birthdayPassed = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (birthdayPassed ? 0 : 1);
}

/**
 * YYYY-MM-DD, a real date, not after today in Paris and within the years the date input
 * offers (the last 120), so the API accepts nothing the form could not have sent.
 */
export function isValidBirthdate(value: string, today: Date = new Date(), timeZone = PARIS_TIME_ZONE): boolean {
  const born = parseIsoDate(value);
  if (!born) return false;
  const now = getWallClock(today, timeZone);
  return compareCalendarDates(born, now) <= 0 && born.year > now.year - BIRTH_YEAR_CHOICES_COUNT;
}

/** The year select of the date input: this year first, back over the last 120 years. */
export function birthYearChoices(today: Date = new Date(), timeZone = PARIS_TIME_ZONE): number[] {
  const { year } = getWallClock(today, timeZone);
  return Array.from({ length: BIRTH_YEAR_CHOICES_COUNT }, (_, index) => year - index);
}

/**
 * The dialog the registration form opens for the person registering themself.
 * - minor: under 18, a parent or carer must register first (AJA young or not);
 * - carer_minor: an AJA assistant under 18 (a carer must be an adult);
 * - too_old_for_aja: an AJA young person over 30;
 * - aja_eligible: a non-AJA person of 18 to 30 is offered the AJA path (they may keep theirs).
 */
export type RegistrationAgeDialog = 'minor' | 'carer_minor' | 'too_old_for_aja' | 'aja_eligible';

/** The dialog the carer flow opens for the child's birthdate ('majeur' for 18 or more). */
export type ChildAgeDialog = 'child_adult' | 'child_too_young';

export type AgeDialog = RegistrationAgeDialog | ChildAgeDialog;

/**
 * Null when no dialog applies, including for a birthdate that is not valid yet: the field's
 * own validation message covers that case.
 */
export function checkRegistrationAge(
  input: { birthdate: string; ajaRole: AjaRole | null },
  today: Date,
  timeZone = PARIS_TIME_ZONE,
): RegistrationAgeDialog | null {
  if (!isValidBirthdate(input.birthdate, today, timeZone)) return null;
  const age = ageOn(input.birthdate, today, timeZone);
  if (input.ajaRole === 'aja_assistant') return age < ADULT_AGE ? 'carer_minor' : null;
  if (age < ADULT_AGE) return 'minor';
  if (input.ajaRole === 'aja_young') return age > AJA_MAX_AGE ? 'too_old_for_aja' : null;
  return age <= AJA_MAX_AGE ? 'aja_eligible' : null;
}

/**
 * The child a carer registers must be 15 to 17: 18 or more gets the 'majeur' dialog (they
 * register themself); under 15 is outside the programme (DESIGN.md: the programme is 15-30).
 */
export function checkChildAge(birthdate: string, today: Date, timeZone = PARIS_TIME_ZONE): ChildAgeDialog | null {
  if (!isValidBirthdate(birthdate, today, timeZone)) return null;
  const age = ageOn(birthdate, today, timeZone);
  if (age >= ADULT_AGE) return 'child_adult';
  if (age < AJA_PROGRAMME_MIN_AGE) return 'child_too_young';
  return null;
}

/** Every age dialog stops the registration except the AJA offer, which the person may decline. */
export function isBlockingAgeDialog(dialog: AgeDialog): boolean {
  return dialog !== 'aja_eligible';
}
