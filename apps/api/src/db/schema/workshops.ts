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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { partners } from './registration.ts';

// The workshops, their substitute pros, the programme's weeks and what the list keeps per
// workshop. Their sessions and who takes part are in workshops-meetings.ts.

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
