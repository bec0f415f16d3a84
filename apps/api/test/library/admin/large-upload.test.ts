import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { multipart, pdfBytes } from '../../helpers/multipart.ts';

/**
 * Uploads of tens of megabytes (ADR 059): read and stored without their bytes being walked
 * as text, while the API goes on answering others; refused by their size as before.
 */
let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
const MiB = 1024 * 1024;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'large-upload-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_DOCUMENT_MAX_MB: '40' });
  admin = await signIn(t.database.db, await createAdmin(t.database.db));
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The form is built first: only the server's work overlaps the other request. */
const form = (bytes: Buffer) => multipart({ title: 'Gros rapport', type: 'various' }, { name: 'rapport.pdf', bytes });
const upload = (body: Awaited<ReturnType<typeof form>>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/documents',
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });

describe('large uploads', () => {
  it('ADM-DOC stores a 30 MB PDF while the health check is answered during the upload', async () => {
    const body = await form(pdfBytes(30 * MiB));
    const settled: string[] = [];
    const uploading = upload(body).finally(() => settled.push('upload'));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' }).finally(() => settled.push('health'));
    expect(health.statusCode).toBe(200);
    const uploaded = await uploading;
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data.file).toMatchObject({ name: 'rapport.pdf', mime: 'application/pdf' });
    expect(uploaded.json().data.file.size).toBeGreaterThan(30 * MiB);
    expect(settled).toEqual(['health', 'upload']);
  });

  it('ADM-DOC refuses a 45 MB PDF by its size, with the French message on the file', async () => {
    const response = await upload(await form(pdfBytes(45 * MiB)));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['Le fichier dépasse la taille autorisée (40 Mo au plus).']);
  });
});
