import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

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
