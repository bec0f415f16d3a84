import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createPro, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createFilesRoot } from '../helpers/app-with-files.ts';
import { createSupport } from './support-fixtures.ts';

/** GET /api/supports and GET /api/supports/{id} (P2 §3 Support, §7), on PGlite and PostgreSQL. */
let t: TestApp;
let files: Awaited<ReturnType<typeof createFilesRoot>>;
let licence: { authorization: string };
let member: { authorization: string };
let shared: Awaited<ReturnType<typeof createSupport>>;
let aja: Awaited<ReturnType<typeof createSupport>>;
let noGuide: Awaited<ReturnType<typeof createSupport>>;

beforeAll(async () => {
  files = await createFilesRoot();
  t = await createTestApp({ DATA_DIR: files.dataDir });
  const db = t.database.db;
  licence = await signIn(db, await createPro(db, { status: 'licence', premium: true }));
  member = await signIn(db, await createMember(db, { premium: true }));
  shared = await createSupport(db, files.filesDir, { shared: true });
  aja = await createSupport(db, files.filesDir, { supportType: 'aja', sequence: shared.support.sequence });
  noGuide = await createSupport(db, files.filesDir, { roles: ['user_attachment', 'pro_attachment'] });
});
afterAll(async () => {
  await t?.close();
  await files?.remove();
});

const get = (as: { authorization: string } | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as ?? {} });
const search = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('GET /api/supports', () => {
  it('P2-SUP-06 P2-SUP-09 the licence page: per_page 1000, shared ones only, each file with id, name, mime, attachable_id', async () => {
    const answer = await get(
      licence,
      `/api/supports?per_page=1000&search=${search({ shared_with_licence_pros: true })}&with[0]=attachments`,
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((item: { shared_with_licence_pros: boolean }) => item.shared_with_licence_pros)).toBe(true);
    const item = body.data.find((candidate: { id: number }) => candidate.id === shared.support.id);
    expect(item).toEqual({
      id: shared.support.id,
      sequence: shared.support.sequence,
      support_type: 'classique',
      shared_with_licence_pros: true,
      pro_attachment: {
        id: shared.files.pro_attachment,
        name: 'diaporama.zip',
        mime: 'application/zip',
        attachable_id: shared.support.id,
      },
      user_attachment: {
        id: shared.files.user_attachment,
        name: 'livret-séance.pdf',
        mime: 'application/pdf',
        attachable_id: shared.support.id,
      },
      guide_attachment: {
        id: shared.files.guide_attachment,
        name: 'guide-animateur.pdf',
        mime: 'application/pdf',
        attachable_id: shared.support.id,
      },
    });
  });

  it('P2-SUP-07 a session: per_page -1, search sequence and support_type, with the booklet only', async () => {
    const answer = await get(
      licence,
      `/api/supports?per_page=-1&search=${search({ sequence: shared.support.sequence, support_type: 'aja' })}&with[0]=user_attachment`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      {
        id: aja.support.id,
        sequence: aja.support.sequence,
        support_type: 'aja',
        shared_with_licence_pros: false,
        user_attachment: {
          id: aja.files.user_attachment,
          name: 'livret-séance.pdf',
          mime: 'application/pdf',
          attachable_id: aja.support.id,
        },
      },
    ]);
    expect(answer.json().meta.total).toBe(1);
  });

  it('a missing file is null', async () => {
    const answer = await get(
      licence,
      `/api/supports?search=${search({ sequence: noGuide.support.sequence, support_type: 'classique' })}&with[0]=attachments`,
    );
    expect(answer.json().data[0].guide_attachment).toBeNull();
  });

  it('a member sees the booklet, never the names of the pros’ files', async () => {
    const answer = await get(
      member,
      `/api/supports?search=${search({ sequence: shared.support.sequence, support_type: 'classique' })}&with[0]=attachments`,
    );
    expect(answer.statusCode).toBe(200);
    const [item] = answer.json().data;
    expect(item.user_attachment.id).toBe(shared.files.user_attachment);
    expect(item).not.toHaveProperty('pro_attachment');
    expect(item).not.toHaveProperty('guide_attachment');
  });

  it('pages: per_page 1 gives one item and the total', async () => {
    const body = (await get(licence, '/api/supports?per_page=1&page=2')).json();
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ page: 2, per_page: 1, total: 3, last_page: 3 });
  });

  it('bad input: 422 with a French message; no membership: 403; no session: 401', async () => {
    for (const query of [
      'per_page=0',
      'per_page=1001',
      'per_page=abc',
      `search=${search({ support_type: 'autre' })}`,
      'search=nope',
      `search=${search({ nope: 1 })}`,
      'with[0]=logo',
    ]) {
      const answer = await get(licence, `/api/supports?${query}`);
      expect(answer.statusCode, query).toBe(422);
    }
    const lapsed = await signIn(t.database.db, await createMember(t.database.db));
    expect((await get(lapsed, '/api/supports')).statusCode).toBe(403);
    expect((await get(null, '/api/supports')).statusCode).toBe(401);
  });
});

describe('GET /api/supports/{id}', () => {
  it('P2-SUP-08 one support; unknown: 404', async () => {
    const answer = await get(licence, `/api/supports/${noGuide.support.id}?with[0]=attachments`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: noGuide.support.id,
      guide_attachment: null,
      pro_attachment: { id: noGuide.files.pro_attachment },
    });
    expect((await get(licence, '/api/supports/2000000')).statusCode).toBe(404);
  });
});
