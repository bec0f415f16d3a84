import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import { createMember } from '../helpers/factories.ts';
import { waitForOutboxSettled } from '../helpers/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { awayFromWindowEdge } from '../helpers/rate-limit-window.ts';

// The limits below are filled within one fixed window.
beforeEach(() => awayFromWindowEdge(), 60_000);

const PASSWORD = 'motdepasse-actuel';
let t: TestApp;
let nextIp = 1;
const newIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await waitForOutboxSettled(t.database.db);
  await t.close();
});

const profileOf = (user: { firstname: string; lastname: string; email: string }) => ({
  lastname: user.lastname,
  firstname: user.firstname,
  email: user.email,
  street: '1 rue de la Paix',
  zip: '75002',
  city: 'Paris',
  phone: '06 11 22 33 44',
});

async function signInWithPassword(email: string, password: string, ip: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: ip,
    payload: { grant_type: 'password', username: email, password, client_id: 'web' },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().access_token}`, refresh: response.json().refresh_token as string };
}

const whoAmI = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/user', headers });

describe('PUT /api/users/{id} with a new password', () => {
  it('P2-PROF-12 closes every other session of the account, the current one stays open', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    const ip = newIp();
    const here = await signInWithPassword(member.email, PASSWORD, ip);
    const elsewhere = await signInWithPassword(member.email, PASSWORD, ip);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: { authorization: here.authorization },
      remoteAddress: ip,
      payload: {
        ...profileOf(member),
        old_password: PASSWORD,
        password: 'nouveau-mdp-1',
        password_confirmation: 'nouveau-mdp-1',
      },
    });
    expect(changed.statusCode).toBe(200);

    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
    // Nor can the other session come back through its refresh token.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: elsewhere.refresh, client_id: 'web' },
    });
    expect(refreshed.statusCode).toBe(400);
  });

  it('a profile saved without a new password closes nothing', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    const ip = newIp();
    const here = await signInWithPassword(member.email, PASSWORD, ip);
    const elsewhere = await signInWithPassword(member.email, PASSWORD, ip);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: here,
      remoteAddress: ip,
      payload: profileOf(member),
    });
    expect(saved.statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(200);
  });
});

describe('old_password attempts', () => {
  const wrongTry = (
    member: { id: number; firstname: string; lastname: string; email: string },
    headers: { authorization: string },
    ip: string,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers,
      remoteAddress: ip,
      payload: {
        ...profileOf(member),
        old_password: 'pas-le-bon',
        password: 'nouveau-mdp-1',
        password_confirmation: 'nouveau-mdp-1',
      },
    });

  it('allows 5 wrong old passwords per account a quarter of an hour: the 6th gets a 429 in French, even with the right one', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    const ip = newIp();
    const session = await signInWithPassword(member.email, PASSWORD, ip);
    for (let attempt = 0; attempt < 5; attempt++) {
      // Each from another address: the limit is the account's.
      expect((await wrongTry(member, session, newIp())).statusCode).toBe(422);
    }
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: session,
      remoteAddress: newIp(),
      payload: {
        ...profileOf(member),
        old_password: PASSWORD,
        password: 'nouveau-mdp-1',
        password_confirmation: 'nouveau-mdp-1',
      },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de tentatives, veuillez réessayer plus tard.');
  });

  it('allows 20 wrong old passwords per IP a quarter of an hour, whatever the account', async () => {
    const ip = newIp();
    for (let round = 0; round < 6; round++) {
      const member = await createMember(t.database.db, { password: PASSWORD });
      const session = await signInWithPassword(member.email, PASSWORD, newIp());
      const limit = round < 5 ? 4 : 1;
      for (let attempt = 0; attempt < limit; attempt++) {
        const response = await wrongTry(member, session, ip);
        expect(response.statusCode).toBe(round === 5 ? 429 : 422);
      }
    }
  });

  it('right old passwords do not use up the allowance', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    const ip = newIp();
    const session = await signInWithPassword(member.email, PASSWORD, ip);
    let password = PASSWORD;
    for (let attempt = 0; attempt < 7; attempt++) {
      const next = `nouveau-mdp-${attempt}`;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${member.id}`,
        headers: session,
        remoteAddress: ip,
        payload: { ...profileOf(member), old_password: password, password: next, password_confirmation: next },
      });
      expect(response.statusCode).toBe(200);
      password = next;
    }
  });
});
