import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@plateforme/shared/errors/app-error';
import { buildApp } from '../../src/app.ts';
import { captchaUsed, settings } from '../../src/db/schema/index.ts';
import { verifyCaptcha } from '../../src/modules/platform/captcha/captcha.service.ts';
import { encodeCaptchaPayload, solveCaptcha } from '../helpers/captcha.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const captchaFailed = 'La vérification anti-robot a échoué, veuillez réessayer.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** verifyCaptcha's refusal, as the error handler will send it: 422 on the field captcha. */
async function expectRefused(payload: string | undefined) {
  const error = await verifyCaptcha(t.database.db, payload).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 422, errors: { captcha: [captchaFailed] } });
}

const storedSecret = async () =>
  (await t.database.db.query.settings.findFirst({ where: eq(settings.key, 'captcha_hmac_key') }))?.value;

describe('GET /api/captcha/challenge', () => {
  // DESIGN.md: "Captcha | ALTCHA, self-hosted proof of work (no third party, no cookies) | same |
  // solved for real in tests".
  it('gives a signed ALTCHA v2 challenge valid 10 minutes, never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.json();
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 100, keyLength: 32 });
    expect(parameters.expiresAt - before).toBeGreaterThanOrEqual(599);
    expect(parameters.expiresAt - before).toBeLessThanOrEqual(601);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps its signing key in the settings, private, made once and shared', async () => {
    await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    const row = await t.database.db.query.settings.findFirst({ where: eq(settings.key, 'captcha_hmac_key') });
    expect(row?.isPublic).toBe(false);
    expect(row?.value).toMatch(/^[0-9a-f]{64}$/);
    await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(await storedSecret()).toBe(row?.value);
  });

  it('is solved for real, and a challenge from one API process is accepted by another', async () => {
    // Nothing lives in process memory: a second app on the same database stands for a second process.
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const { payload } = await solveCaptcha(other);
      await expect(verifyCaptcha(t.database.db, payload)).resolves.toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('is listed in the OpenAPI document with a French summary', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/captcha/challenge'].get.summary).toContain('anti-robot');
    expect(document.paths['/api/captcha/challenge'].get.tags).toEqual(['captcha']);
  });
});

describe('verifyCaptcha', () => {
  it('accepts a solved challenge once, and refuses the same payload afterwards', async () => {
    const { payload } = await solveCaptcha(t.app);
    await expect(verifyCaptcha(t.database.db, payload)).resolves.toBeUndefined();
    await expectRefused(payload);
  });

  it('accepts only one of two concurrent submissions of the same payload', async () => {
    const { payload } = await solveCaptcha(t.app);
    const results = await Promise.allSettled([
      verifyCaptcha(t.database.db, payload),
      verifyCaptcha(t.database.db, payload),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a payload whose signature was altered', async () => {
    const { challenge, payload } = await solveCaptcha(t.app);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    await expectRefused(encodeCaptchaPayload({ ...challenge, signature: '0'.repeat(64) }, decoded.solution));
    // Nor can the parameters be eased: the signature covers them.
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    await expectRefused(encodeCaptchaPayload(easier, decoded.solution));
  });

  it('refuses a wrong solution', async () => {
    const { challenge, payload } = await solveCaptcha(t.app);
    const { solution } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    await expectRefused(encodeCaptchaPayload(challenge, { ...solution, counter: solution.counter + 1 }));
  });

  it('refuses a challenge signed with another key', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 100,
      counter: 10,
      deriveKey,
      expiresAt: new Date(Date.now() + 600_000),
      hmacSignatureSecret: 'une clé qui n’est pas celle du serveur',
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('non résolu');
    await expectRefused(encodeCaptchaPayload(challenge, solution));
  });

  it('refuses an expired challenge', async () => {
    const secret = await storedSecret();
    if (!secret) throw new Error('clé absente');
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 100,
      counter: 10,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: secret,
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('non résolu');
    await expectRefused(encodeCaptchaPayload(challenge, solution));
  });

  it('refuses a missing payload, garbage, and the widget test mode', async () => {
    await expectRefused(undefined);
    await expectRefused('');
    await expectRefused('pas du base64 !');
    await expectRefused(Buffer.from('{}').toString('base64'));
    await expectRefused(
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'),
    );
  });

  it('forgets challenges once they have expired', async () => {
    await t.database.db
      .insert(captchaUsed)
      .values({ signatureHash: 'ancien-défi', expiresAt: new Date(Date.now() - 60_000) });
    const { payload } = await solveCaptcha(t.app);
    await verifyCaptcha(t.database.db, payload);
    const left = await t.database.db.select().from(captchaUsed).where(eq(captchaUsed.signatureHash, 'ancien-défi'));
    expect(left).toEqual([]);
  });
});
