import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { settings } from '../../../db/schema/index.ts';

/** The settings rows of the given keys (a text and the identity it quotes), in one read. */
export function findSettings(db: Db, keys: readonly string[]) {
  return db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
}

/** A legal text's row, locked until the transaction ends: one save at a time. */
export async function lockSetting(db: Db, key: string) {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).for('update');
  return row;
}

/** Writes a legal text (public through its page only, never as a setting). */
export async function saveSettingText(tx: Db, key: string, value: string): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, isPublic: false })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
