import {
  PUBLIC_SETTINGS,
  SETTINGS_FIELDS,
  formatEurosInput,
  parseEuros,
  type AdminSettingsAnswer,
  type SettingsForm,
} from '@plateforme/shared/platform/settings.schemas';
import {
  INACTIVE_YEARS_RANGE,
  MAIL_CONTENT_MONTHS_RANGE,
  readWholeSetting,
} from '@plateforme/shared/accounts/retention.rules';
import { parseRenewalReminderDays } from '@plateforme/shared/membership/renewal-reminders.rules';
import { DEFAULT_REMINDER_HOURS, parseReminderHours } from '@plateforme/shared/workshops/calendar.rules';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { OFFER_DEFAULTS } from '../../workshops/meetings/offers.service.ts';
import { changedFields, recordAudit } from '../audit/audit.ts';
import * as repository from './settings.repository.ts';

type SettingsValues = AdminSettingsAnswer['data'];
const amounts = new Set<string>(['subscription_amount', 'pro_subscription_amount']);

/** What the sessions' e-mails and the waiting list use while the staff have set nothing. */
export const SESSION_SETTINGS_DEFAULTS = {
  reminder_hours: DEFAULT_REMINDER_HOURS.join(','),
  offer_hold_hours: String(OFFER_DEFAULTS.holdHours),
  offer_stop_hours: String(OFFER_DEFAULTS.stopHours),
} as const satisfies Partial<Record<keyof SettingsForm, string>>;

/** An offer delay as the waiting list reads it: a positive number, else its default. */
function offerHours(value: string | undefined, field: 'offer_hold_hours' | 'offer_stop_hours'): string {
  const hours = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(hours) && hours > 0
    ? String(hours)
    : SESSION_SETTINGS_DEFAULTS[field];
}

/**
 * Stored values (amounts in cents) as the form shows them (amounts in euros); the sessions'
 * delays as their readers use them, defaults included.
 */
function toForm(stored: Map<string, string>): SettingsValues {
  const entries = SETTINGS_FIELDS.map((field) => {
    const value = stored.get(field);
    if (field === 'reminder_hours') return [field, parseReminderHours(value).join(',')];
    if (field === 'renewal_reminder_days') return [field, parseRenewalReminderDays(value).join(',')];
    if (field === 'retention_inactive_years') return [field, String(readWholeSetting(value, INACTIVE_YEARS_RANGE))];
    if (field === 'retention_mail_months') return [field, String(readWholeSetting(value, MAIL_CONTENT_MONTHS_RANGE))];
    if (field === 'offer_hold_hours' || field === 'offer_stop_hours') return [field, offerHours(value, field)];
    const cents = Number(value);
    return [field, amounts.has(field) && value && Number.isInteger(cents) ? formatEurosInput(cents) : (value ?? '')];
  });
  return Object.fromEntries(entries) as SettingsValues;
}

function toStored(field: keyof SettingsForm, value: string): string {
  return amounts.has(field) ? String(parseEuros(value)) : value;
}

/** GET /api/admin/settings: only the editable settings, never a secret kept beside them. */
export async function getAdminSettings(db: Db): Promise<SettingsValues> {
  return toForm(await repository.findSettingValues(db, SETTINGS_FIELDS));
}

/**
 * PUT /api/admin/settings: every field, written and audited (before/after per field) in one
 * transaction. Nothing is cached: each reader (payments, receipts, legal pages) reads the
 * table, so the change applies at once.
 */
export async function updateAdminSettings(db: Db, viewer: Viewer, input: SettingsForm): Promise<SettingsValues> {
  await db.transaction(async (tx) => {
    const before = toForm(await repository.findSettingValues(tx, SETTINGS_FIELDS, true));
    // "20,5" and "20.50" are one amount: compare as the form shows them back.
    const after = toForm(new Map(SETTINGS_FIELDS.map((field) => [field, toStored(field, input[field])])));
    const changes = changedFields<SettingsValues>(before, after);
    const changed = Object.keys(changes) as (keyof SettingsForm)[];
    if (changed.length === 0) return;
    for (const field of changed)
      await repository.upsertSetting(tx, field, toStored(field, input[field]), PUBLIC_SETTINGS.includes(field));
    await recordAudit(tx, viewer, {
      action: 'update',
      entity: 'settings',
      entityId: null,
      label: 'Paramètres',
      changes,
    });
  });
  return getAdminSettings(db);
}
