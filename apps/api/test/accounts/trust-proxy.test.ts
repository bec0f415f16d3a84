import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let sequence = 0;
/** A failed sign-in with a fresh unknown e-mail: only the per-IP limit can stop it. */
const failedLogin = (app: TestApp['app'], forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      grant_type: 'password',
      username: `inconnu-${++sequence}@exemple.test`,
      password: 'faux',
      client_id: 'web',
    },
  });

describe('TRUST_PROXY', () => {
  it('refuses true, which would believe any address a client writes, and explains what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'partout' })).toThrow(/nombre de proxys/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError);
  });

  it('reads false, a hop count and a list of addresses or ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it.each([['1'], ['10.0.0.2'], ['10.0.0.0/8']])(
    'with TRUST_PROXY=%s a client who writes its own X-Forwarded-For entries still hits its per-IP limit',
    async (setting) => {
      t = await createTestApp({ TRUST_PROXY: setting });
      // The proxy (10.0.0.2) appends the real client, 203.0.113.7; what comes before is the client's own.
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await failedLogin(t.app, `198.51.100.${attempt}, 203.0.113.7`);
        expect(response.statusCode).toBe(400);
      }
      const blocked = await failedLogin(t.app, '198.51.100.99, 203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      // Another client behind the same proxy is counted apart.
      expect((await failedLogin(t.app, '203.0.113.8')).statusCode).toBe(400);
    },
  );
});
