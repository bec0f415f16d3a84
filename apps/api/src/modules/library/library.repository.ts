import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, documents } from '../../db/schema/index.ts';

/** The document's file: its attachment with role 'file' (one per document, unique index). */
const fileJoin = and(
  eq(attachments.attachableType, 'document'),
  eq(attachments.attachableId, documents.id),
  eq(attachments.role, 'file'),
);

const accented = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ';
const plain = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy';

/**
 * The title folded as `foldForSearch` folds the words searched: accents dropped, œ and æ
 * spelt out, lowercase, any run of other characters one space. lower() alone only folds
 * ASCII under the C collation, hence translate() first; the same on PGlite and PostgreSQL,
 * and the title order reads as a French reader expects (« Chemobrain » under C).
 */
const foldedTitle = sql<string>`trim(regexp_replace(lower(replace(replace(replace(replace(translate(${documents.title}, ${accented}, ${plain}), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae')), '[^a-z0-9]+', ' ', 'g'))`;

export type DocumentFilter = {
  /** Already folded (a-z, 0-9 and single spaces): no LIKE wildcard can be in it. */
  titleContains?: string;
  type?: string;
};

export type DocumentOrder = { sort: 'created_at' | 'title' | 'type'; direction: 'asc' | 'desc' };

function whereOf(filter: DocumentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.titleContains) conditions.push(sql`${foldedTitle} like ${`%${filter.titleContains}%`}`);
  if (filter.type) conditions.push(eq(documents.type, filter.type));
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf({ sort, direction }: DocumentOrder): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  // Ties keep a stable order so a page never repeats or skips a document.
  if (sort === 'title') return [by(foldedTitle), by(documents.id)];
  if (sort === 'type') return [by(documents.type), desc(documents.createdAt), desc(documents.id)];
  return [by(documents.createdAt), by(documents.id)];
}

/** One page of documents with their file's size, and the count of all that match. */
export async function findDocumentPage(
  db: Db,
  filter: DocumentFilter,
  order: DocumentOrder,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: documents.id,
        title: documents.title,
        description: documents.description,
        type: documents.type,
        createdAt: documents.createdAt,
        sizeBytes: attachments.sizeBytes,
      })
      .from(documents)
      .leftJoin(attachments, fileJoin)
      .where(where)
      .orderBy(...orderOf(order))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The types that at least one document has. */
export async function findDocumentTypes(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ type: documents.type }).from(documents);
  return rows.map((row) => row.type);
}

/** A document with its file attachment (null when it has none). */
export async function findDocumentFile(db: Db, documentId: number) {
  const [row] = await db
    .select({
      id: documents.id,
      file: { id: attachments.id, name: attachments.name, path: attachments.path, mime: attachments.mime },
    })
    .from(documents)
    .leftJoin(attachments, fileJoin)
    .where(eq(documents.id, documentId));
  return row;
}
