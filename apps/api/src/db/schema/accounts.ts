import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RegistrationProcess as WireRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { createdAt } from './columns.ts';

// The people: their account, a pro's statuses, the copies of their data. Sign-in tokens are in
// accounts-sign-in.ts, the links sent by e-mail in accounts-links.ts.

export const userRoleEnum = pgEnum('user_role', ['user', 'pro', 'admin']);
export const ajaRoleEnum = pgEnum('aja_role', ['aja_young', 'aja_assistant']);

/**
 * Progress of the registration stepper, with the wire's key names (the shared rules own
 * the shape). The partner code the person typed (adh_secret_code) is never stored: only
 * the partner id is kept.
 */
export type RegistrationProcess = Omit<WireRegistrationProcess, 'partner'> & { partner?: { id: number } | null };

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    /** Stored lower-cased (checked below) so the unique index is case-insensitive in effect. */
    email: text().notNull(),
    /** Null for invited users until they complete their account. */
    passwordHash: text(),
    phone: text(),
    street: text(),
    zip: text(),
    city: text(),
    birthdate: date({ mode: 'string' }),
    role: userRoleEnum().notNull().default('user'),
    isAja: boolean().notNull().default(false),
    ajaRole: ajaRoleEnum(),
    /** The AJA carer of a young user. */
    assistantId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Platform code given to every member (shown when there is no member_code). */
    code: text(),
    /** The member number given by the association or a partner, when there is one. */
    memberCode: text(),
    registrationProcess: jsonb().$type<RegistrationProcess>().notNull().default({}),
    followedCancerousPathology: boolean().notNull().default(false),
    /** When the four platform access terms were accepted at payment time. */
    platformAccessTermsAcceptedAt: timestamp({ withTimezone: true }),
    /** When the terms of use and the privacy notice were accepted (registration or invitation). */
    termsAcceptedAt: timestamp({ withTimezone: true }),
    showOncommenceMenu: boolean().notNull().default(false),
    showOncommenceBanner: boolean().notNull().default(false),
    darkTheme: boolean().notNull().default(false),
    isArchived: boolean().notNull().default(false),
    isInvited: boolean().notNull().default(false),
    /**
     * When the account was deleted by its owner or anonymised after years without activity: its
     * name, contact details and answers are gone; the row stays for the payments the law keeps.
     */
    deletedAt: timestamp({ withTimezone: true }),
    /** Last sign-in or use of the platform (noted at most once a day): what the retention counts from. */
    lastActiveAt: timestamp({ withTimezone: true }),
    /** When the e-mail warning of the coming anonymisation for inactivity was written. */
    inactivityWarnedAt: timestamp({ withTimezone: true }),
    /** When the owner opened the link that confirms the address (null: not yet, or changed since). */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** When the registration stepper (or the invitation) was finished. */
    completedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_code_unique').on(t.code),
    index('users_role_archived_created_idx').on(t.role, t.isArchived, t.createdAt),
    index('users_assistant_idx').on(t.assistantId),
    // The back office's people list, in its default order (ADR 045).
    index('users_lastname_idx').on(t.lastname, t.id),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export const proStatusTypeEnum = pgEnum('pro_status_type', ['licence', 'novice', 'basic']);

/** A pro's status over time; the current one is the latest whose period covers now. */
export const proStatuses = pgTable(
  'pro_statuses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: proStatusTypeEnum().notNull(),
    start: timestamp({ withTimezone: true }).notNull(),
    end: timestamp({ withTimezone: true }),
    isBlocked: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pro_statuses_user_start_idx').on(t.userId, t.start),
    check('pro_statuses_period_check', sql`${t.end} is null or ${t.end} > ${t.start}`),
  ],
);
export type ProStatus = typeof proStatuses.$inferSelect;

/**
 * A member's copy of her data (« Télécharger mes données »): prepared by a job, kept as a stored
 * file, downloadable with its token until it expires.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, ready or failed. */
    state: text().notNull().default('pending'),
    tokenHash: text().notNull(),
    /** Relative to the files root, like stored files; null until ready. */
    fileKey: text(),
    size: integer(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('data_exports_token_hash_unique').on(t.tokenHash),
    index('data_exports_user_idx').on(t.userId),
    check('data_exports_state_check', sql`${t.state} in ('pending', 'ready', 'failed')`),
  ],
);
