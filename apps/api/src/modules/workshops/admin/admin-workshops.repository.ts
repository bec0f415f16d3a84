import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminWorkshopListQuery } from '@plateforme/shared/workshops/admin.schemas';
import type { Db } from '../../../db/client.ts';
import {
  partners,
  substitutions,
  users,
  workshopMembers,
  workshops,
  type NewWorkshop,
} from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/like-pattern.ts';

const owner = alias(users, 'owner');
const secondary = alias(users, 'secondary');
const fullName = (table: { firstname: AnyPgColumn; lastname: AnyPgColumn }) =>
  sql<string>`${table.firstname} || ' ' || ${table.lastname}`;

export type WorkshopFilter = Omit<AdminWorkshopListQuery, 'page' | 'per_page' | 'sort' | 'direction'>;

function conditions(filter: WorkshopFilter): SQL | undefined {
  const list: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    list.push(or(ilike(workshops.name, pattern), ilike(workshops.city, pattern)));
  }
  if (filter.active !== undefined) list.push(eq(workshops.active, filter.active === '1'));
  if (filter.is_aja !== undefined) list.push(eq(workshops.isAja, filter.is_aja === '1'));
  if (filter.type) list.push(eq(workshops.type, filter.type));
  if (filter.owner) list.push(or(eq(workshops.userId, filter.owner), eq(workshops.secondaryProId, filter.owner)));
  return and(...list);
}

const columns = {
  workshop: workshops,
  ownerName: fullName(owner),
  secondaryName: sql<string | null>`case when ${secondary.id} is null then null else ${fullName(secondary)} end`,
  partnerName: partners.name,
};

export type WorkshopRow = {
  workshop: typeof workshops.$inferSelect;
  ownerName: string;
  secondaryName: string | null;
  partnerName: string | null;
};

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(workshops)
    .innerJoin(owner, eq(owner.id, workshops.userId))
    .leftJoin(secondary, eq(secondary.id, workshops.secondaryProId))
    .leftJoin(partners, eq(partners.id, workshops.partnerId));
}

const sortColumns = { name: workshops.name, city: workshops.city, id: workshops.id, active: workshops.active } as const;

/** A page of the list, or every row when `page` is absent (the export). */
export async function findWorkshops(
  db: Db,
  filter: WorkshopFilter,
  order: { sort: keyof typeof sortColumns; direction: 'asc' | 'desc' },
  page?: { page: number; perPage: number },
) {
  const by = order.direction === 'asc' ? asc : desc;
  const query = selectRows(db)
    .where(conditions(filter))
    .orderBy(by(sortColumns[order.sort]), asc(workshops.id))
    .$dynamic();
  if (page) query.limit(page.perPage).offset((page.page - 1) * page.perPage);
  return (await query) as WorkshopRow[];
}

export async function countWorkshops(db: Db, filter: WorkshopFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(workshops).where(conditions(filter));
  return row?.total ?? 0;
}

export async function findWorkshopRow(db: Db, workshopId: number): Promise<WorkshopRow | undefined> {
  const [row] = await selectRows(db).where(eq(workshops.id, workshopId));
  return row as WorkshopRow | undefined;
}

export async function lockWorkshop(tx: Db, workshopId: number) {
  const [row] = await tx.select().from(workshops).where(eq(workshops.id, workshopId)).for('update');
  return row;
}

export async function insertWorkshop(tx: Db, values: NewWorkshop) {
  const [row] = await tx.insert(workshops).values(values).returning();
  return row!;
}

/** Triggers on workshops move the list's version (ADR 017): cached lists refresh. */
export async function updateWorkshop(tx: Db, workshopId: number, values: Partial<NewWorkshop>): Promise<void> {
  await tx.update(workshops).set(values).where(eq(workshops.id, workshopId));
}

/** Sessions and substitutions go with the workshop (foreign keys cascade). */
export async function deleteWorkshop(tx: Db, workshopId: number): Promise<void> {
  await tx.delete(workshops).where(eq(workshops.id, workshopId));
}

/** Anyone ever subscribed to one of its sessions (kept by a trigger, ADR 036). */
export async function hasParticipants(tx: Db, workshopId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: workshopMembers.userId })
    .from(workshopMembers)
    .where(eq(workshopMembers.workshopId, workshopId))
    .limit(1);
  return row !== undefined;
}

/** The ids among `ids` that are pros who have not left. */
export async function findActivePros(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'pro'), eq(users.isArchived, false)));
  return rows.map((row) => row.id);
}

export async function partnerExists(db: Db, partnerId: number): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  return row !== undefined;
}

/** Pros whose name or e-mail holds `q`, for the pickers. */
export async function searchPros(db: Db, q: string | undefined, limit = 20) {
  const pattern = `%${escapeLike(q ?? '')}%`;
  return db
    .select({ id: users.id, name: fullName(users), email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'pro'),
        eq(users.isArchived, false),
        or(ilike(fullName(users), pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(limit);
}

export async function findSubstitutions(db: Db, workshopId: number) {
  return db
    .select({
      id: substitutions.id,
      userId: substitutions.userId,
      userName: fullName(users),
      start: substitutions.start,
      end: substitutions.end,
    })
    .from(substitutions)
    .innerJoin(users, eq(users.id, substitutions.userId))
    .where(eq(substitutions.workshopId, workshopId))
    .orderBy(asc(substitutions.start), asc(substitutions.id));
}

export async function insertSubstitution(tx: Db, values: typeof substitutions.$inferInsert) {
  const [row] = await tx.insert(substitutions).values(values).returning();
  return row!;
}

export async function deleteSubstitution(tx: Db, workshopId: number, substitutionId: number) {
  const [row] = await tx
    .delete(substitutions)
    .where(and(eq(substitutions.id, substitutionId), eq(substitutions.workshopId, workshopId)))
    .returning();
  return row;
}

export async function findWorkshopName(db: Db, workshopId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: workshops.name }).from(workshops).where(eq(workshops.id, workshopId));
  return row?.name;
}
