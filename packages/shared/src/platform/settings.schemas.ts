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
import { parseReminderHours } from '../workshops/calendar.rules.ts';
import {
  findReminderHoursProblem,
  OFFER_HOLD_HOURS_RANGE,
  OFFER_STOP_HOURS_RANGE,
  parseEuros,
  SETTINGS_AMOUNT_MAX_CENTS,
  SETTINGS_FIELDS,
  type SettingsField,
} from './settings.rules.ts';

export {
  findReminderHoursProblem,
  formatEurosInput,
  MAX_REMINDER_DELAYS,
  OFFER_HOLD_HOURS_RANGE,
  OFFER_STOP_HOURS_RANGE,
  parseEuros,
  PUBLIC_SETTINGS,
  SETTINGS_AMOUNT_MAX_CENTS,
  SETTINGS_FIELDS,
} from './settings.rules.ts';

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

export const adminSettingsAnswerSchema = z.object({
  data: z.object(
    Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, z.string()])) as Record<SettingsField, z.ZodString>,
  ),
});
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswerSchema>;
