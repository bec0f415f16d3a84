import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { addCalendarDays, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import type { AdminPaymentsQuery, AdminTaxReceiptsQuery } from '@plateforme/shared/membership/admin.schemas';
import type { Db } from '../../../db/client.ts';
import { partners, payments, taxReceipts, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

/** Manual payments carry this prefix before their form's idempotency key (ADR 047). */
export const MANUAL_REF_PREFIX = 'MANUEL-';

/** The day a payment counts for: paid, else opened. */
const paymentDay = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;

export type PaymentFilters = Omit<AdminPaymentsQuery, 'page' | 'per_page' | 'sort' | 'direction'>;

function paymentWhere(f: PaymentFilters): SQL | undefined {
  return and(
    f.state ? eq(payments.status, f.state) : undefined,
    f.type === 'subscription' ? gt(payments.subscriptionCents, 0) : undefined,
    f.type === 'donation' ? gt(payments.donationCents, 0) : undefined,
    f.partner_id ? eq(payments.partnerId, f.partner_id) : undefined,
    f.discounted ? eq(payments.discounted, f.discounted === 'yes') : undefined,
    f.refund ? gt(payments.refundDueCents, 0) : undefined,
    f.refund === 'due' ? isNull(payments.refundedAt) : undefined,
    f.refund === 'done' ? isNotNull(payments.refundedAt) : undefined,
    f.from ? gte(paymentDay, parisTimeToInstant(f.from)) : undefined,
    f.to ? lt(paymentDay, parisTimeToInstant(addCalendarDays(f.to, 1))) : undefined,
    f.q
      ? or(
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, containsPattern(f.q)),
          ilike(users.email, containsPattern(f.q)),
          ilike(payments.ref, containsPattern(f.q)),
          ilike(payments.providerTransaction, containsPattern(f.q)),
        )
      : undefined,
  );
}

const paymentColumns = {
  id: payments.id,
  ref: payments.ref,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  status: payments.status,
  method: sql<string>`case when ${payments.ref} like ${MANUAL_REF_PREFIX + '%'} then coalesce(${payments.ipnPayload}->>'method', 'cheque') else 'card' end`,
  reference: payments.providerTransaction,
  userId: payments.userId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  subscriptionCents: payments.subscriptionCents,
  donationCents: payments.donationCents,
  proStatusAmountCents: payments.proStatusAmountCents,
  totalCents: payments.totalCents,
  discounted: payments.discounted,
  partnerId: payments.partnerId,
  partnerName: partners.name,
  sandbox: payments.sandbox,
  refundDueCents: payments.refundDueCents,
  refundedAt: payments.refundedAt,
  receiptNumber: taxReceipts.number,
};

/** One page of payments (limit null: every row, for the export). */
export function findPayments(db: Db, query: AdminPaymentsQuery, limit: number | null) {
  const order = query.direction === 'desc' ? desc : asc;
  const sortColumn = query.sort === 'amount' ? payments.totalCents : payments.createdAt;
  const rows = db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(partners, eq(partners.id, payments.partnerId))
    .leftJoin(taxReceipts, eq(taxReceipts.paymentId, payments.id))
    .where(paymentWhere(query))
    .orderBy(order(sortColumn), order(payments.id));
  return limit === null ? rows : rows.limit(limit).offset((query.page - 1) * limit);
}
export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

export async function countPayments(db: Db, filters: PaymentFilters): Promise<number> {
  const query = db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(payments)
    .$dynamic();
  // Every payment has its payer: the join only matters when the search reads the payer's name.
  if (filters.q) query.innerJoin(users, eq(users.id, payments.userId));
  const [row] = await query.where(paymentWhere(filters));
  return row?.count ?? 0;
}

/** The register lists the real receipts only: specimens of the sandbox are numbered apart. */
function receiptWhere(f: Pick<AdminTaxReceiptsQuery, 'q' | 'year'>): SQL | undefined {
  return and(
    eq(taxReceipts.sandbox, false),
    f.year ? eq(payments.receiptYear, f.year) : undefined,
    f.q
      ? or(ilike(taxReceipts.donorName, containsPattern(f.q)), ilike(taxReceipts.number, containsPattern(f.q)))
      : undefined,
  );
}

export function findTaxReceipts(db: Db, query: AdminTaxReceiptsQuery, limit: number | null) {
  const order = query.direction === 'desc' ? desc : asc;
  const rows = db
    .select({
      paymentId: taxReceipts.paymentId,
      paymentRef: payments.ref,
      number: taxReceipts.number,
      donorName: taxReceipts.donorName,
      donorAddress: taxReceipts.donorAddress,
      amountCents: taxReceipts.amountCents,
      paidAt: taxReceipts.paidAt,
      issuedAt: taxReceipts.issuedAt,
    })
    .from(taxReceipts)
    .innerJoin(payments, eq(payments.id, taxReceipts.paymentId))
    .where(receiptWhere(query))
    .orderBy(
      ...(query.sort === 'amount' ? [order(taxReceipts.amountCents)] : []),
      order(payments.receiptYear),
      order(payments.receiptNumber),
    );
  return limit === null ? rows : rows.limit(limit).offset((query.page - 1) * limit);
}
export type TaxReceiptRow = Awaited<ReturnType<typeof findTaxReceipts>>[number];

export async function countTaxReceipts(db: Db, filters: Pick<AdminTaxReceiptsQuery, 'q' | 'year'>): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(taxReceipts)
    .innerJoin(payments, eq(payments.id, taxReceipts.paymentId))
    .where(receiptWhere(filters));
  return row?.count ?? 0;
}

/** Receipts of the year's series and the donations they cover (CGI art. 222 bis). */
export async function sumTaxReceipts(db: Db, year: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      amountCents: sql<number>`coalesce(sum(${taxReceipts.amountCents}), 0)::int`.mapWith(Number),
    })
    .from(taxReceipts)
    .innerJoin(payments, eq(payments.id, taxReceipts.paymentId))
    .where(and(eq(taxReceipts.sandbox, false), eq(payments.receiptYear, year)));
  return { count: row?.count ?? 0, amountCents: row?.amountCents ?? 0 };
}

/** A refund flagged and not yet done is marked done once; a concurrent second call gets nothing. */
export async function markRefundDone(db: Db, paymentId: number, refundedAt: Date) {
  const [row] = await db
    .update(payments)
    .set({ refundedAt })
    .where(and(eq(payments.id, paymentId), gt(payments.refundDueCents, 0), isNull(payments.refundedAt)))
    .returning();
  return row;
}
