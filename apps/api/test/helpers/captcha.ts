import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** Encodes a challenge and its solution exactly as the altcha widget does (base64 JSON). */
export function encodeCaptchaPayload(
  challenge: Pick<Challenge, 'parameters' | 'signature'>,
  solution: { counter: number; derivedKey: string },
): string {
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

/** Fetches a challenge from the API and solves it for real, as the browser widget would. */
export async function solveCaptcha(app: FastifyInstance): Promise<{ payload: string; challenge: Challenge }> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (response.statusCode !== 200) throw new Error(`défi captcha : HTTP ${response.statusCode}`);
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('défi captcha non résolu');
  return { payload: encodeCaptchaPayload(challenge, solution), challenge };
}
