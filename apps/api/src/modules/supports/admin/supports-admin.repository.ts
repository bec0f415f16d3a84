import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { attachments, supports } from '../../../db/schema/index.ts';

export type SupportListFilter = { sequence?: number; supportType?: 'classique' | 'aja'; shared?: boolean };
export type SupportListOrder = { sort: 'sequence' | 'support_type' | 'updated_at'; direction: 'asc' | 'desc' };

function whereOf(filter: SupportListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.sequence !== undefined) conditions.push(eq(supports.sequence, filter.sequence));
  if (filter.supportType) conditions.push(eq(supports.supportType, filter.supportType));
  if (filter.shared !== undefined) conditions.push(eq(supports.sharedWithLicencePros, filter.shared));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findAdminSupports(
  db: Db,
  filter: SupportListFilter,
  order: SupportListOrder,
  page?: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const by = order.direction === 'asc' ? asc : desc;
  const column =
    order.sort === 'support_type'
      ? supports.supportType
      : order.sort === 'updated_at'
        ? supports.updatedAt
        : supports.sequence;
  const query = db
    .select()
    .from(supports)
    .where(where)
    .orderBy(by(column), asc(supports.supportType), asc(supports.sequence), asc(supports.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ total: count() }).from(supports).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The files of these supports, by support id. */
export async function findSupportFiles(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: attachments.id,
      supportId: attachments.attachableId,
      role: attachments.role,
      name: attachments.name,
      mime: attachments.mime,
      size: attachments.sizeBytes,
      path: attachments.path,
    })
    .from(attachments)
    .where(and(eq(attachments.attachableType, 'support'), inArray(attachments.attachableId, ids)));
}

export async function findSupport(db: Db, id: number) {
  const [row] = await db.select().from(supports).where(eq(supports.id, id));
  return row;
}

export type SupportValues = { sequence: number; supportType: 'classique' | 'aja'; sharedWithLicencePros: boolean };

/** The support holding this programme and sequence, other than `exceptId`. */
export async function findClash(db: Db, values: SupportValues, exceptId?: number) {
  const [row] = await db
    .select({ id: supports.id })
    .from(supports)
    .where(
      and(
        eq(supports.supportType, values.supportType),
        eq(supports.sequence, values.sequence),
        exceptId ? sql`${supports.id} <> ${exceptId}` : undefined,
      ),
    );
  return row;
}

export async function insertSupport(db: Db, values: SupportValues) {
  const [row] = await db.insert(supports).values(values).returning({ id: supports.id });
  return row!.id;
}

export async function updateSupport(db: Db, id: number, values: SupportValues) {
  await db
    .update(supports)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(supports.id, id));
}

export async function deleteSupport(db: Db, id: number) {
  await db.delete(supports).where(eq(supports.id, id));
}
