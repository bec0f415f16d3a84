import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commonMessages } from '@plateforme/shared/messages/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, signIn } from '../helpers/factories.ts';
import { createDocument } from '../helpers/library-factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { eq } from 'drizzle-orm';

/** GET /api/documents, /api/documents/types and /api/documents/{id}/download (P2 §7), on PGlite and PostgreSQL. */
type Item = {
  id: number;
  title: string;
  description: string;
  type: string;
  type_name: string;
  file_size: number;
  created_at: string;
};
type Page = { data: Item[]; meta: { total: number; current_page: number; per_page: number; last_page: number } };
type Session = { authorization: string };

const DAY_MS = 86_400_000;
let t: TestApp;
let dataDir: string;
const s = {} as Record<'pro' | 'licence' | 'lapsedPro' | 'member' | 'admin', Session>;
const d = {} as Record<'memory' | 'oedema' | 'chemobrain' | 'sheet' | 'noFile' | 'lostFile', { id: number }>;
const memoryBytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 7)]);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'library-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const db = t.database.db;
  const filesDir = path.join(dataDir, 'files');
  const now = Date.now();
  const day = (n: number) => new Date(now - n * DAY_MS);
  d.memory = await createDocument(db, filesDir, {
    title: 'Mémoire et attention',
    type: 'scientific_article',
    createdAt: day(1),
    bytes: memoryBytes,
    name: 'Mémoire & attention.pdf',
    description: 'Une synthèse.',
  });
  d.oedema = await createDocument(db, filesDir, {
    title: 'Œdème cérébral : revue',
    type: 'various',
    createdAt: day(2),
  });
  d.chemobrain = await createDocument(db, filesDir, {
    title: '« Chemobrain » : de quoi parle-t-on ?',
    type: 'vulgarization_article',
    createdAt: day(3),
  });
  d.sheet = await createDocument(db, filesDir, {
    title: 'attention partagée',
    type: 'oncogitiel_sheet',
    createdAt: day(4),
  });
  d.noFile = await createDocument(db, filesDir, {
    title: 'Zèbre',
    type: 'scientific_article',
    createdAt: day(5),
    bytes: null,
  });
  d.lostFile = await createDocument(db, filesDir, { title: 'Fichier perdu', type: 'various', createdAt: day(6) });
  const [lost] = await db
    .select({ path: attachments.path })
    .from(attachments)
    .where(eq(attachments.attachableId, d.lostFile.id));
  unlinkSync(path.join(filesDir, ...lost!.path.split('/')));

  s.pro = await signIn(db, await createPro(db, { status: 'basic', premium: true }));
  s.licence = await signIn(db, await createPro(db, { status: 'licence' }));
  s.lapsedPro = await signIn(db, await createPro(db, { status: 'basic' }));
  s.member = await signIn(db, await createMember(db, { premium: true }));
  s.admin = await signIn(db, await createAdmin(db));
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function url(query: Record<string, unknown>, path = '/api/documents') {
  const parts = Object.entries(query).map(
    ([name, value]) =>
      `${name}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
  );
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

const get = (as: Session | null, target: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: target, headers: { ...(as ?? {}), ...headers } });

async function list(query: Record<string, unknown> = {}, as: Session = s.pro): Promise<Page> {
  const response = await get(as, url(query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const ids = (page: Page) => page.data.map((item) => item.id);

describe('GET /api/documents', () => {
  it('P2-LIB-18 P2-LIB-04 answers documents with id, title, description, type, type_name, file_size and created_at, most recent first', async () => {
    const page = await list();
    expect(ids(page)).toEqual([d.memory, d.oedema, d.chemobrain, d.sheet, d.noFile, d.lostFile].map((doc) => doc.id));
    expect(page.data[0]).toEqual({
      id: d.memory.id,
      title: 'Mémoire et attention',
      description: 'Une synthèse.',
      type: 'scientific_article',
      type_name: 'Article scientifique',
      file_size: memoryBytes.length,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(page.data.find((item) => item.id === d.sheet.id)?.type_name).toBe('Fiche onCogitiel');
    expect(page.data.find((item) => item.id === d.noFile.id)?.file_size).toBe(0);
    expect(page.meta).toEqual({ total: 6, current_page: 1, per_page: 12, last_page: 1 });
  });

  it('P2-LIB-06 searches the title whatever the case and accents', async () => {
    expect(ids(await list({ search: { title: 'ATTENTION' } }))).toEqual([d.memory.id, d.sheet.id]);
    expect(ids(await list({ search: { title: 'memoire' } }))).toEqual([d.memory.id]);
    expect(ids(await list({ search: { title: 'oedeme' } }))).toEqual([d.oedema.id]);
    expect(ids(await list({ search: { title: 'Œdème' } }))).toEqual([d.oedema.id]);
    expect(ids(await list({ search: { title: 'chemobrain : de' } }))).toEqual([d.chemobrain.id]);
    const none = await list({ search: { title: 'zzzz' } });
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it('P2-LIB-06 a title search is never read as a LIKE pattern', async () => {
    expect((await list({ search: { title: '%' } })).meta.total).toBe(6);
    // 'm_moire' as a pattern would find « Mémoire »; punctuation is a word break here.
    expect((await list({ search: { title: 'm_moire' } })).data).toEqual([]);
  });

  it('P2-LIB-03 filters on a type, alone or with the title', async () => {
    expect(ids(await list({ search: { type: 'scientific_article' } }))).toEqual([d.memory.id, d.noFile.id]);
    expect(ids(await list({ search: { type: 'scientific_article', title: 'zebre' } }))).toEqual([d.noFile.id]);
    expect((await list({ search: { type: 'unknown_sheet' } })).data).toEqual([]);
  });

  it('P2-LIB-06 sorts by title ascending by default, French-style, and descending on request', async () => {
    const ascending = [d.sheet, d.chemobrain, d.lostFile, d.memory, d.oedema, d.noFile].map((doc) => doc.id);
    expect(ids(await list({ sort: 'title' }))).toEqual(ascending);
    expect(ids(await list({ sort: 'title', direction: 'asc', page: 1 }))).toEqual(ascending);
    expect(ids(await list({ sort: 'title', direction: 'desc' }))).toEqual([...ascending].reverse());
  });

  it('P2-LIB-06 sorts by date, oldest first on request', async () => {
    expect(ids(await list({ sort: 'created_at', direction: 'asc' }))).toEqual(
      [d.lostFile, d.noFile, d.sheet, d.chemobrain, d.oedema, d.memory].map((doc) => doc.id),
    );
  });

  it('P2-LIB-06 sorts by type, descending by default, most recent first within a type', async () => {
    expect(ids(await list({ sort: 'type' }))).toEqual(
      [d.chemobrain, d.oedema, d.lostFile, d.memory, d.noFile, d.sheet].map((doc) => doc.id),
    );
    expect(ids(await list({ sort: 'type', direction: 'asc' }))).toEqual(
      [d.sheet, d.memory, d.noFile, d.oedema, d.lostFile, d.chemobrain].map((doc) => doc.id),
    );
  });

  it('P2-LIB-06 pages with total and last_page', async () => {
    const first = await list({ per_page: 4, page: 1 });
    expect(first.data).toHaveLength(4);
    expect(first.meta).toEqual({ total: 6, current_page: 1, per_page: 4, last_page: 2 });
    const second = await list({ per_page: 4, page: 2 });
    expect(ids(second)).toEqual([d.noFile.id, d.lostFile.id]);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2 });
    const beyond = await list({ per_page: 4, page: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 6, last_page: 2 });
  });

  it('refuses bad input with a 422, field by field', async () => {
    for (const query of [
      { sort: 'size' },
      { direction: 'up' },
      { per_page: 0 },
      { per_page: 101 },
      { page: 0 },
      { search: { author: 'x' } },
      { search: { type: 'Robert; drop' } },
      { search: { title: 'x'.repeat(201) } },
    ]) {
      const response = await get(s.pro, url(query));
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
    }
    const notJson = await get(s.pro, '/api/documents?search=%7Btitle');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json<{ errors: Record<string, string[]> }>().errors.search).toEqual([
      'La recherche doit être un objet JSON',
    ]);
  });
});

describe('who may read the library', () => {
  it('P2-LIB-01 a premium pro, a licence pro and the staff may; a member may not', async () => {
    for (const session of [s.pro, s.licence, s.admin]) {
      expect((await get(session, '/api/documents')).statusCode).toBe(200);
      expect((await get(session, '/api/documents/types')).statusCode).toBe(200);
      expect((await get(session, `/api/documents/${d.memory.id}/download`)).statusCode).toBe(200);
    }
    for (const target of ['/api/documents', '/api/documents/types', `/api/documents/${d.memory.id}/download`]) {
      expect((await get(s.member, target)).statusCode).toBe(403);
      expect((await get(null, target)).statusCode).toBe(401);
    }
  });

  it('P2-LIB-09 a pro without membership gets 403 with the members-only message', async () => {
    for (const target of ['/api/documents', `/api/documents/${d.memory.id}/download`]) {
      const response = await get(s.lapsedPro, target);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(commonMessages.membersOnly);
    }
  });
});

describe('GET /api/documents/types', () => {
  it('P2-LIB-03 lists the types present with their French labels, in label order', async () => {
    const response = await get(s.pro, '/api/documents/types');
    expect(response.json()).toEqual({
      data: [
        { value: 'vulgarization_article', label: 'Article de vulgarisation' },
        { value: 'scientific_article', label: 'Article scientifique' },
        { value: 'various', label: 'Divers' },
        { value: 'oncogitiel_sheet', label: 'Fiche onCogitiel' },
      ],
    });
  });
});

describe('GET /api/documents/{id}/download', () => {
  it('P2-LIB-09 sends the file with its type and stored name, as an attachment, kept in no cache', async () => {
    const response = await get(s.pro, `/api/documents/${d.memory.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(memoryBytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(memoryBytes.length));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Memoire & attention.pdf"; filename*=UTF-8''M%C3%A9moire%20%26%20attention.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toMatch(/^"\d+-/);
  });

  it('P2-LIB-10 sends it inline for the viewer, and 304 when the viewer holds this version', async () => {
    const inline = await get(s.pro, `/api/documents/${d.memory.id}/download?inline=1`);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="Memoire & attention.pdf"/);
    const again = await get(s.pro, `/api/documents/${d.memory.id}/download?inline=1`, {
      'if-none-match': String(inline.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(inline.headers['cache-control']).toBe('private, no-store');
    expect(again.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 in French for a missing document, a document without a file and a file gone from disk', async () => {
    const missing = await get(s.pro, '/api/documents/999999/download');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Ce document est introuvable.');
    expect(missing.headers['cache-control']).toBe('no-store');
    for (const doc of [d.noFile, d.lostFile]) {
      const response = await get(s.pro, `/api/documents/${doc.id}/download`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Le fichier de ce document est introuvable.');
    }
  });

  it('refuses an id that is not one with a 422', async () => {
    expect((await get(s.pro, '/api/documents/abc/download')).statusCode).toBe(422);
    expect((await get(s.pro, '/api/documents/1/download?inline=yes')).statusCode).toBe(422);
  });
});
