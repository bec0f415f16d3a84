import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const attachableTypeEnum = pgEnum('attachable_type', ['support', 'document', 'partner']);
export const attachmentRoleEnum = pgEnum('attachment_role', [
  'pro_attachment',
  'user_attachment',
  'guide_attachment',
  'file',
  'logo',
]);

/**
 * Every stored file, whoever owns it: a support's slides, booklet and guide, a library
 * document, a partner's logo. Owners are polymorphic (no foreign key): services delete an
 * owner's attachments with it. One file per owner and role.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial().primaryKey(),
    attachableType: attachableTypeEnum().notNull(),
    attachableId: integer().notNull(),
    role: attachmentRoleEnum().notNull(),
    /** Download file name shown to people. */
    name: text().notNull(),
    /** Relative to the files root (DATA_DIR/files or the bucket), with '/' separators. */
    path: text().notNull(),
    mime: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attachments_owner_role_unique').on(t.attachableType, t.attachableId, t.role),
    check('attachments_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);

export type Attachment = typeof attachments.$inferSelect;
export type NewAttachment = typeof attachments.$inferInsert;

/**
 * Fixed-window rate limit counters shared by every API process: one row per key
 * ('login:ip:1.2.3.4') and window start, bumped with an upsert.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_hits_pkey', columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);

/** Solved captcha challenges, so a solution is accepted once across all processes. */
export const captchaUsed = pgTable(
  'captcha_used',
  {
    id: serial().primaryKey(),
    signatureHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('captcha_used_signature_unique').on(t.signatureHash),
    index('captcha_used_expires_idx').on(t.expiresAt),
  ],
);
