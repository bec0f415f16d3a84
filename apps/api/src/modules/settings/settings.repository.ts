import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

export function findPublicSetting(db: Db, key: string) {
  return db.query.settings.findFirst({ where: and(eq(settings.key, key), eq(settings.isPublic, true)) });
}
