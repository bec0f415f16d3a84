/**
 * The retention the privacy charter promises (issue #38, ADR 078): accounts unused for years are
 * anonymised after a warning, the text of e-mails sent is emptied after a while.
 */

/** An account without sign-in for this long is anonymised (the charter: 3 years). */
export const INACTIVE_YEARS_RANGE = { min: 1, max: 10, default: 3 } as const;
/** The text of an e-mail sent is emptied after this many months; the record that it was sent stays. */
export const MAIL_CONTENT_MONTHS_RANGE = { min: 1, max: 72, default: 12 } as const;
/** The warning comes this many days before the anonymisation. */
export const INACTIVITY_WARNING_DAYS = 30;

/** A stored setting as its reader uses it: a whole number within its range, else the default. */
export function readWholeSetting(
  value: string | null | undefined,
  range: { min: number; max: number; default: number },
): number {
  const number = Number(value);
  return value && /^\d+$/.test(value.trim()) && number >= range.min && number <= range.max ? number : range.default;
}
