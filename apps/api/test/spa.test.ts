import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('the built web app served by the API', () => {
  let t: TestApp;
  let dist: string;
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fr"><head><title>x</title></head><div id="root"></div></html>');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({ '/login': ['/assets/login-a1.js', '/assets/Checkbox-b2.js'], '/pro/workshops/:id': ['/assets/pro-workshop-c3.js'], '/home': [] }),
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bundle);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers history-mode routes with index.html, never cached', async () => {
    for (const url of ['/workshops', '/pro/workshops/12', '/login?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("names the scripts of the page's screen, so they download with the entry", async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login?redirect=%2Fprofile' });
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-a1.js"><link rel="modulepreload" crossorigin href="/assets/Checkbox-b2.js"></head>',
    );
    const workshop = await t.app.inject({ method: 'GET', url: '/pro/workshops/12' });
    expect(workshop.body).toContain('href="/assets/pro-workshop-c3.js"');
    expect(workshop.body).not.toContain('login-a1');
    for (const url of ['/home', '/pro/workshops', '/inconnue']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('modulepreload');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const url of ['/api/nope', '/api', '/oauth/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(bundle.length);
  });

  it('does not serve a missing asset as a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});
