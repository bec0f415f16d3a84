import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurity } from '../../src/plugins/security.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Behind a TLS proxy: what the browser must be told, and which forwarded headers are believed. */
let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  behindProxy = await createTestApp({ TRUST_PROXY: '1' });
  direct = await createTestApp();
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

const hsts = 'max-age=31536000; includeSubDomains';

describe('HSTS and X-Forwarded-Proto', () => {
  it('tells the browser to insist on https when the trusted proxy received the request over TLS', async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.headers['strict-transport-security']).toBe(hsts);
  });

  it('does not over plain http, nor when the header comes from an untrusted client', async () => {
    const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could write the header: it is not believed.
    const forged = await direct.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expect(forged.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('always does when PUBLIC_URL is in https', async () => {
    const app = Fastify();
    await registerSecurity(app, [], [], { publicUrl: 'https://adherents.example.org' });
    app.get('/', () => ({}));
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe(hsts);
    await app.close();
  });
});
