import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { param, preparedQuery } from '../../db/prepared.ts';
import type { Db } from '../../db/client.ts';
import {
  memberships,
  partners,
  payments,
  receiptCounters,
  taxReceipts,
  users,
  type NewMembership,
  type NewPayment,
  type TaxReceipt,
} from '../../db/schema/index.ts';

/** The end of the last membership period still running or to come, or null. */
export async function findCurrentMembershipEnd(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(memberships.end) })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.end, now)));
  return row?.end ? new Date(row.end) : null;
}

export async function insertMembership(db: Db, values: NewMembership) {
  const [row] = await db.insert(memberships).values(values).returning();
  if (!row) throw new Error('membership not inserted');
  return row;
}

export async function insertPayment(db: Db, values: NewPayment) {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not inserted');
  return row;
}

export function findPaymentByRef(db: Db, ref: string) {
  return db.query.payments.findFirst({ where: eq(payments.ref, ref) });
}

export function findPaymentById(db: Db, paymentId: number) {
  return db.query.payments.findFirst({ where: eq(payments.id, paymentId) });
}

/**
 * Marks the payment paid once: the conditional update matches only a payment not paid yet
 * with this total, so of two concurrent notifications one wins and the other gets nothing.
 */
export async function markPaymentPaid(
  db: Db,
  values: {
    ref: string;
    totalCents: number;
    code: string;
    authorization: string;
    ipnPayload: Record<string, string>;
    paidAt: Date;
  },
) {
  const [row] = await db
    .update(payments)
    .set({
      status: 'paid',
      code: values.code,
      authorization: values.authorization,
      ipnPayload: values.ipnPayload,
      paidAt: values.paidAt,
    })
    .where(
      and(
        eq(payments.ref, values.ref),
        eq(payments.totalCents, values.totalCents),
        // A superseded form paid all the same: the money was taken, so it is recorded.
        inArray(payments.status, ['pending', 'failed', 'cancelled', 'superseded']),
      ),
    )
    .returning();
  return row;
}

/** The user's membership forms opened and not paid; call under the user's lock. */
export async function supersedePendingMemberships(db: Db, userId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'superseded' })
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending'), gt(payments.subscriptionCents, 0)));
}

/** Money taken for a membership that was not owed (ADR 019): the staff give it back. */
export async function flagRefundDue(db: Db, paymentId: number, cents: number): Promise<void> {
  await db.update(payments).set({ refundDueCents: cents }).where(eq(payments.id, paymentId));
}

/** A refusal or a cancellation only ever changes a payment still pending. */
export async function markPaymentUnsuccessful(
  db: Db,
  values: { ref: string; status: 'failed' | 'cancelled'; code: string; ipnPayload: Record<string, string> },
) {
  const [row] = await db
    .update(payments)
    .set({ status: values.status, code: values.code, ipnPayload: values.ipnPayload })
    .where(and(eq(payments.ref, values.ref), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return row;
}

/** The next tax receipt number of the year in its series, counted atomically (the row is locked until commit). */
export async function takeReceiptNumber(db: Db, year: number, sandbox: boolean): Promise<number> {
  const [row] = await db
    .insert(receiptCounters)
    .values({ year, sandbox, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.year, receiptCounters.sandbox],
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error('receipt number not taken');
  return row.lastNumber;
}

export async function setPaymentReceipt(
  db: Db,
  paymentId: number,
  receiptYear: number,
  receiptNumber: number,
): Promise<void> {
  await db.update(payments).set({ receiptYear, receiptNumber }).where(eq(payments.id, paymentId));
}

export function findTaxReceipt(db: Db, paymentId: number) {
  return db.query.taxReceipts.findFirst({ where: eq(taxReceipts.paymentId, paymentId) });
}

/** A receipt is written once; a concurrent second writer keeps the first (read it back). */
export async function insertTaxReceipt(
  db: Db,
  receipt: Omit<TaxReceipt, 'issuedAt'> & { issuedAt?: Date },
): Promise<void> {
  await db.insert(taxReceipts).values(receipt).onConflictDoNothing({ target: taxReceipts.paymentId });
}

/** The first rendering wins: bytes once stored are never replaced. */
export async function storeTaxReceiptPdf(db: Db, paymentId: number, pdf: Buffer): Promise<void> {
  await db
    .update(taxReceipts)
    .set({ pdf })
    .where(and(eq(taxReceipts.paymentId, paymentId), isNull(taxReceipts.pdf)));
}

/** The person's card payments with the partner of a reduced price, newest first. */
export function findPaymentsWithPartner(db: Db, userId: number) {
  return db
    .select({ ...getTableColumns(payments), partnerName: partners.name })
    .from(payments)
    .leftJoin(partners, eq(partners.id, payments.partnerId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** Memberships given without a card payment (a partner's free adhesion, the AJA programme). */
export function findFreeAdhesions(db: Db, userId: number) {
  return db
    .select({
      id: memberships.id,
      ref: memberships.ref,
      createdAt: memberships.createdAt,
      source: memberships.source,
      partnerId: memberships.partnerId,
      partnerName: partners.name,
    })
    .from(memberships)
    .leftJoin(partners, eq(partners.id, memberships.partnerId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.source, ['free_adhesion', 'aja_adhesion'])));
}

export function findMembershipOfPayment(db: Db, paymentId: number) {
  return db.query.memberships.findFirst({
    where: eq(memberships.paymentId, paymentId),
    columns: { start: true, end: true },
  });
}

/** A reconciliation period: paid between `start` (included) and `end` (excluded). */
export type PaidPeriod = { start: Date; end: Date; withSandbox: boolean };

const discountedPaidIn = ({ start, end, withSandbox }: PaidPeriod) =>
  and(
    eq(payments.discounted, true),
    eq(payments.status, 'paid'),
    gte(payments.paidAt, start),
    lt(payments.paidAt, end),
    withSandbox ? undefined : eq(payments.sandbox, false),
  );

/** The partner's reduced-price payments paid in the period, with the member, oldest first. */
export function findDiscountedPayments(db: Db, partnerId: number, period: PaidPeriod) {
  return db
    .select({
      ref: payments.ref,
      paidAt: payments.paidAt,
      subscriptionCents: payments.subscriptionCents,
      donationCents: payments.donationCents,
      totalCents: payments.totalCents,
      sandbox: payments.sandbox,
      refundDueCents: payments.refundDueCents,
      refundedAt: payments.refundedAt,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.partnerId, partnerId), discountedPaidIn(period)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

/** Per partner: how many reduced-price payments were paid in the period, and their membership part. */
export function sumDiscountedPaymentsByPartner(db: Db, period: PaidPeriod) {
  return db
    .select({
      partnerId: sql<number>`${payments.partnerId}`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
      subscriptionCents: sql<number>`coalesce(sum(${payments.subscriptionCents}), 0)::int`.mapWith(Number),
    })
    .from(payments)
    .where(and(isNotNull(payments.partnerId), discountedPaidIn(period)))
    .groupBy(payments.partnerId);
}

/** Per partner: the free adhesions registered in the period (the partner pays those too). */
export function countFreeAdhesionsByPartner(db: Db, { start, end }: PaidPeriod, partnerId?: number) {
  return db
    .select({
      partnerId: sql<number>`${memberships.partnerId}`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.source, 'free_adhesion'),
        partnerId === undefined ? isNotNull(memberships.partnerId) : eq(memberships.partnerId, partnerId),
        gte(memberships.createdAt, start),
        lt(memberships.createdAt, end),
      ),
    )
    .groupBy(memberships.partnerId);
}

/** Periods still running or to come, oldest first: the current one and any renewal. */
const openMemberships = preparedQuery('profile_open_memberships', (db) =>
  db
    .select({ start: memberships.start, end: memberships.end })
    .from(memberships)
    .where(and(eq(memberships.userId, param('userId')), gt(memberships.end, param('now'))))
    .orderBy(memberships.start),
);

export function findOpenMemberships(db: Db, userId: number, now: Date) {
  return openMemberships(db, { userId, now: now.toISOString() });
}

/** Payments are accounting records and memberships rights: an account holding either stays. */
export async function holdsPaymentsOrMemberships(db: Db, userId: number): Promise<boolean> {
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId)).limit(1);
  if (payment) return true;
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  return membership !== undefined;
}
