/**
 * A member's calendar address and her session e-mail preferences on the wire (ADR 072, 074):
 * GET/POST/DELETE /api/user/calendar-feed and GET/PUT /api/user/session-mail-preferences.
 */
import { z } from 'zod';
import { calendarMessages } from '../messages/workshops-calendar.ts';
import { MAX_REMINDER_HOURS } from './calendar.rules.ts';

const reminderHourSchema = z
  .number({ error: calendarMessages.validation.skippedReminderHours })
  .int({ error: calendarMessages.validation.skippedReminderHours })
  .min(1, { error: calendarMessages.validation.skippedReminderHours })
  .max(MAX_REMINDER_HOURS, { error: calendarMessages.validation.skippedReminderHours });

/** PUT /api/user/session-mail-preferences: every field, no other. */
export const sessionMailPreferencesInputSchema = z.strictObject({
  reminders: z.boolean(),
  /** The staff's delays she turned off one by one. */
  skipped_reminder_hours: z
    .array(reminderHourSchema)
    .max(50, { error: calendarMessages.validation.skippedReminderHours }),
  /** Freed places held for her from the waiting list. */
  offers: z.boolean(),
  /** For a pro: the evening-before list of her sessions' participants. */
  participant_lists: z.boolean(),
});
export type SessionMailPreferencesInput = z.infer<typeof sessionMailPreferencesInputSchema>;

export const sessionMailPreferencesAnswerSchema = z.object({
  data: sessionMailPreferencesInputSchema.extend({
    /** The staff's reminder delays, longest first: one checkbox each on the profile. */
    reminder_hours: z.array(z.number().int()),
  }),
});
export type SessionMailPreferencesAnswer = z.infer<typeof sessionMailPreferencesAnswerSchema>['data'];

/** GET /api/user/calendar-feed: whether she has an address, and since when (ISO). */
export const calendarFeedStatusSchema = z.object({
  data: z.object({ active: z.boolean(), created_at: z.string().nullable() }),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>['data'];

/** POST /api/user/calendar-feed: the new address, shown once (only its hash is kept). */
export const calendarFeedCreatedSchema = z.object({
  data: z.object({ active: z.literal(true), created_at: z.string(), url: z.string() }),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>['data'];
