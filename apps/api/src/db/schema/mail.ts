import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the platform sends is written here first. With SMTP configured a job sends it
 * and sets sent_at (or error); without SMTP the outbox is what the admin area lists.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    error: text(),
  },
  (t) => [index('mail_outbox_sent_created_idx').on(t.sentAt, t.createdAt), index('mail_outbox_created_idx').on(t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
