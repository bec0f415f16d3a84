import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { captchaUsed, settings } from '../../../db/schema/index.ts';

const secretKey = 'captcha_hmac_key';

/**
 * The HMAC key that signs challenges, shared by every API process through the settings
 * table: made on first use (the first writer wins, the others read its key), never public.
 */
export async function findOrCreateCaptchaSecret(db: Db): Promise<string> {
  const existing = await db.query.settings.findFirst({ where: eq(settings.key, secretKey) });
  if (existing) return existing.value;
  await db
    .insert(settings)
    .values({ key: secretKey, value: randomBytes(32).toString('hex'), isPublic: false })
    .onConflictDoNothing();
  const stored = await db.query.settings.findFirst({ where: eq(settings.key, secretKey) });
  if (!stored) throw new Error('captcha_hmac_key introuvable après création');
  return stored.value;
}

/** False when the challenge was already recorded: the unique index settles races. */
export async function recordSolvedChallenge(db: Db, signatureHash: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaUsed)
    .values({ signatureHash, expiresAt })
    .onConflictDoNothing({ target: captchaUsed.signatureHash })
    .returning({ id: captchaUsed.id });
  return inserted.length === 1;
}

/** An expired challenge is refused anyway: its row is no longer needed. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, now));
}
