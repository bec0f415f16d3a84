import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

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

/** What an action changed: each field with its value before and after (absent on create/delete). */
export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/**
 * Every change made in the back office (ADR 040): who, when, what. Written in the same
 * transaction as the change, so a row exists exactly when the change does. The actor is kept
 * as a name too, so the log still reads after an account is archived or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    /** 'create', 'update', 'delete', or a named action ('rotate-code', 'mark-refunded'…). */
    action: text().notNull(),
    /** The table's business name: 'partner', 'workshop', 'user', 'setting'… */
    entity: text().notNull(),
    entityId: integer(),
    /** A short French label of the row (« Atelier de Lyon »), for the log's reader. */
    label: text().notNull().default(''),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/** A file sent with a message, kept in the outbox so a retry sends it again. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail the platform sends is written here first. With SMTP configured it is sent at
 * once and sent_at set; a failure records error and next_attempt_at, and a job tries again
 * later. Without SMTP the outbox is what the admin area lists.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attachments: jsonb().$type<MailAttachment[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    error: text(),
    /** When a failed delivery is tried again; null once sent or given up. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /**
     * Why this e-mail is sent, to whom, for what (`reminder:48:<subscription id>`): a second
     * e-mail with the same purpose is never written, whatever the retries or processes.
     */
    purpose: text().unique(),
  },
  (t) => [
    index('mail_outbox_sent_created_idx').on(t.sentAt, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_next_attempt_idx').on(t.nextAttemptAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Key/value settings: amounts in cents (subscription_amount), the payment contact, the
 * association's identity for tax receipts. Only is_public rows are served to visitors.
 */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  isPublic: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
export type Setting = typeof settings.$inferSelect;

export const jobStateEnum = pgEnum('job_state', ['pending', 'done', 'failed']);

/**
 * Work that follows an action or a clock, run by whichever API process claims it first
 * (ADR 072): `FOR UPDATE SKIP LOCKED` and a lease, so each job runs once. One job per kind
 * and key: enqueuing it twice keeps the first. A failure is tried again after a growing wait;
 * after the last try the job stays failed, with its error, for the staff to read.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: jobStateEnum().notNull().default('pending'),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /** A claimed job not finished by then (process killed) is claimed again. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** What the run did, in a few words (« 12 e-mails »), or why it failed. */
    result: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_unique').on(t.kind, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_created_idx').on(t.createdAt),
  ],
);

export type Job = typeof jobs.$inferSelect;
