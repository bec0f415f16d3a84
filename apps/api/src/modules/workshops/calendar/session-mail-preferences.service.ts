import {
  defaultSessionMailPreferences,
  parseReminderHours,
  type SessionMailPreferences,
} from '@plateforme/shared/workshops/calendar.rules';
import type {
  SessionMailPreferencesAnswer,
  SessionMailPreferencesInput,
} from '@plateforme/shared/workshops/calendar.schemas';
import type { Db } from '../../../db/client.ts';
import { findSettingValue } from '../../platform/settings/settings.service.ts';
import * as repository from './calendar.repository.ts';

/** The staff's setting of the reminders' delays before a session, in hours ("48,2"). */
export const REMINDER_HOURS_SETTING = 'reminder_hours';

/** The reminders' delays, longest first: the staff's setting, else 48 h and 2 h. */
export async function findReminderHours(db: Db): Promise<number[]> {
  return parseReminderHours(await findSettingValue(db, REMINDER_HOURS_SETTING));
}

/**
 * What each person chose to receive about her sessions (ADR 072), for the e-mail jobs: one
 * entry per id asked, everything on for those who never chose.
 */
export async function findSessionMailPreferences(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, SessionMailPreferences>> {
  const rows = await repository.findMailPreferenceRows(db, [...new Set(userIds)]);
  const found = new Map(
    rows.map(({ userId, ...preferences }) => [
      userId,
      { ...preferences, skippedReminderHours: [...preferences.skippedReminderHours] },
    ]),
  );
  return new Map(userIds.map((id) => [id, found.get(id) ?? defaultSessionMailPreferences()]));
}

async function answerOf(db: Db, userId: number): Promise<SessionMailPreferencesAnswer> {
  const preferences = (await findSessionMailPreferences(db, [userId])).get(userId)!;
  const reminderHours = await findReminderHours(db);
  return {
    reminders: preferences.reminders,
    skipped_reminder_hours: preferences.skippedReminderHours,
    offers: preferences.offers,
    participant_lists: preferences.participantLists,
    reminder_hours: reminderHours,
  };
}

/** GET /api/user/session-mail-preferences. */
export function getSessionMailPreferences(db: Db, userId: number): Promise<SessionMailPreferencesAnswer> {
  return answerOf(db, userId);
}

/** PUT /api/user/session-mail-preferences: every choice at once; the delays turned off are kept once each. */
export async function updateSessionMailPreferences(
  db: Db,
  userId: number,
  input: SessionMailPreferencesInput,
): Promise<SessionMailPreferencesAnswer> {
  await repository.upsertMailPreferences(db, userId, {
    reminders: input.reminders,
    skippedReminderHours: [...new Set(input.skipped_reminder_hours)].sort((a, b) => b - a),
    offers: input.offers,
    participantLists: input.participant_lists,
  });
  return answerOf(db, userId);
}
