import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthRefreshTokens } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/modules/accounts/tokens.service.ts';
import { bearer, login } from '../helpers/auth.ts';
import { createAdmin, createMember, createPro } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const password = 'motdepasse';
let t: TestApp;
/** The e-mail of each kind of account, all signing in with `password`. */
const emails: Record<'admin' | 'member' | 'nonMember' | 'pro' | 'licence' | 'young' | 'carer', string> = {
  admin: '',
  member: '',
  nonMember: '',
  pro: '',
  licence: '',
  young: '',
  carer: '',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // One hash for every account: hashing is slow on purpose.
  const person = { passwordHash: await hashPassword(password), birthdate: '1970-05-04' };
  emails.admin = (await createAdmin(db, person)).email;
  emails.member = (
    await createMember(db, { ...person, premium: true, registrationProcess: { reason: 'other', aja_role: null } })
  ).email;
  emails.nonMember = (await createMember(db, person)).email;
  emails.pro = (await createPro(db, { ...person, status: 'basic', premium: true })).email;
  emails.licence = (await createPro(db, { ...person, status: 'licence' })).email;
  const carer = await createMember(db, { ...person, isAja: true, ajaRole: 'aja_assistant' });
  emails.carer = carer.email;
  emails.young = (
    await createMember(db, { ...person, isAja: true, ajaRole: 'aja_young', assistantId: carer.id })
  ).email;
});
afterAll(async () => {
  await t.close();
});

const token = (payload: Record<string, unknown>, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    ...(contentType
      ? {
          headers: { 'content-type': contentType },
          payload: new URLSearchParams(payload as Record<string, string>).toString(),
        }
      : { payload }),
  });

/** Moves the moment a refresh token was spent back in time, past or within the grace window. */
const spentSecondsAgo = async (refreshToken: string, seconds: number) => {
  await t.database.db
    .update(oauthRefreshTokens)
    .set({ usedAt: sql`${oauthRefreshTokens.usedAt} - make_interval(secs => ${seconds})` })
    .where(eq(oauthRefreshTokens.tokenHash, hashToken(refreshToken)));
};

const profileOf = async (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /oauth/token (password grant)', () => {
  it.each([
    ['admin' as const, () => ({ role: 'admin', is_aja: false })],
    ['member' as const, () => ({ role: 'user', types: ['user', 'premium'], is_aja: false })],
    ['nonMember' as const, () => ({ role: 'user', types: ['user'], premium_dates: null })],
    ['pro' as const, () => ({ role: 'pro', types: ['pro', 'premium'], current_pro_status: { type: 'basic' } })],
    [
      'licence' as const,
      () => ({ role: 'pro', current_pro_status: { type: 'licence' }, is_pro_status_blocked: false }),
    ],
    [
      'young' as const,
      () => ({ is_aja: true, aja_role: 'aja_young', aja_assistant: expect.objectContaining({ email: emails.carer }) }),
    ],
    ['carer' as const, () => ({ is_aja: true, aja_role: 'aja_assistant', aja_assisted_nb: 1 })],
  ])('P1-LOGIN-09 P1-LOGIN-12 P1-ROLE-01 the %s account signs in and reads a profile', async (kind, expectedOf) => {
    const email = emails[kind];
    const expected = expectedOf();
    const tokens = await login(t.app, email);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.access_token).toMatch(/^[\w-]{40,}$/);
    expect(tokens.refresh_token).toMatch(/^[\w-]{40,}$/);
    const response = await profileOf(tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email, ...expected });
  });

  it('P1-LOGIN-16 the profile exposes every field of part 1 §3', async () => {
    const { data } = (await profileOf((await login(t.app, emails.member)).access_token)).json();
    for (const key of [
      'id',
      'firstname',
      'lastname',
      'email',
      'phone',
      'zip',
      'city',
      'street',
      'birthdate',
      'role',
      'is_aja',
      'aja_role',
      'assistant_id',
      'aja_assisted_nb',
      'registration_process',
      'premium_dates',
      'qr_info_alert',
      'qsat_alert',
      'cog_alert',
      'show_oncommence_menu',
      'followed_cancerous_pathology',
      'platform_access_terms_accepted',
    ]) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof data.registration_process).toBe('string');
    expect(JSON.parse(data.registration_process)).toBeTypeOf('object');
    expect(new Date(data.premium_dates.end).getTime()).toBeGreaterThan(Date.now());
    expect(data).not.toHaveProperty('password_hash');
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('P1-LOGIN-10 a wrong password and an unknown e-mail get the same 400', async () => {
    const wrong = await token({
      grant_type: 'password',
      username: emails.member,
      password: 'nope-nope',
      client_id: 'web',
    });
    const unknown = await token({
      grant_type: 'password',
      username: 'personne-inconnue@exemple.test',
      password: 'nope-nope',
      client_id: 'web',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_grant', message: 'Identifiants incorrects' });
    }
  });

  it('accepts a form-encoded body and an e-mail typed with capitals', async () => {
    const response = await token(
      {
        grant_type: 'password',
        username: ` ${emails.member.toUpperCase()} `,
        password: 'motdepasse',
        client_id: 'web',
      },
      'application/x-www-form-urlencoded',
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown client and a malformed request', async () => {
    const unknownClient = await token({
      grant_type: 'password',
      username: emails.member,
      password: 'motdepasse',
      client_id: 'x',
    });
    expect(unknownClient.statusCode).toBe(401);
    expect(unknownClient.json().error).toBe('invalid_client');
    const malformed = await token({ grant_type: 'magic' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('invalid_request');
  });
});

describe('refresh tokens', () => {
  it('P1-LOGIN-17 rotate: new pair, the old access token stops working', async () => {
    const first = await login(t.app, emails.pro);
    const response = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'web' });
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profileOf(first.access_token)).statusCode).toBe(401);
    expect((await profileOf(second.access_token)).statusCode).toBe(200);
  });

  it('P1-LOGIN-19 a refresh token reused after the grace window is refused and closes the whole session', async () => {
    const first = await login(t.app, emails.licence);
    const second = (
      await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'web' })
    ).json();
    await spentSecondsAgo(first.refresh_token, REFRESH_REUSE_GRACE_SECONDS + 1);
    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'web' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await profileOf(second.access_token)).statusCode).toBe(401);
    const afterTheft = await token({
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
      client_id: 'web',
    });
    expect(afterTheft.statusCode).toBe(400);
  });

  it('a bogus refresh token is a 400', async () => {
    const response = await token({ grant_type: 'refresh_token', refresh_token: 'bad', client_id: 'web' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('two refreshes at once with the same token (two tabs) both get the same new pair', async () => {
    const first = await login(t.app, emails.carer);
    const body = { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: 'web' };
    const answers = await Promise.all([token(body), token(body)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
  });
});

describe('sessions', () => {
  it('P1-LOGIN-12 GET /api/user without a token or with a bad one is a 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const bad = await profileOf('not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ code: 'unauthenticated', message: 'Vous êtes déconnecté' });
  });

  it('P1-LOGIN-20 logout revokes the access and the refresh token', async () => {
    const tokens = await login(t.app, emails.nonMember);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(tokens) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Vous avez été déconnecté');
    expect((await profileOf(tokens.access_token)).statusCode).toBe(401);
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'web' });
    expect(refresh.statusCode).toBe(400);
  });
});

describe('login rate limit', () => {
  const attempt = (username: string, remoteAddress: string, password = 'mauvais-mot') =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress,
      payload: { grant_type: 'password', username, password, client_id: 'web' },
    });

  it('after 10 failed attempts on one e-mail within 15 minutes, the next sign-in asks for a captcha, in French', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(emails.young, `198.51.100.${i}`)).statusCode).toBe(400);
    const limited = await attempt(emails.young, '198.51.100.99', 'motdepasse');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'captcha_required',
      message:
        'Trop d’échecs de connexion pour cette adresse : confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
    });
  });

  it('after 10 failed attempts from one IP, whatever the e-mail, sign-ins there ask for a captcha (ADR 061)', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt(`inconnu${i}@exemple.test`, '203.0.113.7')).statusCode).toBe(400);
    const asked = await attempt(emails.pro, '203.0.113.7', 'motdepasse');
    expect(asked.statusCode).toBe(429);
    expect(asked.json().error).toBe('captcha_required');
  });

  it('successful sign-ins use up no allowance: people sharing an address all get in', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await attempt(emails.carer, '192.0.2.44', 'motdepasse')).statusCode).toBe(200);
    }
  });
});
