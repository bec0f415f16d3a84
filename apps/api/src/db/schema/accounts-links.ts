import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

// The links sent by e-mail, each with a token stored hashed: a new password, an invitation, a
// change or confirmation of the address, a carer's link to a young person.

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
