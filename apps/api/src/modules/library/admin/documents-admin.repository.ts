import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { attachments, documents } from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/like-pattern.ts';

const fileJoin = and(
  eq(attachments.attachableType, 'document'),
  eq(attachments.attachableId, documents.id),
  eq(attachments.role, 'file'),
);

export type DocumentListFilter = { q?: string; type?: string };
export type DocumentListOrder = { sort: 'title' | 'type' | 'created_at'; direction: 'asc' | 'desc' };

function whereOf(filter: DocumentListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(ilike(documents.title, `%${escapeLike(filter.q)}%`));
  if (filter.type) conditions.push(eq(documents.type, filter.type));
  return conditions.length ? and(...conditions) : undefined;
}

const columns = {
  id: documents.id,
  title: documents.title,
  description: documents.description,
  type: documents.type,
  createdAt: documents.createdAt,
  fileId: attachments.id,
  fileName: attachments.name,
  fileMime: attachments.mime,
  fileSize: attachments.sizeBytes,
  filePath: attachments.path,
};

/** Documents with their file, one page (or all of them without `page`), and the count. */
export async function findAdminDocuments(
  db: Db,
  filter: DocumentListFilter,
  order: DocumentListOrder,
  page?: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const by = order.direction === 'asc' ? asc : desc;
  const column =
    order.sort === 'title' ? documents.title : order.sort === 'type' ? documents.type : documents.createdAt;
  const query = db
    .select(columns)
    .from(documents)
    .leftJoin(attachments, fileJoin)
    .where(where)
    .orderBy(by(column), by(documents.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type AdminDocumentRow = Awaited<ReturnType<typeof findAdminDocuments>>['rows'][number];

export async function findAdminDocument(db: Db, id: number): Promise<AdminDocumentRow | undefined> {
  const [row] = await db.select(columns).from(documents).leftJoin(attachments, fileJoin).where(eq(documents.id, id));
  return row;
}

export async function insertDocument(db: Db, values: { title: string; description: string; type: string }) {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

export async function updateDocument(db: Db, id: number, values: { title: string; description: string; type: string }) {
  await db
    .update(documents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(documents.id, id));
}

export async function deleteDocument(db: Db, id: number) {
  await db.delete(documents).where(eq(documents.id, id));
}
