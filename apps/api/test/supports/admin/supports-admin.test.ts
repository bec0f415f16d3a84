import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedZip } from '../../../src/seed/files.ts';
import { attachments, auditLog } from '../../../src/db/schema/index.ts';
import { createAdmin, createPro, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { multipart, pdfBytes } from '../../helpers/multipart.ts';

/** The back office's session supports and their files (issue #16, ADR 046), on PGlite and PostgreSQL. */
let t: TestApp;
let dataDir: string;
let admin: { authorization: string };
let pro: { authorization: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-supports-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOAD_ARCHIVE_MAX_MB: '1' });
  admin = await signIn(t.database.db, await createAdmin(t.database.db));
  pro = await signIn(t.database.db, await createPro(t.database.db, { status: 'licence' }));
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
async function upload(id: number, role: string, name: string, bytes: Buffer) {
  const body = await multipart({}, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/supports/${id}/attachments/${role}`,
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
}
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const slides = storedZip([
  { name: 'index.html', data: Buffer.from('<!doctype html><title>Séquence</title><p>Bonjour</p>') },
]);
const fileOf = async (id: number, role: 'pro_attachment' | 'user_attachment') =>
  (
    await t.database.db
      .select()
      .from(attachments)
      .where(
        and(eq(attachments.attachableType, 'support'), eq(attachments.attachableId, id), eq(attachments.role, role)),
      )
  )[0];

describe('admin supports', () => {
  let id: number;

  it('ADM-SUP creates a support, refuses a second one for the same sequence, lists and exports it', async () => {
    const created = await send('POST', '/api/admin/supports', {
      sequence: 3,
      support_type: 'classique',
      shared_with_licence_pros: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().data.id;
    expect(await lastAudit()).toMatchObject({ action: 'create', entity: 'support', entityId: id });
    const twin = await send('POST', '/api/admin/supports', { sequence: 3, support_type: 'classique' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors.sequence).toEqual(['Un support existe déjà pour ce programme et cette séquence.']);
    const list = await send(
      'GET',
      '/api/admin/supports?support_type=classique&shared_with_licence_pros=true&sequence=3',
    );
    expect(list.json()).toMatchObject({ meta: { total: 1 }, data: [{ id, pro_attachment: null }] });
    const exported = await send('GET', '/api/admin/supports/export?support_type=classique');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('ADM-SUP stores a booklet PDF and a slideshow archive, both checked by content', async () => {
    const booklet = await upload(id, 'user_attachment', 'livret.pdf', pdfBytes());
    expect(booklet.statusCode, booklet.body).toBe(200);
    expect(booklet.json().data.user_attachment).toMatchObject({ name: 'livret.pdf', mime: 'application/pdf' });
    const wrong = await upload(id, 'user_attachment', 'livret.pdf', slides);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file).toEqual(['Le fichier doit être un PDF.']);
    const zip = await upload(id, 'pro_attachment', 'diaporama.zip', slides);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      changes: { pro_attachment: { before: null, after: 'diaporama.zip' } },
    });
    // The licence pro reaches it through the supports they already read.
    const shown = await t.app.inject({ method: 'GET', url: `/api/supports/${id}`, headers: pro });
    expect(shown.statusCode, shown.body).toBe(200);
  });

  it('ADM-SUP refuses a bad archive (no index.html, path outside) and a too big one, in French', async () => {
    const before = await fileOf(id, 'pro_attachment');
    const noIndex = await upload(
      id,
      'pro_attachment',
      'vide.zip',
      storedZip([{ name: 'page.html', data: Buffer.from('x') }]),
    );
    expect(noIndex.statusCode).toBe(422);
    expect(noIndex.json().errors.file[0]).toMatch(/^L’archive est refusée/);
    expect(noIndex.json().errors.file).toEqual([
      'L’archive est refusée : elle doit contenir un index.html à la racine, ou dans un seul dossier qui contient tout.',
    ]);
    const escape = await upload(
      id,
      'pro_attachment',
      'evasion.zip',
      storedZip([
        { name: 'index.html', data: Buffer.from('x') },
        { name: '../../evil.html', data: Buffer.from('x') },
      ]),
    );
    expect(escape.statusCode).toBe(422);
    expect(escape.json().errors.file).toEqual([
      'L’archive est refusée : le chemin de l’entrée « ../../evil.html » contient « . », « .. » ou un dossier sans nom.',
    ]);
    const big = await upload(
      id,
      'pro_attachment',
      'gros.zip',
      storedZip([{ name: 'index.html', data: Buffer.alloc(3 * 1024 * 1024, 65) }]),
    );
    expect([413, 422]).toContain(big.statusCode);
    expect(big.json().message).toBe('Le fichier dépasse la taille autorisée (1 Mo au plus).');
    expect(await fileOf(id, 'pro_attachment')).toEqual(before);
    // A 3 MB body on a machine shared by many: slow, not stuck.
  }, 120_000);

  it('ADM-SUP refuses an entry with a control character in its name, and says which entry and why (ADR 039, ADR 060)', async () => {
    const before = await fileOf(id, 'pro_attachment');
    const control = await upload(
      id,
      'pro_attachment',
      'controle.zip',
      storedZip([
        { name: 'index.html', data: Buffer.from('x') },
        { name: 'css/th\u0085eme.css', data: Buffer.from('p{}') },
      ]),
    );
    expect(control.statusCode).toBe(422);
    expect(control.json().errors.file).toEqual([
      'L’archive est refusée : le nom de l’entrée « css/thU+0085eme.css » contient un caractère de contrôle.',
    ]);
    const twice = await upload(
      id,
      'pro_attachment',
      'double.zip',
      storedZip([
        { name: 'index.html', data: Buffer.from('x') },
        { name: 'a.css', data: Buffer.from('1') },
        { name: 'A.css', data: Buffer.from('2') },
      ]),
    );
    expect(twice.json().errors.file).toEqual([
      'L’archive est refusée : l’entrée « A.css » apparaît deux fois, ou à la fois comme fichier et comme dossier.',
    ]);
    expect(await fileOf(id, 'pro_attachment')).toEqual(before);
  });

  it('ADM-SUP removes a file, then the support with its files', async () => {
    const booklet = await fileOf(id, 'user_attachment');
    const bookletPath = path.join(dataDir, 'files', ...booklet!.path.split('/'));
    expect(existsSync(bookletPath)).toBe(true);
    const removed = await send('DELETE', `/api/admin/supports/${id}/attachments/user_attachment`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.user_attachment).toBeNull();
    expect(existsSync(bookletPath)).toBe(false);

    const slidesRow = await fileOf(id, 'pro_attachment');
    const edited = await send('PUT', `/api/admin/supports/${id}`, {
      sequence: 4,
      support_type: 'classique',
      shared_with_licence_pros: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      changes: { sequence: { before: 3, after: 4 }, shared_with_licence_pros: { before: true, after: false } },
    });
    expect((await send('DELETE', `/api/admin/supports/${id}`)).statusCode).toBe(204);
    expect(existsSync(path.join(dataDir, 'files', ...slidesRow!.path.split('/')))).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'delete', entity: 'support', entityId: id });
  });

  it('ADM-SUP refuses pros', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/supports', headers: pro });
    expect(response.statusCode).toBe(403);
  });
});
