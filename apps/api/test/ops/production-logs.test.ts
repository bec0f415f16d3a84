import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** The server's logs as an operator's collector reads them: one JSON object a line. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  },
});

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', SEED: 'none', JOBS_POLL_SECONDS: '0' });
  app = await buildApp({ config, database, logger: pino({ level: 'info' }, sink) });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('request logs', () => {
  it('are JSON lines naming the method, the route, the status, the duration and the request', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/workshops/999999?sort=name' });
    expect(response.statusCode).toBe(404);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.find((entry) => entry.msg === 'request completed');
    expect(completed).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      res: { statusCode: 404, method: 'GET', route: '/api/workshops/:id', url: '/api/workshops/999999?sort=name' },
      responseTime: expect.any(Number),
    });
    const incoming = entries.find((entry) => entry.msg === 'incoming request');
    expect(incoming?.reqId).toBe(completed?.reqId);
  });

  it('hold no token, password, cookie or e-mail link secret', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/api/user?access_token=jeton-en-clair-1',
      headers: { authorization: 'Bearer jeton-en-clair-2', cookie: 'session=biscuit-secret-3' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/password/reset/lien-secret-4',
      payload: { email: 'a@example.org', password: 'mot-de-passe-5', password_confirmation: 'mot-de-passe-5' },
    });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const secret of [
      'jeton-en-clair-1',
      'jeton-en-clair-2',
      'biscuit-secret-3',
      'lien-secret-4',
      'mot-de-passe-5',
    ])
      expect(log).not.toContain(secret);
    expect(log).toContain('/api/password/reset/[masqué]');
  });
});
