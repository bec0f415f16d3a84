import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One partner entity for every kind: the orientation partners of registration (ligue,
 * retreat = caisse de retraite, healthinsurance, employer, patientsreseau) and the
 * healthcare centres that host workshops (healthcenter). The logo is an attachment row
 * (attachable_type 'partner', role 'logo').
 */
export const partnerSupportTypeEnum = pgEnum('partner_support_type', [
  'ligue',
  'retreat',
  'healthinsurance',
  'employer',
  'patientsreseau',
  'healthcenter',
]);

export const partners = pgTable(
  'partners',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    supportType: partnerSupportTypeEnum().notNull(),
    street: text(),
    zip: text(),
    city: text(),
    /** Département code ('75', '2A', '971'); the Ligue committees are per département. */
    department: text(),
    /** What a member oriented by this partner pays, in cents; null means the usual amount. */
    price: integer(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('partners_support_type_active_idx').on(t.supportType, t.active),
    index('partners_department_idx').on(t.department),
    check('partners_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;

/**
 * Member codes (adh_secret_code) handed out by a partner. Stored as argon2id hashes like
 * passwords; a check verifies the typed code against the partner's few active codes.
 */
export const partnerCodes = pgTable(
  'partner_codes',
  {
    id: serial().primaryKey(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    /** What the staff call this code ('Campagne 2025'), never the code itself. */
    label: text().notNull().default(''),
    active: boolean().notNull().default(true),
    /** Last day the code is accepted (inclusive); null means no end. */
    validUntil: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_codes_partner_active_idx').on(t.partnerId, t.active)],
);

export type PartnerCode = typeof partnerCodes.$inferSelect;
