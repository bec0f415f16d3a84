import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const supportTypeEnum = pgEnum('support_type', ['classique', 'aja']);

/**
 * The materials of one sequence of a programme. Its files are attachment rows
 * (attachable_type 'support'): pro_attachment (slides, a zip with index.html),
 * user_attachment (the members' activity booklet, PDF), guide_attachment (the pro guide, PDF).
 */
export const supports = pgTable(
  'supports',
  {
    id: serial().primaryKey(),
    sequence: integer().notNull(),
    supportType: supportTypeEnum().notNull(),
    sharedWithLicencePros: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('supports_type_sequence_unique').on(t.supportType, t.sequence),
    check('supports_sequence_check', sql`${t.sequence} >= 1`),
  ],
);

export type Support = typeof supports.$inferSelect;
