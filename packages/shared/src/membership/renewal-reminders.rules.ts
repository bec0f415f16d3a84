/**
 * The e-mails that tell a member her membership is ending (issue #38): one at each of the
 * staff's delays, in days before the end (0: on the day; negative: after it).
 */

/** 30 and 7 days before the end, on the day, and 15 days after. */
export const DEFAULT_RENEWAL_REMINDER_DAYS: readonly number[] = [30, 7, 0, -15];
export const MAX_RENEWAL_REMINDER_DAYS = 90;
export const MAX_RENEWAL_REMINDERS = 6;
/** The home page speaks of the coming end from this many days before it. */
export const RENEWAL_NOTICE_DAYS = 30;

const parts = (text: string) => text.split(/[,;\s]+/).filter((part) => part !== '');
const readable = (part: string) => /^[-−]?\d{1,3}$/.test(part);
const toNumber = (part: string) => Number(part.replace('−', '-'));

/** The setting ("30,7,0,-15") as delays, earliest first, each once. Unreadable: the defaults. */
export function parseRenewalReminderDays(value: string | null | undefined): number[] {
  const days = parts(value ?? '')
    .filter(readable)
    .map(toNumber)
    .filter((day) => Math.abs(day) <= MAX_RENEWAL_REMINDER_DAYS);
  if (days.length === 0) return [...DEFAULT_RENEWAL_REMINDER_DAYS];
  return [...new Set(days)].sort((a, b) => b - a);
}

export type RenewalReminderDaysProblem = 'invalid' | 'range' | 'repeated' | 'tooMany';

/** Why the typed delays cannot be the reminders', or null when they can. */
export function findRenewalReminderDaysProblem(text: string): RenewalReminderDaysProblem | null {
  const typed = parts(text);
  if (typed.length === 0 || !typed.every(readable)) return 'invalid';
  const days = typed.map(toNumber);
  if (days.some((day) => Math.abs(day) > MAX_RENEWAL_REMINDER_DAYS)) return 'range';
  if (new Set(days).size !== days.length) return 'repeated';
  if (days.length > MAX_RENEWAL_REMINDERS) return 'tooMany';
  return null;
}
