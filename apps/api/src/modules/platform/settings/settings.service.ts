import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import * as repository from './settings.repository.ts';

/**
 * A private key shared by every API process through the settings table: made on first use
 * (the first writer wins), never public.
 */
export async function findOrCreateSecret(db: Db, key: string): Promise<string> {
  const existing = await repository.findSetting(db, key);
  if (existing) return existing.value;
  await repository.insertPrivateSettingIfAbsent(db, key, randomBytes(32).toString('hex'));
  const stored = await repository.findSetting(db, key);
  if (!stored) throw new Error(`${key} introuvable après création`);
  return stored.value;
}
