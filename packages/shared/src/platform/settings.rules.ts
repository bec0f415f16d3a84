/**
 * Values of settings.schemas.ts that need no schema library, for the settings screen, which
 * loads zod only at the form's first use (ADR 095).
 */
import { adminSettingsMessages as messages } from '../messages/platform-settings.ts';
import { MAX_REMINDER_HOURS } from '../workshops/calendar.rules.ts';

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

/** The settings the staff edit, in the form's order (the keys of `settingsFormSchema`). */
export const SETTINGS_FIELDS = [
  'subscription_amount',
  'pro_subscription_amount',
  'renewal_reminder_days',
  'payment_contact_mail',
  'association_name',
  'association_address',
  'association_object',
  'association_status',
  'association_registration',
  'receipt_signatory',
  'receipt_signatory_role',
  'association_phone',
  'privacy_contact_mail',
  'hosting_provider',
  'oncogitiel_url',
  'reminder_hours',
  'offer_hold_hours',
  'offer_stop_hours',
  'retention_inactive_years',
  'retention_mail_months',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The public settings (served by GET /api/settings/{key}); the others stay private. */
export const PUBLIC_SETTINGS: readonly SettingsField[] = [
  'subscription_amount',
  'pro_subscription_amount',
  'payment_contact_mail',
  'oncogitiel_url',
];

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
