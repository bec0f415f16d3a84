import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { RegistrationProcess as WireRegistrationProcess } from '@plateforme/shared/registration/registration.rules';

export const userRoleEnum = pgEnum('user_role', ['user', 'pro', 'admin']);
export const ajaRoleEnum = pgEnum('aja_role', ['aja_young', 'aja_assistant']);

/**
 * Progress of the registration stepper, with the wire's key names (the shared rules own
 * the shape). The partner code the person typed (adh_secret_code) is never stored: only
 * the partner id is kept.
 */
export type RegistrationProcess = Omit<WireRegistrationProcess, 'partner'> & { partner?: { id: number } | null };

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

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

/** OAuth clients; the SPA is the public client 'web' (no secret). */
export const oauthClients = pgTable('oauth_clients', {
  id: text().primaryKey(),
  name: text().notNull(),
  secretHash: text(),
  confidential: boolean().notNull().default(false),
  createdAt: createdAt(),
});

export type OauthClient = typeof oauthClients.$inferSelect;

/**
 * Access tokens are random and stored hashed. A login opens a family; every refresh rotates
 * both tokens inside it, so reusing a spent refresh token can revoke the whole family.
 */
export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text()
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_access_tokens_token_hash_unique').on(t.tokenHash),
    index('oauth_access_tokens_user_idx').on(t.userId),
    index('oauth_access_tokens_family_idx').on(t.familyId),
    index('oauth_access_tokens_expires_idx').on(t.expiresAt),
  ],
);

export type OauthAccessToken = typeof oauthAccessTokens.$inferSelect;

export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull(),
    accessTokenId: bigint({ mode: 'number' })
      .notNull()
      .references(() => oauthAccessTokens.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Set when the token is exchanged; a second use is a replay. */
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('oauth_refresh_tokens_access_token_idx').on(t.accessTokenId),
    index('oauth_refresh_tokens_family_idx').on(t.familyId),
    index('oauth_refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

export type OauthRefreshToken = typeof oauthRefreshTokens.$inferSelect;

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial().primaryKey(),
    /** The address the link was sent to (lower-cased), checked again when the password is set. */
    email: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_email_idx').on(t.email),
    index('password_resets_user_idx').on(t.userId),
  ],
);

export type PasswordReset = typeof passwordResets.$inferSelect;

/** Invitations let a user created by someone else (a carer, the staff) set their password. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_token_hash_unique').on(t.tokenHash), index('invitations_user_idx').on(t.userId)],
);

export type Invitation = typeof invitations.$inferSelect;

/**
 * A change of login e-mail waiting for its confirmation link (sent to the new address). The
 * account keeps its current address until the link is opened; the token is stored hashed.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, like users.email. */
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_changes_token_hash_unique').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
);

/** The welcome e-mail's link that confirms an address works (the token is stored hashed). */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to (lower-cased): a link for an address since changed confirms nothing. */
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash_unique').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId),
  ],
);

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

/**
 * An AJA young person named a carer who already has an account: the link is made only once
 * the carer opens the e-mailed link (the token is stored hashed).
 */
export const carerLinkRequests = pgTable(
  'carer_link_requests',
  {
    id: serial().primaryKey(),
    youngId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('carer_link_requests_token_hash_unique').on(t.tokenHash),
    index('carer_link_requests_young_idx').on(t.youngId),
  ],
);

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
