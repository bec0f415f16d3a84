import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, documents } from '../../src/db/schema/index.ts';
import { storedZip } from '../../src/seed/files.ts';
import { createAdmin, createPartner, createPro, signIn } from '../helpers/factories.ts';
import { multipart, pdfBytes } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startS3Server, type S3Server } from './s3-server.ts';

/**
 * Files on object storage (ADR 090): with STORAGE=s3 the API streams uploads into a real
 * S3-compatible server started here on loopback, serves them back byte for byte with the same
 * headers as from the disk, and leaves nothing behind a refusal or a deletion.
 */
let s3: S3Server;
let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
let pro: { authorization: string };
const MiB = 1024 * 1024;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 's3-files-'));
  t = await createTestApp({ ...s3.env, DATA_DIR: dataDir, UPLOAD_DOCUMENT_MAX_MB: '2', UPLOAD_ARCHIVE_MAX_MB: '1' });
  admin = await signIn(t.database.db, await createAdmin(t.database.db));
  pro = await signIn(t.database.db, await createPro(t.database.db, { premium: true }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: string, url: string, body: { payload: Buffer | Readable; headers: Record<string, string> }) =>
  t.app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
const get = (url: string, headers: Record<string, string> = pro) => t.app.inject({ method: 'GET', url, headers });
const attachmentOf = async (type: 'document' | 'support', id: number) =>
  (await t.database.db.select().from(attachments).where(eq(attachments.attachableId, id))).find(
    (row) => row.attachableType === type,
  );

describe('files in an S3 bucket', () => {
  it('stores an uploaded PDF in the bucket and serves it back byte for byte, with type, length, ETag, nosniff and 304', async () => {
    const bytes = pdfBytes(1.5 * MiB);
    const created = await send(
      'POST',
      '/api/admin/documents',
      await multipart({ title: 'Rapport annuel', type: 'various' }, { name: 'Rapport été.pdf', bytes }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const row = await attachmentOf('document', id);
    expect(await s3.keys()).toContain(row!.path);
    expect((await s3.bucket.stat(row!.path))?.size).toBe(bytes.length);
    // Nothing on the API's own disk.
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);

    const download = await get(`/api/documents/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Rapport ete.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
    );
    expect(download.headers.etag).toMatch(new RegExp(`^"${row!.id}-`));
    const again = await get(`/api/documents/${id}/download`, {
      ...pro,
      'if-none-match': String(download.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(row!.path);
    expect((await get(`/api/documents/${id}/download`)).statusCode).toBe(404);
  });

  it('refuses a file past its limit while it streams (413, French, under file): nothing in the bucket, no row', async () => {
    const before = await s3.keys();
    const form = await multipart(
      { title: 'Trop gros', type: 'various' },
      { name: 'gros.pdf', bytes: pdfBytes(3 * MiB) },
    );
    // Sent without its length, as a chunked body: only the count on the way can stop it.
    const refused = await send('POST', '/api/admin/documents', {
      payload: Readable.from(chunks(form.payload, 64 * 1024)),
      headers: form.headers,
    });
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().errors).toEqual({ file: ['Le fichier dépasse la taille autorisée (2 Mo au plus).'] });
    expect(await s3.keys()).toEqual(before);
    expect(await t.database.db.select().from(documents).where(eq(documents.title, 'Trop gros'))).toHaveLength(0);
  });

  it('leaves nothing in the bucket when the sender stops half-way', async () => {
    const before = await s3.keys();
    const form = await multipart(
      { title: 'Coupé', type: 'various' },
      { name: 'coupe.pdf', bytes: pdfBytes(1.5 * MiB) },
    );
    function* half() {
      yield* chunks(form.payload.subarray(0, 700 * 1024), 64 * 1024);
      throw new Error('connexion coupée');
    }
    await send('POST', '/api/admin/documents', { payload: Readable.from(half()), headers: form.headers }).catch(
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await s3.keys()).toEqual(before);
    expect(await t.database.db.select().from(documents).where(eq(documents.title, 'Coupé'))).toHaveLength(0);
  });

  it('checks a slideshow archive before it reaches the bucket, serves it, and unpacks it from the bucket', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supports',
      headers: admin,
      payload: { sequence: 7, support_type: 'classique', shared_with_licence_pros: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const before = await s3.keys();
    const refused = await send(
      'POST',
      `/api/admin/supports/${id}/attachments/pro_attachment`,
      await multipart({}, { name: 'vide.zip', bytes: storedZip([{ name: 'page.html', data: Buffer.from('x') }]) }),
    );
    expect(refused.statusCode).toBe(422);
    expect(await s3.keys()).toEqual(before);

    const zip = storedZip([
      { name: 'index.html', data: Buffer.from('<!doctype html><h1>Séance 7</h1>') },
      { name: 'style.css', data: Buffer.from('h1 { color: teal }') },
    ]);
    const uploaded = await send(
      'POST',
      `/api/admin/supports/${id}/attachments/pro_attachment`,
      await multipart({}, { name: 'diaporama.zip', bytes: zip }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const row = await attachmentOf('support', id);
    expect(await s3.keys()).toContain(row!.path);

    const file = await get(`/api/attachments/${row!.id}/download`, admin);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(zip)).toBe(true);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-length']).toBe(String(zip.length));
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="diaporama.zip"/);

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/supports/${id}/pro_attachment/slideshow-link`,
      headers: admin,
    });
    expect(link.statusCode, link.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: link.json().data.url as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Séance 7</h1>');
  });

  it('keeps a partner logo in the bucket and serves it publicly; replacing it removes the old object', async () => {
    const partner = await createPartner(t.database.db);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]);
    const form = async (bytes: Buffer) => {
      const body = new FormData();
      body.append('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
      const request = new Request('http://localhost/', { method: 'POST', body });
      return {
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')! },
      };
    };
    const first = await send('POST', `/api/admin/partners/${partner.id}/logo`, await form(png));
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = (
      await t.database.db.select().from(attachments).where(eq(attachments.attachableId, partner.id))
    ).find((row) => row.attachableType === 'partner')!.path;
    expect(await s3.keys()).toContain(firstKey);
    const logo = await t.app.inject({ method: 'GET', url: `/api/partners/${partner.id}/logo` });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(png)).toBe(true);
    expect(logo.headers['content-type']).toBe('image/png');

    const second = await send('POST', `/api/admin/partners/${partner.id}/logo`, await form(Buffer.concat([png, png])));
    expect(second.statusCode).toBe(200);
    expect(await s3.keys()).not.toContain(firstKey);
  });
});

function* chunks(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
