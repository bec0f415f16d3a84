/** The rows of data_exports: a member's copies of her data, asked for, prepared, then deleted. */
import { and, count, desc, eq, gt, isNotNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataExports, users } from '../../../db/schema/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** Holds her account row until the transaction ends: two requests at once are taken one after the other. */
export async function lockPerson(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function findPerson(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function hasPendingExport(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.state, 'pending')))
    .limit(1);
  return rows.length > 0;
}

export async function countExportsSince(tx: Db, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.requestedAt, since)));
  return row?.count ?? 0;
}

export async function insertExport(
  tx: Db,
  values: { userId: number; tokenHash: string; requestedAt: Date; expiresAt: Date },
): Promise<DataExportRow> {
  const [row] = await tx
    .insert(dataExports)
    .values({ ...values, state: 'pending' })
    .returning();
  return row!;
}

export async function findLatestExport(db: Db, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** Answers whether the row was still pending (a second run changes nothing). */
export async function markReady(
  db: Db,
  id: number,
  values: { fileKey: string; size: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ ...values, state: 'ready' })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'pending')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markFailed(db: Db, id: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ state: 'failed' })
    .where(and(eq(dataExports.id, id), eq(dataExports.state, 'pending')));
}

/** Her earlier copies that still have a file: a new copy replaces them. */
export function findOlderFiles(db: Db, userId: number, exceptId: number) {
  return db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.id, exceptId), isNotNull(dataExports.fileKey)));
}

export function findExpiredFiles(db: Db, now: Date) {
  return db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lte(dataExports.expiresAt, now)));
}

/** Every file a row still names: the purge keeps these. */
export async function findKeptFileKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(isNotNull(dataExports.fileKey));
  return new Set(rows.map((row) => row.fileKey!));
}

/** The file is deleted: the row stays, for the daily count and her history. */
export async function clearFile(db: Db, id: number): Promise<void> {
  await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
}
