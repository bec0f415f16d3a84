/**
 * The token of a member's card, printed in its QR code (issue #38). It names the person
 * without showing who: her id is sealed in one AES-256 block (a keyed permutation, so the
 * token looks random and never gives the id away), then signed with HMAC-SHA256 (encrypt
 * then sign): any altered character makes it unknown. It carries no date: validity is read
 * from her memberships at each check, so a renewal keeps the printed card valid.
 * `<base64url(sealed block, 16 bytes) + base64url(signature, first 16 bytes)>`: 43 characters.
 */
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { CARD_TOKEN_PATTERN } from '@plateforme/shared/membership/card.schemas';
import type { Db } from '../../../db/client.ts';
import { findOrCreateSecret, findSettingValue } from '../../platform/settings/settings.service.ts';

const keySetting = 'membership_card_key';
const VERSION = 1;

type CardKeys = { seal: Buffer; sign: Buffer };

/** Two keys drawn apart from the one secret, so sealing and signing never share a key. */
function deriveKeys(secret: string): CardKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`membership-card:${purpose}`).digest();
  return { seal: derive('seal'), sign: derive('sign') };
}

const signBlock = (keys: CardKeys, block: Buffer) =>
  createHmac('sha256', keys.sign).update(block).digest().subarray(0, 16);

/** Version byte, the id on 4 bytes, zeros: one AES block, checked whole when opened. */
function plainBlock(userId: number): Buffer {
  const block = Buffer.alloc(16);
  block.writeUInt8(VERSION, 0);
  block.writeUInt32BE(userId, 1);
  return block;
}

export function sealCardToken(secret: string, userId: number): string {
  const keys = deriveKeys(secret);
  const cipher = createCipheriv('aes-256-ecb', keys.seal, null).setAutoPadding(false);
  const sealed = Buffer.concat([cipher.update(plainBlock(userId)), cipher.final()]);
  return Buffer.concat([sealed, signBlock(keys, sealed)]).toString('base64url');
}

/** The person a well-formed, well-signed token names, else null. */
export function openCardToken(secret: string, token: string): number | null {
  if (!CARD_TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // The last character's spare bits must be zero: one token, one spelling.
  if (bytes.length !== 32 || bytes.toString('base64url') !== token) return null;
  const keys = deriveKeys(secret);
  const sealed = bytes.subarray(0, 16);
  if (!timingSafeEqual(signBlock(keys, sealed), bytes.subarray(16))) return null;
  const decipher = createDecipheriv('aes-256-ecb', keys.seal, null).setAutoPadding(false);
  const block = Buffer.concat([decipher.update(sealed), decipher.final()]);
  const userId = block.readUInt32BE(1);
  return block.equals(plainBlock(userId)) && userId > 0 ? userId : null;
}

/** The card's token: the key is made on the first card printed. */
export async function createCardToken(db: Db, userId: number): Promise<string> {
  return sealCardToken(await findOrCreateSecret(db, keySetting), userId);
}

/** The person of a card; with no key yet no card was ever printed, and a check writes nothing. */
export async function readCardToken(db: Db, token: string): Promise<number | null> {
  if (!CARD_TOKEN_PATTERN.test(token)) return null;
  const secret = await findSettingValue(db, keySetting);
  return secret === undefined ? null : openCardToken(secret, token);
}
