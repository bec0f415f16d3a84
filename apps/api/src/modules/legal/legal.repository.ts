import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** The settings rows of the given keys (a text and the identity it quotes), in one read. */
export function findSettings(db: Db, keys: readonly string[]) {
  return db.select().from(settings).where(inArray(settings.key, [...keys]));
}
