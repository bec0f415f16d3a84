import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { settings } from '../../../db/schema/index.ts';

export function findPublicSetting(db: Db, key: string) {
  return db.query.settings.findFirst({ where: and(eq(settings.key, key), eq(settings.isPublic, true)) });
}

export function findSetting(db: Db, key: string) {
  return db.query.settings.findFirst({ where: eq(settings.key, key) });
}

/** The first writer wins: a concurrent second insert changes nothing. */
export async function insertPrivateSettingIfAbsent(db: Db, key: string, value: string): Promise<void> {
  await db.insert(settings).values({ key, value, isPublic: false }).onConflictDoNothing();
}

/** The values of the keys asked for, locked when read inside a change. */
export async function findSettingValues(db: Db, keys: readonly string[], lock = false): Promise<Map<string, string>> {
  const query = db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Writes a setting, keeping whether it is public. */
export async function upsertSetting(tx: Db, key: string, value: string, isPublic: boolean): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, isPublic })
    .onConflictDoUpdate({ target: settings.key, set: { value, isPublic } });
}
