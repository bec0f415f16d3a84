import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

// Signing in: the OAuth clients and the tokens of a sign-in.

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
