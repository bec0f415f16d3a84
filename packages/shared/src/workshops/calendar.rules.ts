/**
 * The rules of a member's sessions in her calendar and of the reminders (ADR 072, 074), read
 * by the API, the e-mail jobs and the profile.
 */

/** The reminders' delays before a session, in hours, when the staff set none. */
export const DEFAULT_REMINDER_HOURS: readonly number[] = [48, 2];

/** The personal calendar keeps the places of the last days too, so a session just held stays shown. */
export const FEED_PAST_DAYS = 30;

/** The longest reminder delay a setting or a member may name: a year. */
export const MAX_REMINDER_HOURS = 8760;

/**
 * The staff's `reminder_hours` setting ("48,2") as delays, longest first, each once. Absent,
 * empty or unreadable: the default delays.
 */
export function parseReminderHours(value: string | null | undefined): number[] {
  const hours = (value ?? '')
    .split(/[,;\s]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((hour) => hour >= 1 && hour <= MAX_REMINDER_HOURS);
  if (hours.length === 0) return [...DEFAULT_REMINDER_HOURS];
  return [...new Set(hours)].sort((a, b) => b - a);
}

/** What a member receives beyond the confirmations and change notices. No row: everything on. */
export type SessionMailPreferences = {
  reminders: boolean;
  skippedReminderHours: number[];
  offers: boolean;
  participantLists: boolean;
};

export const defaultSessionMailPreferences = (): SessionMailPreferences => ({
  reminders: true,
  skippedReminderHours: [],
  offers: true,
  participantLists: true,
});

/** Whether a member wants the reminder sent `hours` before her session. */
export function wantsReminder(preferences: SessionMailPreferences, hours: number): boolean {
  return preferences.reminders && !preferences.skippedReminderHours.includes(hours);
}
