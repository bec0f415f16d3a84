import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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
import { partners } from './registration.ts';

/** Where a workshop or a session takes place: in a room or by video. */
export const locationTypeEnum = pgEnum('location_type', ['onsite', 'remote']);
export const workshopTypeEnum = pgEnum('workshop_type', ['cognitive', 'oncommence']);

export const workshops = pgTable(
  'workshops',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    type: locationTypeEnum().notNull(),
    active: boolean().notNull().default(true),
    /** The owner pro. Pros leave by being archived, so their workshops keep an owner. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    secondaryProId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The healthcare centre (partner of type healthcenter) hosting the workshop. */
    partnerId: integer().references(() => partners.id, { onDelete: 'set null' }),
    /** Free text shown to members (floor, entrance, access code). */
    infoAddress: text(),
    street: text(),
    zip: text(),
    city: text(),
    department: text(),
    /** Geocoded at save time; null when the geocoder was unreachable. */
    lat: doublePrecision(),
    lng: doublePrecision(),
    isAja: boolean().notNull().default(false),
    workshopType: workshopTypeEnum().notNull().default('cognitive'),
    /** Reference workshops of the AJA home ('cog_paid', 'etp_cog_aja'); at most one each. */
    ajaRef: text(),
    start: timestamp({ withTimezone: true }),
    end: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('workshops_list_idx').on(t.active, t.isAja, t.workshopType),
    index('workshops_zip_idx').on(t.zip),
    index('workshops_department_idx').on(t.department),
    index('workshops_user_idx').on(t.userId),
    index('workshops_secondary_pro_idx').on(t.secondaryProId),
    index('workshops_partner_idx').on(t.partnerId),
    uniqueIndex('workshops_aja_ref_unique').on(t.ajaRef),
  ],
);

export type Workshop = typeof workshops.$inferSelect;
export type NewWorkshop = typeof workshops.$inferInsert;

/** A pro standing in for the workshop's pros over a period. */
export const substitutions = pgTable(
  'substitutions',
  {
    id: serial().primaryKey(),
    workshopId: integer()
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start: timestamp({ withTimezone: true }).notNull(),
    end: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('substitutions_workshop_end_idx').on(t.workshopId, t.end),
    index('substitutions_user_end_idx').on(t.userId, t.end),
    check('substitutions_period_check', sql`${t.end} > ${t.start}`),
  ],
);

export type Substitution = typeof substitutions.$inferSelect;

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

/** Maps an ISO calendar week to the sequence (1..n) taught that week, per programme. */
export const planningWeeks = pgTable(
  'planning_weeks',
  {
    id: serial().primaryKey(),
    year: integer().notNull(),
    weekNumber: integer().notNull(),
    sequence: integer().notNull(),
    isAja: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('planning_weeks_week_unique').on(t.year, t.weekNumber, t.isAja),
    check('planning_weeks_week_check', sql`${t.weekNumber} between 1 and 53`),
    check('planning_weeks_sequence_check', sql`${t.sequence} >= 1`),
  ],
);

export type PlanningWeek = typeof planningWeeks.$inferSelect;

/**
 * Per workshop, what the workshops list reads without scanning its sessions (ADR 017, 054).
 * - `version`: a trigger on meetings takes a new value of `workshop_versions` for the workshop
 *   on every change, so a kept answer is thrown away only when a workshop it shows has changed.
 * - `comingTaken`: the places taken in its sessions starting after `comingSince`, kept by the
 *   same trigger; `advance_coming_places()` moves `comingSince` to now from time to time. The
 *   list sorts members' workshops on it, corrected by the few sessions between `comingSince`
 *   and the request's now (migration 0018).
 * No foreign key: a deleted workshop moves the list's global version anyway.
 */
export const workshopListVersions = pgTable(
  'workshop_list_versions',
  {
    workshopId: integer().primaryKey(),
    version: bigint({ mode: 'number' }).notNull(),
    comingSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
    comingTaken: bigint({ mode: 'number' }).notNull().default(0),
  },
  // Only advances change comingSince: the counter's updates stay HOT.
  (t) => [index('workshop_list_versions_coming_since_idx').on(t.comingSince)],
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
