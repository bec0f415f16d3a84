import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditLog, documents } from '../../../src/db/schema/index.ts';
import { createAdmin, createPro, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { multipart, pdfBytes } from '../../helpers/multipart.ts';

/** The back office's library documents (issue #16, ADR 046), on PGlite and PostgreSQL. */
let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
let pro: { authorization: string };
const filesDir = () => path.join(dataDir, 'files');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-documents-'));
  // A 1 MB limit, so « too big » needs no large file.
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_DOCUMENT_MAX_MB: '1' });
  admin = await signIn(t.database.db, await createAdmin(t.database.db));
  pro = await signIn(t.database.db, await createPro(t.database.db, { status: 'basic', premium: true }));
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function upload(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/admin/documents',
) {
  const body = await multipart(fields, file);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
}

const storedFiles = () =>
  existsSync(path.join(filesDir(), 'documents')) ? readdirSync(path.join(filesDir(), 'documents')) : [];
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('admin documents', () => {
  it('ADM-DOC uploads a PDF: stored, listed for pros, audited', async () => {
    const response = await upload(
      { title: 'Fatigue cognitive', description: 'Une fiche', type: 'various' },
      { name: 'fatigue.pdf', bytes: pdfBytes() },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      title: 'Fatigue cognitive',
      type: 'various',
      file: { name: 'fatigue.pdf', mime: 'application/pdf' },
    });
    expect(storedFiles()).toHaveLength(1);
    expect(storedFiles()[0]).toMatch(/\.pdf$/);
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      entity: 'document',
      entityId: data.id,
      label: 'Fatigue cognitive',
    });

    const library = await t.app.inject({ method: 'GET', url: '/api/documents', headers: pro });
    expect(library.json().data.map((item: { title: string }) => item.title)).toContain('Fatigue cognitive');
    const download = await t.app.inject({ method: 'GET', url: `/api/documents/${data.id}/download`, headers: pro });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents?q=fatigue&type=various',
      headers: admin,
    });
    expect(list.json()).toMatchObject({ meta: { total: 1, page: 1 }, data: [{ id: data.id }] });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents/export?q=fatigue',
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('ADM-DOC names and types a PDF sent as « x.html » by what it is: stored, listed and downloaded as x.pdf', async () => {
    const response = await upload({ title: 'Mal nommé', type: 'various' }, { name: 'x.html', bytes: pdfBytes() });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.file).toMatchObject({ name: 'x.pdf', mime: 'application/pdf' });
    const [stored] = await t.database.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.attachableType, 'document'), eq(attachments.attachableId, data.id)));
    expect(stored).toMatchObject({ name: 'x.pdf', mime: 'application/pdf' });
    expect(stored!.path).toMatch(/\.pdf$/);
    const download = await t.app.inject({ method: 'GET', url: `/api/documents/${data.id}/download`, headers: pro });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);

    // A file kept before under the client's name is downloaded under one that matches its type.
    await t.database.db.update(attachments).set({ name: 'ancien.html' }).where(eq(attachments.id, stored!.id));
    const old = await t.app.inject({ method: 'GET', url: `/api/documents/${data.id}/download?inline=1`, headers: pro });
    expect(old.headers['content-disposition']).toBe(`inline; filename="ancien.pdf"; filename*=UTF-8''ancien.pdf`);
  });

  it('ADM-DOC refuses a file that is not a PDF by its content, whatever its name, and keeps nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(
      { title: 'Faux PDF', type: 'various' },
      { name: 'faux.pdf', bytes: Buffer.from('<html>bonjour</html>') },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(['Le fichier doit être un PDF.']);
    expect(storedFiles()).toHaveLength(before);
    expect(await t.database.db.select().from(documents).where(eq(documents.title, 'Faux PDF'))).toHaveLength(0);
  });

  it('ADM-DOC refuses a file beyond the limit with a French message', async () => {
    const response = await upload(
      { title: 'Énorme', type: 'various' },
      { name: 'gros.pdf', bytes: pdfBytes(3 * 1024 * 1024) },
    );
    expect([413, 422]).toContain(response.statusCode);
    expect(response.json().message).toBe('Le fichier dépasse la taille autorisée (1 Mo au plus).');
  });

  it('ADM-DOC ties field errors to their field and writes no record', async () => {
    const response = await upload({ title: '  ', type: 'Pas un type' }, { name: 'a.pdf', bytes: pdfBytes() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['title', 'type']);
    const missing = await upload({ title: 'Sans fichier', type: 'various' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file).toEqual(['Aucun fichier reçu.']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      headers: admin,
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('ADM-DOC refuses U+0000 in a text field or the file name of the form, naming the field, and keeps nothing', async () => {
    const before = storedFiles().length;
    const field = await upload(
      { title: 'Nul', description: 'a\u0000b', type: 'various' },
      { name: 'nul.pdf', bytes: pdfBytes() },
    );
    expect(field.statusCode, field.body).toBe(422);
    expect(field.json().errors).toEqual({ description: ['Format invalide'] });
    const name = await upload({ title: 'Nul', type: 'various' }, { name: 'a\u0000.pdf', bytes: pdfBytes() });
    expect(name.statusCode, name.body).toBe(422);
    expect(name.json().errors).toEqual({ file: ['Format invalide'] });
    expect(storedFiles()).toHaveLength(before);
  });

  it('ADM-DOC edits the metadata, replaces the file (the old one goes) and deletes (the file goes)', async () => {
    const created = (
      await upload({ title: 'À remplacer', type: 'scientific_article' }, { name: 'v1.pdf', bytes: pdfBytes() })
    ).json().data;
    const [first] = await t.database.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.attachableType, 'document'), eq(attachments.attachableId, created.id)));
    const firstPath = path.join(filesDir(), ...first!.path.split('/'));
    expect(existsSync(firstPath)).toBe(true);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/documents/${created.id}`,
      headers: admin,
      payload: { title: 'Remplacé', description: 'Nouveau', type: 'various' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      changes: {
        title: { before: 'À remplacer', after: 'Remplacé' },
        type: { before: 'scientific_article', after: 'various' },
      },
    });

    const replaced = await upload(
      {},
      { name: 'v2.pdf', bytes: pdfBytes(5000) },
      'PUT',
      `/api/admin/documents/${created.id}/file`,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.file).toMatchObject({ name: 'v2.pdf' });
    expect(existsSync(firstPath)).toBe(false);
    expect(await lastAudit()).toMatchObject({ changes: { file: { before: 'v1.pdf', after: 'v2.pdf' } } });

    const [second] = await t.database.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.attachableType, 'document'), eq(attachments.attachableId, created.id)));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${created.id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(path.join(filesDir(), ...second!.path.split('/')))).toBe(false);
    expect(await t.database.db.select().from(attachments).where(eq(attachments.attachableId, created.id))).toHaveLength(
      0,
    );
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'document', entityId: created.id });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${created.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('ADM-DOC refuses pros', async () => {
    const body = await multipart({ title: 'x', type: 'various' }, { name: 'a.pdf', bytes: pdfBytes() });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload: body.payload,
      headers: { ...pro, ...body.headers },
    });
    expect(response.statusCode).toBe(403);
  });
});
