import { and, asc, desc, eq, gt, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { PERSON_HISTORY_LIMIT, type AdminUserListQuery } from '@plateforme/shared/accounts/admin.schemas';
import type { Db } from '../../../db/client.ts';
import { invitations, memberships, payments, proStatuses, users, workshops } from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/like-pattern.ts';
import { isPremiumAt } from '../../../db/person-facts.ts';

/** A membership running at `now`: the list's « premium » (the one condition, ADR 081). */
const premiumAt = (_db: Db, now: Date) => isPremiumAt(users.id, now);

export type UserFilter = Omit<AdminUserListQuery, 'page' | 'per_page' | 'sort' | 'direction'>;

function whereOf(db: Db, filter: UserFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const like = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${users.firstname}) like ${like}`,
        sql`lower(${users.lastname}) like ${like}`,
        sql`lower(${users.firstname} || ' ' || ${users.lastname}) like ${like}`,
        sql`${users.email} like ${like}`,
      ),
    );
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.premium) conditions.push(filter.premium === 'yes' ? premiumAt(db, now) : not(premiumAt(db, now)));
  if (filter.aja) conditions.push(eq(users.isAja, filter.aja === 'yes'));
  if (filter.archived) conditions.push(eq(users.isArchived, filter.archived === 'yes'));
  return and(...conditions);
}

const sortColumns = { lastname: users.lastname, created_at: users.createdAt, email: users.email };

export type UserListPage = {
  sort: AdminUserListQuery['sort'];
  direction: 'asc' | 'desc';
  limit: number | null;
  offset: number;
};

/** A page of people (every row when `limit` is null) and the count of all that match. */
export async function findUsers(db: Db, filter: UserFilter, page: UserListPage, now: Date) {
  const where = whereOf(db, filter, now);
  const order = page.direction === 'asc' ? asc : desc;
  const query = db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
      isPremium: sql<boolean>`${premiumAt(db, now)}`.mapWith(Boolean),
      isAja: users.isAja,
      isArchived: users.isArchived,
      isInvited: users.isInvited,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(order(sortColumns[page.sort]), asc(users.id))
    .offset(page.offset);
  const rows = page.limit === null ? await query : await query.limit(page.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** What the person's page shows beside their fields. */
export async function findUserActivity(db: Db, userId: number, now: Date) {
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000);
  const periods = await db
    .select({ id: memberships.id, start: memberships.start, end: memberships.end, source: memberships.source })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.start));
  const [paid] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'paid'), gt(payments.createdAt, yearAgo)));
  const [run] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workshops)
    .where(or(eq(workshops.userId, userId), eq(workshops.secondaryProId, userId)));
  return { memberships: periods, recentPaymentsCount: paid?.count ?? 0, workshopsCount: run?.count ?? 0 };
}

/** The person's payments, every state, the latest first. */
export function findUserPayments(db: Db, userId: number) {
  return db
    .select({
      id: payments.id,
      ref: payments.ref,
      status: payments.status,
      totalCents: payments.totalCents,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PERSON_HISTORY_LIMIT);
}

export function findProStatuses(db: Db, userId: number) {
  return db
    .select()
    .from(proStatuses)
    .where(eq(proStatuses.userId, userId))
    .orderBy(desc(proStatuses.start), desc(proStatuses.id));
}

export async function findProStatus(db: Db, userId: number, id: number) {
  const [status] = await db
    .select()
    .from(proStatuses)
    .where(and(eq(proStatuses.id, id), eq(proStatuses.userId, userId)))
    .limit(1);
  return status;
}

/** Another status of the person whose period meets [start, end) (a missing end runs on). */
export async function findOverlappingStatus(
  db: Db,
  userId: number,
  period: { start: Date; end: Date | null },
  exceptId?: number,
) {
  const [other] = await db
    .select({ id: proStatuses.id })
    .from(proStatuses)
    .where(
      and(
        eq(proStatuses.userId, userId),
        exceptId === undefined ? undefined : ne(proStatuses.id, exceptId),
        period.end ? sql`${proStatuses.start} < ${period.end}` : undefined,
        or(isNull(proStatuses.end), gt(proStatuses.end, period.start)),
      ),
    )
    .limit(1);
  return other;
}

export async function insertProStatus(db: Db, values: typeof proStatuses.$inferInsert) {
  const [status] = await db.insert(proStatuses).values(values).returning();
  if (!status) throw new Error('statut non créé');
  return status;
}

export async function updateProStatus(db: Db, id: number, values: Partial<typeof proStatuses.$inferInsert>) {
  const [status] = await db.update(proStatuses).set(values).where(eq(proStatuses.id, id)).returning();
  return status;
}

export async function deleteProStatus(db: Db, id: number) {
  await db.delete(proStatuses).where(eq(proStatuses.id, id));
}

/** Invitations not used yet, the newest first, with their person (expired ones too: they may be sent again). */
export function findPendingInvitations(db: Db) {
  return db
    .select({
      id: invitations.id,
      userId: invitations.userId,
      expiresAt: invitations.expiresAt,
      createdAt: invitations.createdAt,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      role: users.role,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(isNull(invitations.usedAt), eq(users.isInvited, true), eq(users.isArchived, false)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export async function findPendingInvitation(db: Db, id: number) {
  const [invitation] = await db
    .select({ id: invitations.id, userId: invitations.userId, email: users.email, isArchived: users.isArchived })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
    .limit(1);
  return invitation;
}
