import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Library documents for pros. The file is an attachment row (attachable_type 'document',
 * role 'file'); file_size on the wire is that row's size_bytes.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /**
     * scientific_article, vulgarization_article, neuropsychological_test, various, or
     * '{product}_sheet' (one per product), hence text rather than an enum.
     */
    type: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('documents_type_idx').on(t.type), index('documents_created_idx').on(t.createdAt)],
);

export type Document = typeof documents.$inferSelect;
