import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import { rateLimitHits } from '../../src/db/schema/index.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { createAdmin, createMember } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { awayFromWindowEdge } from '../helpers/rate-limit-window.ts';

// The limits below are filled within one fixed window.
beforeEach(() => awayFromWindowEdge(), 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'motdepasse';
const captchaRequired = {
  error: 'captcha_required',
  message:
    'Trop d’échecs de connexion pour cette adresse : confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
};
const rateLimited = { error: 'rate_limited', message: 'Trop de tentatives, veuillez réessayer plus tard.' };

const attempt = (username: string, remoteAddress: string, password = 'mauvais-mot', captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    payload: { grant_type: 'password', username, password, client_id: 'web', ...(captcha ? { captcha } : {}) },
  });

async function failFrom(email: string, ips: string[]) {
  for (const ip of ips) expect((await attempt(email, ip)).statusCode).toBe(400);
}

const emailCount = async (email: string) => {
  const rows = await t.database.db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, `login:email:${email}`)));
  return rows.reduce((sum, row) => sum + row.count, 0);
};

const ipFailures = async (ip: string) => {
  const rows = await t.database.db
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, `login:ip:${ip}`));
  return rows.reduce((sum, row) => sum + row.count, 0);
};

const captchaRequiredHere = {
  error: 'captcha_required',
  message:
    'Trop d’échecs de connexion depuis votre réseau : confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
};

describe('one IP shared by many people (ADR 061)', () => {
  it('fifty sign-ins at once from one IP all get in, and the IP is not locked afterwards', async () => {
    const members = await Promise.all(
      Array.from({ length: 10 }, () => createMember(t.database.db, { password: PASSWORD })),
    );
    const admin = await createAdmin(t.database.db, { password: PASSWORD });
    // Five at once per member: up to the (address, IP) pair's allowance, which they do not use up.
    const fiftySignIns = Array.from({ length: 5 }, () => members).flat();
    const answers = await Promise.all(fiftySignIns.map((member) => attempt(member.email, '192.0.2.80', PASSWORD)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect((await attempt(admin.email, '192.0.2.80', PASSWORD)).statusCode).toBe(200);
    expect(await ipFailures('192.0.2.80')).toBe(0);
  });

  it('failed passwords from one IP still call for a captcha there, which the right password passes with', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    // Ten wrong passwords on ten addresses: only the IP's limit sees them all.
    for (let i = 0; i < 10; i++)
      expect((await attempt(`inconnu-${i}@exemple.test`, '203.0.113.81')).statusCode).toBe(400);
    const asked = await attempt(member.email, '203.0.113.81', PASSWORD);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toEqual(captchaRequiredHere);
    // A guess without a captcha has its password never checked, and counts nowhere.
    for (let i = 0; i < 5; i++)
      expect((await attempt(member.email, '203.0.113.81')).json()).toEqual(captchaRequiredHere);
    expect(await ipFailures('203.0.113.81')).toBe(10);
    expect(await emailCount(member.email)).toBe(0);

    const wrong = await attempt(member.email, '203.0.113.81', 'mauvais-mot', (await solveCaptcha(t.app)).payload);
    expect(wrong.json().error).toBe('invalid_grant');
    expect(await ipFailures('203.0.113.81')).toBe(11);
    const right = await attempt(member.email, '203.0.113.81', PASSWORD, (await solveCaptcha(t.app)).payload);
    expect(right.statusCode).toBe(200);
    // Another IP is not concerned.
    expect((await attempt(member.email, '192.0.2.81', PASSWORD)).statusCode).toBe(200);
  });
});

describe('login lockout cannot be turned against a member', () => {
  it('an address locked by a stranger still signs in with its password and a solved captcha', async () => {
    const admin = await createAdmin(t.database.db, { password: PASSWORD });
    // Failures spread over many addresses, so that no IP or pair limit stops them.
    await failFrom(
      admin.email,
      Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`),
    );

    const withoutCaptcha = await attempt(admin.email, '192.0.2.10', PASSWORD);
    expect(withoutCaptcha.statusCode).toBe(429);
    expect(withoutCaptcha.json()).toEqual(captchaRequired);

    const { payload } = await solveCaptcha(t.app);
    const withCaptcha = await attempt(admin.email, '192.0.2.10', PASSWORD, payload);
    expect(withCaptcha.statusCode).toBe(200);
    expect(withCaptcha.json().access_token).toBeTypeOf('string');
  });

  it('the owner who signed in with a captcha is not asked for one again', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    await failFrom(
      member.email,
      Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 40}`),
    );
    const { payload } = await solveCaptcha(t.app);
    expect((await attempt(member.email, '192.0.2.14', PASSWORD, payload)).statusCode).toBe(200);
    expect((await attempt(member.email, '192.0.2.14', PASSWORD)).statusCode).toBe(200);
    expect((await attempt(member.email, '192.0.2.15', PASSWORD)).statusCode).toBe(200);
    // A stranger's new failures count afresh: ten of them call for the captcha again.
    await failFrom(
      member.email,
      Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 60}`),
    );
    expect((await attempt(member.email, '192.0.2.14', PASSWORD)).json()).toEqual(captchaRequired);
  });

  it('a captcha does not stand in for the password, is taken once, and a forged one is refused', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    await failFrom(
      member.email,
      Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 20}`),
    );
    const { payload } = await solveCaptcha(t.app);
    expect((await attempt(member.email, '192.0.2.11', 'mauvais-mot', payload)).json().error).toBe('invalid_grant');
    const replayed = await attempt(member.email, '192.0.2.11', PASSWORD, payload);
    expect(replayed.statusCode).toBe(429);
    expect(replayed.json()).toEqual({
      error: 'captcha_required',
      message: 'La vérification anti-robot a échoué, veuillez réessayer.',
    });
    expect((await attempt(member.email, '192.0.2.11', PASSWORD, 'bm9u')).json().error).toBe('captcha_required');
  });

  it('an attempt refused at the (address, IP) pair counts nowhere else', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    await failFrom(member.email, Array(5).fill('203.0.113.50'));
    for (let i = 0; i < 10; i++) expect((await attempt(member.email, '203.0.113.50')).json()).toEqual(rateLimited);
    expect(await emailCount(member.email)).toBe(5);
    expect(await ipFailures('203.0.113.50')).toBe(5);
    // The owner, elsewhere, is not asked for anything.
    expect((await attempt(member.email, '192.0.2.12', PASSWORD)).statusCode).toBe(200);
  });

  it('the (address, IP) pair keeps its hard limit of 5 failures, captcha or not', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    await failFrom(member.email, Array(5).fill('203.0.113.60'));
    const { payload } = await solveCaptcha(t.app);
    const blocked = await attempt(member.email, '203.0.113.60', PASSWORD, payload);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    // The same address from elsewhere is untouched.
    expect((await attempt(member.email, '192.0.2.13', PASSWORD)).statusCode).toBe(200);
  });
});
