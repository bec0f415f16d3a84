import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import * as repository from './settings.repository.ts';

/** A setting's value, public or private, or undefined when it is not set. */
export async function findSettingValue(db: Db, key: string): Promise<string | undefined> {
  return (await repository.findSetting(db, key))?.value;
}

/** The values of the keys asked for that are set, public or private. */
export function findSettingValues(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  return repository.findSettingValues(db, keys);
}

/**
 * A private setting shared by every API process through the settings table: made by `create`
 * on first use, never public. Concurrent first uses insert without overwriting and all read
 * back the row that won.
 */
export async function findOrCreatePrivateSetting(db: Db, key: string, create: () => Promise<string>): Promise<string> {
  const existing = await findSettingValue(db, key);
  if (existing !== undefined) return existing;
  await repository.insertPrivateSettingIfAbsent(db, key, await create());
  const stored = await findSettingValue(db, key);
  if (stored === undefined) throw new Error(`${key} introuvable après création`);
  return stored;
}

/** A private random key (the first writer wins), never public. */
export function findOrCreateSecret(db: Db, key: string): Promise<string> {
  return findOrCreatePrivateSetting(db, key, async () => randomBytes(32).toString('hex'));
}
