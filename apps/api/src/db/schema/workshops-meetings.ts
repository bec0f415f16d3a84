import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { locationTypeEnum, workshops } from './workshops.ts';

// A workshop's sessions, the places and waiting entries in them, who took part, and what a
// member receives about her sessions (e-mails, calendar address).

export const meetings = pgTable(
  'meetings',
  {
    id: serial().primaryKey(),
    workshopId: integer()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    start: timestamp({ withTimezone: true }).notNull(),
    end: timestamp({ withTimezone: true }).notNull(),
    type: locationTypeEnum().notNull(),
    /** Onsite sessions. */
    address: text(),
    /** Remote sessions (visio link). */
    link: text(),
    sequence: integer().notNull(),
    places: integer().notNull(),
    /**
     * The calendar files' SEQUENCE: one more each time the session's day, times, address or link
     * change, or it is cancelled, so calendar apps replace what they hold (ADR 072).
     */
    revision: integer().notNull().default(0),
    /** Validated, not cancelled subscriptions; kept by a trigger on meeting_subscriptions (ADR 027). */
    takenPlaces: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('meetings_workshop_start_idx').on(t.workshopId, t.start),
    index('meetings_start_idx').on(t.start),
    check('meetings_places_check', sql`${t.places} >= 1`),
    check('meetings_sequence_check', sql`${t.sequence} >= 1`),
    check('meetings_period_check', sql`${t.end} > ${t.start}`),
    check('meetings_taken_places_check', sql`${t.takenPlaces} between 0 and ${t.places}`),
  ],
);

export type Meeting = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;

export const subscriptionStatusEnum = pgEnum('subscription_status', ['validated', 'waiting']);

/**
 * A member's place (validated) or waiting-list entry (waiting) in a session. Leaving sets
 * unsubscribed_at instead of deleting, so cancellations can be counted; only one active row
 * per member and session.
 */
export const meetingSubscriptions = pgTable(
  'meeting_subscriptions',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: subscriptionStatusEnum().notNull(),
    /** 1 present, 0 absent, null not taken yet. */
    attendance: smallint(),
    /** Waiting-list order. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /**
     * Who made the row when it was not the member herself (a pro, the staff); null: the member.
     * Only rows the member or the staff made count in workshop_members (ADR 058).
     */
    bookedBy: integer().references(() => users.id),
    /**
     * A freed place held for this waiting member until then (ADR 073): nobody else may take it
     * meanwhile. Set when the place is offered, kept after the offer ends for the record.
     */
    offeredUntil: timestamp({ withTimezone: true }),
    /** When the offer was declined or lapsed: she keeps her position but is not offered again. */
    offerClosedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('meeting_subscriptions_active_unique')
      .on(t.meetingId, t.userId)
      .where(sql`${t.unsubscribedAt} is null`),
    // Also carries status, unsubscribed_at and attendance (INCLUDE, migration 0016): drizzle cannot declare it.
    index('meeting_subscriptions_user_idx').on(t.userId),
    index('meeting_subscriptions_meeting_status_idx').on(t.meetingId, t.status),
    check('meeting_subscriptions_attendance_check', sql`${t.attendance} is null or ${t.attendance} in (0, 1)`),
    check('meeting_subscriptions_booked_by_check', sql`${t.bookedBy} is null or ${t.bookedBy} <> ${t.userId}`),
    // The holds still running, read by every subscribe and take-place of the session.
    index('meeting_subscriptions_offered_idx')
      .on(t.meetingId, t.offeredUntil)
      .where(sql`${t.offeredUntil} is not null and ${t.offerClosedAt} is null and ${t.unsubscribedAt} is null`),
  ],
);

export type MeetingSubscription = typeof meetingSubscriptions.$inferSelect;
export type NewMeetingSubscription = typeof meetingSubscriptions.$inferInsert;

/**
 * Who took part in a workshop: one row per workshop and member with at least one subscription
 * row (place, waiting entry, or one left) in its sessions that the member or the staff made,
 * not a pro (ADR 058). Kept by a trigger on
 * meeting_subscriptions, so « Mes adhérents » reads a pro's few hundred members, not their
 * thousands of subscriptions (ADR 036). The member's creation date and whether they are listed
 * (role user, not archived) are copied from users, kept by a trigger there, so the list's
 * first page is chosen from this table's index alone (ADR 051).
 */
export const workshopMembers = pgTable(
  'workshop_members',
  {
    workshopId: integer()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userCreatedAt: timestamp({ withTimezone: true }).notNull(),
    listed: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workshopId, t.userId] }),
    index('workshop_members_user_idx').on(t.userId),
    index('workshop_members_listed_idx')
      .on(t.workshopId, t.userCreatedAt, t.userId)
      .where(sql`${t.listed}`),
  ],
);
/**
 * What a member chose to receive about her sessions (ADR 072). No row: everything on.
 * Confirmations and change notices are always sent.
 * - `reminders`: reminders before her places; `skippedReminderHours`: the staff's delays she
 *   turned off one by one.
 * - `offers`: freed places held for her from the waiting list (off: she keeps her position).
 * - `participantLists`: for a pro, the evening-before list of her sessions' participants.
 */
export const sessionMailPreferences = pgTable('session_mail_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean().notNull().default(true),
  skippedReminderHours: integer()
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  offers: boolean().notNull().default(true),
  participantLists: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type SessionMailPreferences = typeof sessionMailPreferences.$inferSelect;

/**
 * A member's personal calendar address (ADR 074): calendar apps subscribe to
 * /api/calendar/{token}.ics. Only the token's SHA-256 is kept; renewing replaces it, revoking
 * deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
