import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { AppError } from '@plateforme/shared/errors/app-error';
import { authMessages } from '@plateforme/shared/messages/accounts';
import type { Db } from '../../../db/client.ts';
import { hashToken } from '../../../lib/tokens.ts';
import * as repository from './captcha.repository.ts';

/**
 * ALTCHA proof of work, protocol v2 (the one the altcha 3 widget speaks natively):
 * PBKDF2/SHA-256 at 100 iterations per attempt, and a known counter between 500 and 2,000
 * (deterministic mode: the solver must reach it). A browser solves it in well under a
 * second; a script pays the same price for every form it sends.
 */
export const captchaSettings = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 100,
  counterMin: 500,
  counterMax: 2_000,
  ttlSeconds: 10 * 60,
} as const;

const parametersSchema = z.looseObject({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
  expiresAt: z.number(),
});

/** What the widget puts, base64-encoded JSON, in the form field `captcha`. */
const payloadSchema = z.object({
  challenge: z.object({ parameters: parametersSchema, signature: z.string().min(1) }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

const captchaFailed = () =>
  new AppError('validation_failed', authMessages.captchaFailed, { captcha: [authMessages.captchaFailed] });

export type SignedChallenge = {
  parameters: Record<string, unknown> & Challenge['parameters'] & { expiresAt: number };
  signature: string;
};

/** A new challenge, signed with the shared key, valid ten minutes. */
export async function createCaptchaChallenge(db: Db, now = new Date()): Promise<SignedChallenge> {
  const { parameters, signature } = await createChallenge({
    algorithm: captchaSettings.algorithm,
    cost: captchaSettings.cost,
    counter: randomInt(captchaSettings.counterMax, captchaSettings.counterMin),
    deriveKey,
    expiresAt: new Date(now.getTime() + captchaSettings.ttlSeconds * 1000),
    hmacSignatureSecret: await repository.findOrCreateCaptchaSecret(db),
  });
  const { expiresAt } = parameters;
  if (!signature || expiresAt === undefined) throw new Error('défi ALTCHA sans signature ou sans expiration');
  return { parameters: { ...parameters, expiresAt }, signature };
}

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}

/**
 * Accepts a solved challenge once: checks signature, expiry and solution, then records it so
 * the same payload is refused afterwards, in every process. Anything else is a 422 on the
 * field `captcha`. Forms that need a human call this before doing their work.
 */
export async function verifyCaptcha(db: Db, payload: string | undefined, now = new Date()): Promise<void> {
  const decoded = payload ? decodePayload(payload) : undefined;
  if (!decoded) throw captchaFailed();
  const { challenge, solution } = decoded;
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: await repository.findOrCreateCaptchaSecret(db),
  }).catch(() => undefined);
  if (!result?.verified) throw captchaFailed();
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  if (expiresAt <= now) throw captchaFailed();
  if (!(await repository.recordSolvedChallenge(db, hashToken(challenge.signature), expiresAt))) throw captchaFailed();
  await repository.deleteExpiredChallenges(db, now);
}
