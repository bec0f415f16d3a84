import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { partners } from './registration.ts';

/** superseded: a membership form replaced by a newer one before it was paid (ADR 019). */
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'failed', 'cancelled', 'superseded']);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A card payment: subscription, donation and the pro status part, in cents. Whether it is a
 * subscription, a donation or both is read from the amounts, never stored twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    /** PBX_CMD sent to the provider; the IPN is matched on it, once. */
    ref: text().notNull(),
    /** Payments are accounting records: a user who has some is archived, not deleted. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subscriptionCents: integer().notNull().default(0),
    donationCents: integer().notNull().default(0),
    proStatusAmountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    discounted: boolean().notNull().default(false),
    /** The partner whose reduced price was charged (declared at registration), for reconciliation. */
    partnerId: integer().references(() => partners.id, { onDelete: 'restrict' }),
    /** Taken by the built-in sandbox: no money moved, its receipts are specimens numbered apart. */
    sandbox: boolean().notNull().default(false),
    /** Paid but not owed (a second membership for the same period): to give back, then refundedAt. */
    refundDueCents: integer().notNull().default(0),
    refundedAt: timestamp({ withTimezone: true }),
    status: paymentStatusEnum().notNull().default('pending'),
    /** Provider return code (Erreur); '00000' is a success. */
    code: text(),
    /** Provider authorisation number (Auto). */
    authorization: text(),
    providerTransaction: text(),
    paidAt: timestamp({ withTimezone: true }),
    ipnPayload: jsonb().$type<Record<string, string>>(),
    /** Tax receipt number, sequential within receipt_year; set when a donation is paid. */
    receiptYear: integer(),
    receiptNumber: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('payments_ref_unique').on(t.ref),
    uniqueIndex('payments_receipt_unique').on(t.sandbox, t.receiptYear, t.receiptNumber),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    // The back office's payments list, newest first, and the month's paid figures (ADR 047).
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    index('payments_partner_idx')
      .on(t.partnerId)
      .where(sql`${t.partnerId} is not null`),
    check(
      'payments_amounts_check',
      sql`${t.subscriptionCents} >= 0 and ${t.donationCents} >= 0 and ${t.proStatusAmountCents} >= 0 and ${t.totalCents} = ${t.subscriptionCents} + ${t.donationCents} + ${t.proStatusAmountCents}`,
    ),
    check('payments_refund_check', sql`${t.refundDueCents} >= 0 and ${t.refundDueCents} <= ${t.totalCents}`),
    check('payments_receipt_check', sql`(${t.receiptYear} is null) = (${t.receiptNumber} is null)`),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Last tax receipt number given per calendar year (specimens apart); updated under a row lock. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    year: integer().notNull(),
    sandbox: boolean().notNull().default(false),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.sandbox] })],
);

/** The association's identity and signatory printed on a receipt, as they were at issue. */
export type ReceiptIssuer = {
  association: { name: string; address: string; object: string; status: string; registration?: string };
  signatory: { name: string; role: string };
};

/**
 * A tax receipt as issued: who it was made out to, by whom, for how much, when. The PDF is
 * rendered from these once, just after the payment's transaction commits (ADR 019), and
 * never changes: a reprint gives these bytes, whatever the profile or settings say later.
 */
export const taxReceipts = pgTable(
  'tax_receipts',
  {
    paymentId: integer()
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    number: text().notNull(),
    sandbox: boolean().notNull(),
    donorName: text().notNull(),
    donorAddress: text().notNull(),
    amountCents: integer().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** « Mode de versement » of the CERFA: a card payment, or a cheque or transfer the staff recorded. */
    paymentMethod: text().$type<'card' | 'cheque' | 'transfer'>().notNull().default('card'),
    /** Null only for receipts stored with their PDF before issuers were kept. */
    issuer: jsonb().$type<ReceiptIssuer>(),
    /** Null between the commit that issued the receipt and its first rendering. */
    pdf: bytea(),
  },
  (t) => [
    uniqueIndex('tax_receipts_number_unique').on(t.sandbox, t.number),
    index('tax_receipts_paid_idx').on(t.paidAt),
  ],
);

export type TaxReceipt = typeof taxReceipts.$inferSelect;

export const membershipSourceEnum = pgEnum('membership_source', [
  'card_payment',
  'free_adhesion',
  'aja_adhesion',
  'admin',
]);

/** Premium periods. A user is premium while one period covers now. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    start: timestamp({ withTimezone: true }).notNull(),
    end: timestamp({ withTimezone: true }).notNull(),
    source: membershipSourceEnum().notNull(),
    paymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
    partnerId: integer().references(() => partners.id, { onDelete: 'set null' }),
    /** Free and AJA adhesions: a prefix plus a timestamp; card payments: the payment ref. */
    ref: text(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_user_end_idx').on(t.userId, t.end),
    uniqueIndex('memberships_payment_unique').on(t.paymentId),
    check('memberships_period_check', sql`${t.end} > ${t.start}`),
  ],
);

export type Membership = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;
