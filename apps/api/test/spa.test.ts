import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedPageCount } from '../src/plugins/spa.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('the built web app served by the API', () => {
  let t: TestApp;
  let dist: string;
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const bootScript = 'document.documentElement.dataset.boot = "1";';
  const startScript = `export const start = ${JSON.stringify('démarrage '.repeat(500))};`;
  const startBrotli = brotliCompressSync(startScript, { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } });
  const startGzip = gzipSync(startScript, { level: 1 });
  const bootHash = `'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>x</title></head><div id="root"></div></html>',
    );
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({
        app: ['/assets/start-s0.js'],
        routes: {
          '/login': ['/assets/login-a1.js', '/assets/Checkbox-b2.js'],
          '/pro/workshops/:id': ['/assets/pro-workshop-c3.js'],
          '/home': [],
        },
      }),
    );
    writeFileSync(
      path.join(dist, '.vite', 'prerendered.json'),
      JSON.stringify({
        scriptHashes: [bootHash],
        pages: {
          '/login': {
            title: 'Connexion · Asso <test>',
            head: `<script>${bootScript}</script><style data-s="">h1{}</style>`,
            root: '<main><h1>Connexion</h1></main>',
          },
        },
      }),
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bundle);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    // As the web build leaves them (apps/web/build/precompress.ts), at settings no server
    // would use per request, so the test can tell these bytes from ones compressed on the fly.
    writeFileSync(path.join(dist, 'assets', 'start-s0.js'), startScript);
    writeFileSync(path.join(dist, 'assets', 'start-s0.js.br'), startBrotli);
    writeFileSync(path.join(dist, 'assets', 'start-s0.js.gz'), startGzip);
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

  it("names the scripts of the app and of the page's screen, so they download with the entry", async () => {
    const workshop = await t.app.inject({ method: 'GET', url: '/pro/workshops/12?tab=1' });
    expect(workshop.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/start-s0.js"><link rel="modulepreload" crossorigin href="/assets/pro-workshop-c3.js"></head>',
    );
    expect(workshop.body).not.toContain('login-a1');
    for (const url of ['/home', '/pro/workshops', '/inconnue']) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      expect(body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/start-s0.js"></head>');
      expect(body, url).not.toContain('pro-workshop-c3');
    }
  });

  it('shows « Chargement de la page… » on a page without a prerendered version until the app replaces it (ADR 098)', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/meetings' })).body;
    expect(body).toContain('<div id="root"><div data-loading-shell role="status"');
    expect(body).toContain('Chargement de la page…</div></div>');
    // The body's margin is the app's from the first paint: the page does not move when the app starts.
    expect(body).toContain('<style>body{margin:0}</style>');
    const prerendered = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    expect(prerendered).not.toContain('data-loading-shell');
  });

  it('serves a prerendered page whole, its scripts listed as data for after the page has loaded (ADR 016)', async () => {
    for (const url of ['/login', '/login/', '/login?redirect=%2Fprofile']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain('<title>Connexion · Asso &lt;test&gt;</title>');
      expect(response.body).toContain('<div id="root"><main><h1>Connexion</h1></main></div>');
      expect(response.body).toContain(
        `<script>${bootScript}</script><style data-s="">h1{}</style><script type="application/json" id="app-scripts">["/assets/start-s0.js","/assets/login-a1.js","/assets/Checkbox-b2.js"]</script></head>`,
      );
      expect(response.body).not.toContain('modulepreload');
    }
  });

  it("allows the prerendered pages' boot script, and no other inline script (CSP)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' ${bootHash}`);
  });

  it('allows images from the app and the map tiles only, not from any https site (CSP)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const imgSrc = /img-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(imgSrc).toBe("'self' data: blob: https://tile.openstreetmap.org");
  });

  it('never serves a source map, even one left in the build folder', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/INDEX-ABC123.JS.MAP']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('src/main.tsx');
    }
  });

  it('compresses pages for clients that accept it, and only for them', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/login' })).body;
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(response.headers.vary).toContain('accept-encoding');
      const body =
        expected === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : expected === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(body.toString('utf8')).toBe(html);
    }
  });

  it('compresses the page of any number of unknown paths once, sharing one kept copy', async () => {
    const decoded = async (url: string, acceptEncoding: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode, url).toBe(200);
      const raw = response.rawPayload;
      return (response.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString(
        'utf8',
      );
    };
    const plain = (await t.app.inject({ method: 'GET', url: '/inconnue-0' })).body;
    const workshop = (await t.app.inject({ method: 'GET', url: '/pro/workshops/0' })).body;
    await decoded('/inconnue-0', 'br');
    await decoded('/inconnue-0', 'gzip');
    await decoded('/pro/workshops/0', 'br');
    const kept = cachedPageCount(t.app);
    for (let i = 1; i <= 40; i++) {
      expect(await decoded(`/inconnue-${i}/x?y=${i}`, 'br')).toBe(plain);
      expect(await decoded(`/autre/${i}`, 'gzip')).toBe(plain);
      expect(await decoded(`/pro/workshops/${i}`, 'br')).toBe(workshop);
    }
    expect(cachedPageCount(t.app)).toBe(kept);
  });

  it('sends a prerendered form posted before the app runs back to its page, never echoing what it held', async () => {
    const password = 'MotDePasse-Secret-42';
    for (const url of ['/login', '/login/']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'marie@example.fr', password }).toString(),
      });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe('/login');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(response.headers) + response.body).not.toContain(password);
    }
    for (const url of ['/inconnue', '//evil.example/login', '/api/login']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { password } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body, url).not.toContain(password);
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

  it('sends the copies compressed at build time to clients that accept them, the plain file to others', async () => {
    for (const [acceptEncoding, encoding, bytes] of [
      ['gzip, deflate, br', 'br', startBrotli],
      ['br', 'br', startBrotli],
      ['gzip', 'gzip', startGzip],
      ['br;q=0, gzip', 'gzip', startGzip],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/start-s0.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers['content-type'], acceptEncoding).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary, acceptEncoding).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(bytes), acceptEncoding).toBe(true);
      const decoded = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(decoded.toString('utf8')).toBe(startScript);
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/assets/start-s0.js', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(startScript);
    }
  });

  it('does not serve a missing asset as a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });
});
