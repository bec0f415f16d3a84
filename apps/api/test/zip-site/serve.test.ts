import { mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createZipSiteHandler,
  resolveInside,
  SLIDES_CSP,
  UnsafePathError,
  unpackOnce,
} from '../../src/lib/zip-site/index.ts';
import { registerSecurity } from '../../src/plugins/security.ts';
import { makeZip, slideshowEntries } from './zip-writer.ts';

/** Serving a support's slideshow under /api/supports/{id}/{role}/proxy/ (P2 §7, P2-SUP-11, ADR 039). */
let base: string;
let app: FastifyInstance;
let port: number;
const archives = new Map<number, string>();

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'zip-site-serve-'));
  const write = async (id: number, data: Buffer) => {
    const zipPath = path.join(base, `support-${id}.zip`);
    await writeFile(zipPath, data);
    archives.set(id, zipPath);
  };
  await write(1, makeZip(slideshowEntries()));
  await write(
    2,
    makeZip([
      { name: 'index.html', data: 'x' },
      { name: '../evil.html', data: 'x' },
    ]),
  );
  archives.set(3, path.join(base, 'missing.zip'));
  await write(4, makeZip(slideshowEntries('Ancienne version')));
  app = Fastify({ logger: false });
  // The platform's own headers first (its CSP included): the slides' answers must replace them.
  await registerSecurity(app);
  app.get(
    '/api/supports/:attachable_id/:role/proxy/*',
    createZipSiteHandler({
      cacheRoot: path.join(base, 'cache'),
      locate: (attachableId, role) => {
        const zipPath = archives.get(attachableId);
        return zipPath ? { zipPath, cacheKey: `support-${attachableId}-${role}` } : null;
      },
      canAccess: (request) => request.headers['x-test-access'] !== 'no',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await rm(base, { recursive: true, force: true });
});

/** A request whose path is sent byte for byte, without the normalising a URL parser does. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const slides = '/api/supports/1/pro_attachment/proxy/';

describe('GET /api/supports/{attachable_id}/{role}/proxy/*', () => {
  it('P2-SUP-11 serves index.html for the base path, sandboxed, private and not sniffed', async () => {
    const response = await get(slides);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Séance 1</h1>');
    expect(response.headers['content-security-policy']).toBe(SLIDES_CSP);
    expect(String(response.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
    expect(SLIDES_CSP).toContain('sandbox allow-scripts');
    expect(SLIDES_CSP).not.toContain('allow-same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('P2-SUP-11 lets the sandboxed page load its own files: cross-origin resource policy, readable by its opaque origin', async () => {
    // The sandbox gives the page an opaque origin: `same-origin` made Chromium block every file.
    for (const file of ['', 'style.css', 'app.js', 'img/logo.png', 'fonts/deck.woff2']) {
      const response = await get(slides + file, { origin: 'null' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBe(SLIDES_CSP);
    }
    // Only the slides: the platform's own answers keep their same-origin policy.
    const refused = await get(slides, { 'x-test-access': 'no' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['style.css', 'text/css; charset=utf-8'],
    ['app.js', 'text/javascript; charset=utf-8'],
    ['img/logo.png', 'image/png'],
    ['fonts/deck.woff2', 'font/woff2'],
    ['notes/readme', 'application/octet-stream'],
    ['sous%20dossier/page%202.html', 'text/html; charset=utf-8'],
  ])('P2-SUP-11 serves %s as %s', async (file, type) => {
    const response = await get(slides + file);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it('P2-SUP-11 answers 304 when If-None-Match carries the ETag, and the same ETag every time', async () => {
    const first = await get(`${slides}style.css`);
    const again = await get(`${slides}style.css`, { 'if-none-match': `W/${first.headers.etag as string}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(`${slides}app.js`)).headers.etag).not.toBe(first.headers.etag);
  });

  it('serves byte ranges for media and refuses ranges outside the file', async () => {
    const partial = await get(`${slides}notes/readme`, { range: 'bytes=0-4' });
    expect(partial.statusCode).toBe(206);
    expect(partial.body).toBe('plain');
    expect(partial.headers['content-range']).toBe('bytes 0-4/11');
    expect((await get(`${slides}notes/readme`, { range: 'bytes=50-60' })).statusCode).toBe(416);
  });

  it('P2-SUP-12 answers 403 in the API error shape without access, before looking at the archive', async () => {
    const response = await get(slides, { 'x-test-access': 'no' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Action non autorisée' });
    expect((await get('/api/supports/2/guide_attachment/proxy/', { 'x-test-access': 'no' })).statusCode).toBe(403);
    expect((await get('/api/supports/99/pro_attachment/proxy/', { 'x-test-access': 'no' })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown support, a missing archive file, an unknown role or a path not in the archive', async () => {
    expect((await get('/api/supports/99/pro_attachment/proxy/')).statusCode).toBe(404);
    expect((await get('/api/supports/3/pro_attachment/proxy/')).statusCode).toBe(404);
    expect((await get('/api/supports/1/user_attachment/proxy/')).statusCode).toBe(404);
    expect((await get('/api/supports/0/pro_attachment/proxy/')).statusCode).toBe(404);
    const missing = await get(`${slides}nope.css`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Fichier introuvable dans le diaporama.' });
  });

  it.each([
    ['../support-2.zip'],
    ['img/../../../support-1.zip'],
    ['..'],
    ['img/../../support-1.zip'],
    ['%2e%2e/support-1.zip'],
    ['%2e%2e%2fsupport-1.zip'],
    ['img%2f..%2f..%2fsupport-1.zip'],
    ['..%5csupport-1.zip'],
    ['%5c%5cserver%5cshare'],
    ['%2fetc%2fpasswd'],
    ['/etc/passwd'],
    ['C:%5cwindows'],
    ['index.html%00.png'],
  ])('refuses the traversal attempt %s with 400', async (attempt) => {
    // Over a real socket: an HTTP client such as curl --path-as-is sends `..` as it is.
    const response = await rawGet(slides + attempt);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ code: 'bad_request', message: 'Chemin de fichier invalide.' });
  });

  it('refuses a path that is not valid percent-encoding with 400', async () => {
    expect((await rawGet(`${slides}%E0%A4%A`)).status).toBe(400);
  });

  it('answers 409 « Le diaporama est illisible. » for a refused archive, every time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get('/api/supports/2/guide_attachment/proxy/');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'conflict', message: 'Le diaporama est illisible.' });
    }
  });

  it('P2-SUP-11 serves the new slides once the archive is replaced, with a new ETag', async () => {
    const url = '/api/supports/4/pro_attachment/proxy/index.html';
    const before = await get(url);
    expect(before.body).toContain('Ancienne version');
    const replacement = path.join(base, 'support-4.zip.new');
    await writeFile(replacement, makeZip(slideshowEntries('Nouvelle version')));
    await rename(replacement, archives.get(4)!);
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Nouvelle version');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('resolveInside', () => {
  it('defaults to index.html and finds files in folders', async () => {
    const root = await unpackOnce(archives.get(1)!, path.join(base, 'cache', 'resolve'));
    expect(await resolveInside(root, '')).toBe(path.join(root, 'index.html'));
    expect(await resolveInside(root, 'img/')).toBeNull();
    expect(await resolveInside(root, 'sous%20dossier/page%202.html')).toBe(
      path.join(root, 'sous dossier', 'page 2.html'),
    );
  });

  it('does not follow a link that leads outside the site', async () => {
    const root = await unpackOnce(archives.get(1)!, path.join(base, 'cache', 'resolve-link'));
    await symlink(archives.get(1)!, path.join(root, 'outside.zip'));
    await symlink(base, path.join(root, 'up'));
    expect(await resolveInside(root, 'outside.zip')).toBeNull();
    expect(await resolveInside(root, 'up/support-1.zip')).toBeNull();
  });

  it.each(['..', '../x', '%2e%2e', 'a//b', './index.html', '%00', 'a%5cb', '/x', 'D:/x', '%zz'])(
    'refuses %s',
    async (attempt) => {
      const root = await unpackOnce(archives.get(1)!, path.join(base, 'cache', 'resolve'));
      await expect(resolveInside(root, attempt)).rejects.toBeInstanceOf(UnsafePathError);
    },
  );
});
