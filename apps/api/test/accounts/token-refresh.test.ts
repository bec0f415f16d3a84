import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthRefreshTokens, settings } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { bearer, login } from '../helpers/auth.ts';
import { createMember } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'web' },
  });
const profileStatus = async (accessToken: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer({ access_token: accessToken }) })).statusCode;

async function signedInMember() {
  const member = await createMember(t.database.db, { password: 'motdepasse' });
  return login(t.app, member.email);
}

describe('P1-LOGIN-17 refresh presented twice within the grace window', () => {
  it('answers the same new pair to a retry a moment later, and that pair works', async () => {
    const first = await signedInMember();
    const once = await refresh(first.refresh_token);
    const again = await refresh(first.refresh_token);
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(once.json());
    const pair = once.json();
    expect(await profileStatus(pair.access_token)).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('answers three simultaneous refreshes with one and the same pair', async () => {
    const first = await signedInMember();
    const answers = await Promise.all([
      refresh(first.refresh_token),
      refresh(first.refresh_token),
      refresh(first.refresh_token),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const pairs = answers.map((answer) => answer.json());
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    expect(await profileStatus(pairs[0].access_token)).toBe(200);
  });

  it('stores the new pair only as hashes', async () => {
    const first = await signedInMember();
    const pair = (await refresh(first.refresh_token)).json();
    const rows = await t.database.db.select().from(oauthRefreshTokens);
    const stored = JSON.stringify(rows) + JSON.stringify(await t.database.db.select().from(settings));
    expect(stored).not.toContain(pair.refresh_token);
    expect(stored).not.toContain(pair.access_token);
    expect(rows.some((row) => row.tokenHash === hashToken(pair.refresh_token))).toBe(true);
  });

  it('closes the session when the old token comes back after the new one was used', async () => {
    const first = await signedInMember();
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_grant',
      message: 'Jeton de renouvellement déjà utilisé : la session est fermée.',
    });
    expect(await profileStatus(third.access_token)).toBe(401);
  });

  it('does not reopen a session closed by a logout', async () => {
    const first = await signedInMember();
    const second = (await refresh(first.refresh_token)).json();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(second) });
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect(await profileStatus(second.access_token)).toBe(401);
  });

  it('closes the session on a reuse once the window has passed', async () => {
    const first = await signedInMember();
    const second = (await refresh(first.refresh_token)).json();
    await t.database.db
      .update(oauthRefreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(oauthRefreshTokens.tokenHash, hashToken(first.refresh_token)));
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect(await profileStatus(second.access_token)).toBe(401);
  });
});
