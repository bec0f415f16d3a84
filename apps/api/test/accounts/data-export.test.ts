import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dataExports, mailOutbox } from '../../src/db/schema/index.ts';
import { collectPersonData, notExported } from '../../src/modules/accounts/data-export/data-export.collect.ts';
import { useAppWithFilesAt } from '../helpers/app-with-files.ts';
import { createMember, signIn } from '../helpers/factories.ts';
import {
  countReferences,
  createTestSurvey,
  seedPersonEverywhere,
  userReferences,
  type SeededPerson,
} from './data-export-seed.ts';

const NOW = new Date('2026-11-20T09:00:00Z');
const DAY_MS = 86_400_000;
const env = useAppWithFilesAt(NOW);
const db = () => env.t.database.db;

let alice: SeededPerson;
let zoe: SeededPerson;

beforeAll(async () => {
  const question = await createTestSurvey(db());
  alice = await seedPersonEverywhere(db(), 'Alice', NOW, question);
  zoe = await seedPersonEverywhere(db(), 'Zebulon', NOW, question);
});

const ask = (headers: { authorization: string }) =>
  env.t.app.inject({ method: 'POST', url: '/api/user/data-export', headers });
const latest = (headers: { authorization: string }) =>
  env.t.app.inject({ method: 'GET', url: '/api/user/data-export', headers });
const download = (headers: { authorization: string }, id: number) =>
  env.t.app.inject({ method: 'GET', url: `/api/user/data-export/${id}/download`, headers });

type Archive = {
  files: Record<string, string>;
  json: { sections: Record<string, { table: string; rows: Record<string, unknown>[] }> };
};

function readArchive(bytes: Buffer): Archive {
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, strFromU8(data)]),
  );
  return { files, json: JSON.parse(files['mes-donnees.json']!) };
}

describe('« Télécharger mes données » (issue #38)', () => {
  let exportId: number;
  let archive: Archive;

  it('every column that refers to a person is exported or set aside with a reason, and both people have rows in each', async () => {
    // The schema's own list: a new table referring to a person fails here until the copy covers it.
    const references = userReferences();
    expect(references.length).toBeGreaterThan(15);
    for (const reference of references) {
      expect(await countReferences(db(), reference, alice.person.id), reference).toBeGreaterThan(0);
      expect(await countReferences(db(), reference, zoe.person.id), reference).toBeGreaterThan(0);
    }
    // Asked for and prepared once, to read which sections cover which columns.
    const asked = await ask(alice.headers);
    expect(asked.statusCode).toBe(202);
    exportId = asked.json().data.id;
    expect(asked.json().data.state).toBe('pending');
    await env.t.app.jobs.runDue(NOW);
    const response = await download(alice.headers, exportId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    expect(response.headers['content-disposition']).toContain('mes-donnees-2026-11-20.zip');
    archive = readArchive(response.rawPayload);

    const sections = await collectPersonData(db(), alice.person);
    const covered = new Set([
      ...sections.flatMap((section) => section.userColumns.map((column) => `${section.table}.${column}`)),
      ...notExported.map((entry) => `${entry.table}.${entry.column}`),
    ]);
    expect(
      references.filter((reference) => !covered.has(reference)),
      'references not in the copy',
    ).toEqual([]);
  });

  it('holds every section with her rows, one CSV each, her receipts, and nothing of another member', () => {
    const sections = archive.json.sections;
    for (const [file, section] of Object.entries(sections)) {
      expect(section.rows.length, file).toBeGreaterThan(0);
      expect(archive.files[`${file}.csv`], file).toBeDefined();
    }
    expect(sections.profil!.rows[0]).toMatchObject({ id: alice.person.id, firstname: 'PrenomAlice' });
    expect(sections['places-et-presences']!.rows[0]).toMatchObject({
      status: 'validated',
      workshop_name: 'Atelier Alice',
    });
    expect(sections['listes-attente']!.rows[0]).toMatchObject({ status: 'waiting' });
    expect(sections.questionnaires!.rows[0]).toMatchObject({ response: 'Réponse Alice' });
    expect(sections['e-mails-recus']!.rows.map((row) => row.subject)).toContain('Sujet Alice');
    expect(archive.files['recus-fiscaux/recu-2026-Alice.pdf']).toContain('%PDF-1.4 recu Alice');
    expect(archive.files['paiements.csv']!.split('\r\n')[0]).toMatch(/^\uFEFF?id;.*;user_id;/);

    const everything = Object.values(archive.files).join('\n');
    for (const trace of ['Zebulon', zoe.person.email, String(zoe.person.phone)])
      expect(everything).not.toContain(trace);
    for (const section of Object.values(sections))
      for (const row of section.rows) expect(row.user_id ?? alice.person.id).not.toBe(zoe.person.id);
  });

  it('leaves out every secret: password hash, token hashes, file keys, live links', () => {
    const everything = Object.values(archive.files).join('\n');
    for (const secret of alice.secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/password_hash|token_hash|file_key|family_id/);
    expect(everything).toContain('[lien masqué]');
    expect(everything).not.toContain('ancienne-Alice');
  });

  it('e-mails her once, with a link to her profile, and shows the copy as ready for 7 days', async () => {
    await env.t.app.jobs.runDue(new Date(NOW.getTime() + 60_000));
    const mails = await db().select().from(mailOutbox).where(like(mailOutbox.purpose, 'data-export-ready:%'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: alice.person.email, subject: 'Votre copie de vos données est prête' });
    expect(mails[0]!.text).toContain('/profile');
    const answer = (await latest(alice.headers)).json().data;
    expect(answer).toMatchObject({ id: exportId, state: 'ready', ready_at: NOW.toISOString() });
    expect(answer.expires_at).toBe(new Date(NOW.getTime() + 7 * DAY_MS).toISOString());
  });

  it('refuses her copy to anybody else: 404 as for a copy that does not exist', async () => {
    const refused = await download(zoe.headers, exportId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Cette copie de vos données n’existe pas.');
    expect((await download(zoe.headers, 999_999)).statusCode).toBe(404);
    const stranger = await createMember(db());
    expect((await latest(await signIn(db(), stranger))).json()).toEqual({ data: null });
  });

  it('takes one request at a time, and three in 24 hours at most (French 409 and 429)', async () => {
    const first = await ask(zoe.headers);
    expect(first.statusCode).toBe(202);
    const again = await ask(zoe.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/déjà en préparation/);
    await env.t.app.jobs.runDue(NOW);
    expect((await ask(zoe.headers)).statusCode).toBe(202);
    await env.t.app.jobs.runDue(NOW);
    expect((await ask(zoe.headers)).statusCode).toBe(202);
    await env.t.app.jobs.runDue(NOW);
    const fourth = await ask(zoe.headers);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/3 copies .* 24 heures/);
    // A new copy replaces the older ones' files: one file left for her.
    const rows = await db().select().from(dataExports).where(eq(dataExports.userId, zoe.person.id));
    expect(rows.filter((row) => row.fileKey && row.state === 'ready')).toHaveLength(1);
  });

  it('deletes the file after 7 days: the download answers 404 saying it is gone', async () => {
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    const filePath = path.join(env.files.filesDir, ...row!.fileKey!.split('/'));
    expect(existsSync(filePath)).toBe(true);
    const later = new Date(NOW.getTime() + 7 * DAY_MS + 60_000);
    vi.setSystemTime(later);
    await env.t.app.jobs.runDue(later);
    expect(existsSync(filePath)).toBe(false);
    const headers = await signIn(db(), alice.person);
    const gone = await download(headers, exportId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/n’est plus disponible/);
    expect((await latest(headers)).json().data).toMatchObject({ state: 'expired', size: null });
  });
});
