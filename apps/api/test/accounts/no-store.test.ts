import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('Cache-Control: no-store on private answers', () => {
  it('on every answer of POST /oauth/token, tokens and errors alike', async () => {
    const member = await createMember(t.database.db, { password: 'motdepasse' });
    const token = (payload: object) => t.app.inject({ method: 'POST', url: '/oauth/token', payload });
    const answers = [
      await token({ grant_type: 'password', username: member.email, password: 'motdepasse', client_id: 'web' }),
      await token({ grant_type: 'password', username: member.email, password: 'mauvais', client_id: 'web' }),
      await token({ grant_type: 'refresh_token', refresh_token: 'inconnu', client_id: 'web' }),
      await token({ grant_type: 'autre' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 400, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('on every /api answer to a request with a bearer token, errors included', async () => {
    const member = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const session = await signIn(t.database.db, member);
    const answers = [
      await get('/api/user', session),
      await get(`/api/users/${other.id}`, session),
      await get('/api/users/pas-un-nombre', session),
      await get('/api/nulle-part', session),
      await get('/api/user', { authorization: 'Bearer jeton-inconnu' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 403, 422, 404, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers without a bearer token cacheable as before', async () => {
    const health = await get('/api/health');
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
