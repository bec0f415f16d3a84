/**
 * The settings the staff edit (issue #16, ADR 044): amounts, the payment contact, the
 * association's identity printed on tax receipts, the details the legal pages quote (phone,
 * privacy e-mail, host: ADR 070), the companion application's address, and the sessions' reminder
 * delays and waiting-list holds (ADR 072, 073), the delays of the renewal reminders (ADR 076), and
 * the retention periods (ADR 078).
 * Amounts travel as euros ("20.00") and are stored in cents, as the public settings serve them.
 * Secrets kept in the settings table (signing keys...) are never part of this form.
 */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { adminSettingsMessages as messages } from '../messages/platform-settings.ts';
import {
  MAX_RENEWAL_REMINDER_DAYS,
  MAX_RENEWAL_REMINDERS,
  findRenewalReminderDaysProblem,
  parseRenewalReminderDays,
} from '../membership/renewal-reminders.rules.ts';
import { INACTIVE_YEARS_RANGE, MAIL_CONTENT_MONTHS_RANGE } from '../accounts/retention.rules.ts';
import { MAX_REMINDER_HOURS, parseReminderHours } from '../workshops/calendar.rules.ts';

export const SETTINGS_AMOUNT_MAX_CENTS = 1_000_000;

/** "20", "20.5", "20,50" → 2050; null when it is not a positive amount in euros with 2 decimals. */
export function parseEuros(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/** 2050 → "20.50". */
export function formatEurosInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const amount = z
  .string({ error: messages.amountInvalid })
  .trim()
  .refine((text) => parseEuros(text) !== null, { error: messages.amountInvalid })
  .refine((text) => (parseEuros(text) ?? 0) <= SETTINGS_AMOUNT_MAX_CENTS, { error: messages.amountTooHigh });

const text = (max: number) =>
  z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(max, { error: messages.tooLong(max) });

/** The most reminders the staff may set before each session. */
export const MAX_REMINDER_DELAYS = 4;
/** How long a freed place may be held for the first waiting member, in whole hours. */
export const OFFER_HOLD_HOURS_RANGE = { min: 1, max: 72 } as const;
/**
 * How long before the start holds end, in whole hours. From 1: the waiting list's reader takes
 * 0 as "unset" and falls back to its default.
 */
export const OFFER_STOP_HOURS_RANGE = { min: 1, max: 48 } as const;

/** The reminders' delays as typed ("48, 2"), split the way their reader splits them. */
function reminderDelays(text: string): string[] {
  return text.split(/[,;\s]+/).filter((part) => part !== '');
}

/** Why "48, 2" cannot be the reminders' delays, or null when it can. */
export function findReminderHoursProblem(text: string): string | null {
  const parts = reminderDelays(text);
  if (parts.length === 0 || parts.some((part) => !/^\d{1,5}$/.test(part))) return messages.reminderHoursInvalid;
  const hours = parts.map(Number);
  if (hours.some((hour) => hour < 1 || hour > MAX_REMINDER_HOURS))
    return messages.reminderHoursRange(MAX_REMINDER_HOURS);
  if (new Set(hours).size !== hours.length) return messages.reminderHoursRepeated;
  if (hours.length > MAX_REMINDER_DELAYS) return messages.reminderHoursTooMany(MAX_REMINDER_DELAYS);
  return null;
}

const reminderHours = z
  .string({ error: messages.reminderHoursInvalid })
  .trim()
  .superRefine((text, context) => {
    const problem = findReminderHoursProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  // Stored as its reader reads it: longest first, each once ("48,2").
  .transform((text) => parseReminderHours(text).join(','));

const renewalProblems = {
  invalid: messages.renewalDaysInvalid,
  range: messages.renewalDaysRange(MAX_RENEWAL_REMINDER_DAYS),
  repeated: messages.reminderHoursRepeated,
  tooMany: messages.reminderHoursTooMany(MAX_RENEWAL_REMINDERS),
} as const;

const renewalReminderDays = z
  .string({ error: messages.renewalDaysInvalid })
  .trim()
  .superRefine((text, context) => {
    const problem = findRenewalReminderDaysProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: renewalProblems[problem] });
  })
  // Stored as its reader reads it: earliest first, each once ("30,7,0,-15").
  .transform((text) => parseRenewalReminderDays(text).join(','));

const wholeHours = ({ min, max }: { min: number; max: number }) =>
  z
    .string({ error: messages.hoursRange(min, max) })
    .trim()
    .refine((text) => /^\d{1,3}$/.test(text) && Number(text) >= min && Number(text) <= max, {
      error: messages.hoursRange(min, max),
    })
    .transform((text) => String(Number(text)));

const wholeNumber = ({ min, max }: { min: number; max: number }, error: string) =>
  z
    .string({ error })
    .trim()
    .refine((text) => /^\d{1,3}$/.test(text) && Number(text) >= min && Number(text) <= max, { error })
    .transform((text) => String(Number(text)));

export const settingsFormSchema = z.object({
  subscription_amount: amount,
  pro_subscription_amount: amount,
  renewal_reminder_days: renewalReminderDays,
  payment_contact_mail: z
    .string({ error: validationMessages.invalidEmail })
    .trim()
    .max(254, { error: messages.tooLong(254) })
    .pipe(z.email({ error: validationMessages.invalidEmail })),
  association_name: text(200),
  association_address: text(300),
  association_object: text(1000),
  association_status: text(300),
  association_registration: z
    .string({ error: messages.registrationInvalid })
    .trim()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine((value) => value === '' || /^(W\d{9}|\d{9})$/.test(value), { error: messages.registrationInvalid }),
  receipt_signatory: text(200),
  receipt_signatory_role: text(200),
  association_phone: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(30, { error: messages.tooLong(30) }),
  privacy_contact_mail: z
    .string({ error: validationMessages.invalidEmail })
    .trim()
    .max(254, { error: messages.tooLong(254) })
    .pipe(z.email({ error: validationMessages.invalidEmail })),
  hosting_provider: text(500),
  oncogitiel_url: z
    .string({ error: messages.httpsRequired })
    .trim()
    .max(500, { error: messages.tooLong(500) })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).hostname !== '', {
      error: messages.httpsRequired,
    }),
  reminder_hours: reminderHours,
  offer_hold_hours: wholeHours(OFFER_HOLD_HOURS_RANGE),
  offer_stop_hours: wholeHours(OFFER_STOP_HOURS_RANGE),
  retention_inactive_years: wholeNumber(
    INACTIVE_YEARS_RANGE,
    messages.wholeRange(INACTIVE_YEARS_RANGE.min, INACTIVE_YEARS_RANGE.max, 'ans'),
  ),
  retention_mail_months: wholeNumber(
    MAIL_CONTENT_MONTHS_RANGE,
    messages.wholeRange(MAIL_CONTENT_MONTHS_RANGE.min, MAIL_CONTENT_MONTHS_RANGE.max, 'mois'),
  ),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsForm = z.output<typeof settingsFormSchema>;

export const SETTINGS_FIELDS = Object.keys(settingsFormSchema.shape) as (keyof SettingsForm)[];

/** The public settings (served by GET /api/settings/{key}); the others stay private. */
export const PUBLIC_SETTINGS: readonly (keyof SettingsForm)[] = [
  'subscription_amount',
  'pro_subscription_amount',
  'payment_contact_mail',
  'oncogitiel_url',
];

export const adminSettingsAnswerSchema = z.object({
  data: z.object(
    Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, z.string()])) as Record<keyof SettingsForm, z.ZodString>,
  ),
});
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswerSchema>;
