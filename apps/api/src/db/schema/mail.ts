import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    index('mail_outbox_sent_created_idx').on(t.sentAt, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_next_attempt_idx').on(t.nextAttemptAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
