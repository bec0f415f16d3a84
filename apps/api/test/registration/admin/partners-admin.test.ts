import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerCodes } from '../../../src/db/schema/index.ts';
import { createFilesRoot, type FilesRoot } from '../../helpers/app-with-files.ts';
import { createAdmin, createMember, createPartner, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loadWorkbook } from '../../helpers/xlsx.ts';
import { checkCode, registerMember } from '../registration-helpers.ts';

let t: TestApp;
let files: FilesRoot;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  files = await createFilesRoot();
  t = await createTestApp({ DATA_DIR: files.dataDir });
  const person = await createAdmin(t.database.db);
  adminId = person.id;
  admin = await signIn(t.database.db, person);
}, 60_000);
afterAll(async () => {
  await t.close();
  await files.remove();
});

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
const call = ({ headers, ...options }: Call) =>
  t.app.inject({ ...options, headers: { ...admin, ...headers } } as never);

const body = {
  name: 'Caisse de retraite des cheminots',
  support_type: 'retreat',
  street: '12 rue de la Gare',
  zip: '75010',
  city: 'Paris',
  department: '75',
  price: 1000,
  active: true,
};

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call({ method: 'POST', url: '/api/admin/partners', payload: { ...body, ...overrides } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; name: string };
}

const auditOf = (partnerId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'partner'), eq(auditLog.entityId, partnerId)))
    .orderBy(auditLog.id);

function multipart(fileName: string, data: Buffer, field = 'logo') {
  const boundary = '----partenaire';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size)]);

describe('/api/admin/partners: create, edit, deactivate', () => {
  it('creates a partner, answers it and writes one audit line', async () => {
    const partner = await create();
    const one = await call({ method: 'GET', url: `/api/admin/partners/${partner.id}` });
    expect(one.json().data).toMatchObject({ ...body, has_code: false, logo: null });
    const lines = await auditOf(partner.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'create', actorId: adminId, label: body.name });
    expect(lines[0]?.changes.price).toEqual({ before: null, after: 1000 });
  });

  it('updates the whole partner and logs only what changed', async () => {
    const partner = await create({ name: 'Mutuelle à modifier', support_type: 'healthinsurance' });
    const response = await call({
      method: 'PUT',
      url: `/api/admin/partners/${partner.id}`,
      payload: { ...body, name: 'Mutuelle à modifier', support_type: 'healthinsurance', price: null, city: 'Lyon' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ price: null, city: 'Lyon' });
    const [, update] = await auditOf(partner.id);
    expect(update).toMatchObject({ action: 'update' });
    expect(update?.changes).toEqual({ city: { before: 'Paris', after: 'Lyon' }, price: { before: 1000, after: null } });
  });

  it('deactivates and reactivates through PUT …/active, each audited', async () => {
    const partner = await create({ name: 'Employeur à désactiver', support_type: 'employer' });
    const off = await call({
      method: 'PUT',
      url: `/api/admin/partners/${partner.id}/active`,
      payload: { active: false },
    });
    expect(off.json().data.active).toBe(false);
    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/partners?search=${encodeURIComponent('{"support_type":"employer","active":1}')}`,
    });
    expect(publicList.json().data.map((row: { id: number }) => row.id)).not.toContain(partner.id);
    await call({ method: 'PUT', url: `/api/admin/partners/${partner.id}/active`, payload: { active: true } });
    expect((await auditOf(partner.id)).map((line) => line.action)).toEqual(['create', 'deactivate', 'reactivate']);
  });

  it('refuses bad fields with French messages under each field, and writes nothing', async () => {
    const before = (await call({ method: 'GET', url: '/api/admin/partners?per_page=100' })).json().meta.total;
    const response = await call({
      method: 'POST',
      url: '/api/admin/partners',
      payload: { name: '  ', support_type: 'banque', zip: '7501', department: '999', price: -5 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      name: ['Champ requis'],
      support_type: ['Format invalide'],
      zip: ['Code postal à 5 chiffres'],
      department: ['Département invalide (75, 2A, 971…)'],
      price: ['Format invalide'],
    });
    expect((await call({ method: 'GET', url: '/api/admin/partners?per_page=100' })).json().meta.total).toBe(before);
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await call({ method: 'PUT', url: '/api/admin/partners/999999', payload: body })).statusCode).toBe(404);
    expect((await call({ method: 'POST', url: '/api/admin/partners/999999/code' })).statusCode).toBe(404);
  });

  it('refuses every other role (403) and a visitor (401)', async () => {
    const member = await signIn(t.database.db, await createMember(t.database.db));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/partners', headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/partners', payload: body })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/partners: list and export', () => {
  it('searches name and city, filters, sorts and pages', async () => {
    await createPartner(t.database.db, {
      name: 'Centre Bordelais',
      city: 'Bordeaux',
      department: '33',
      supportType: 'healthcenter',
    });
    await createPartner(t.database.db, {
      name: 'Centre Azur',
      city: 'Nice',
      department: '06',
      supportType: 'healthcenter',
      active: false,
    });
    const list = (query: string) =>
      call({ method: 'GET', url: `/api/admin/partners?${query}` }).then((response) => response.json());
    expect((await list('q=bordeaux')).data.map((row: { name: string }) => row.name)).toEqual(['Centre Bordelais']);
    expect(
      (await list('support_type=healthcenter&active=false')).data.map((row: { name: string }) => row.name),
    ).toEqual(['Centre Azur']);
    expect((await list('department=33')).data).toHaveLength(1);
    const sorted = await list('support_type=healthcenter&sort=name&direction=desc&per_page=20');
    expect(sorted.data.map((row: { name: string }) => row.name)).toEqual(['Centre Bordelais', 'Centre Azur']);
    expect(sorted.meta).toEqual({ total: 2, page: 1, per_page: 20, last_page: 1 });
    const bad = await call({ method: 'GET', url: '/api/admin/partners?sort=price&active=oui' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['sort', 'active']));
  });

  it('exports the filtered rows as xlsx, without any code', async () => {
    const response = await call({
      method: 'GET',
      url: '/api/admin/partners/export?support_type=healthcenter&sort=name',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Partenaires');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Nom');
    expect(sheet?.getColumn(1).values.slice(2)).toEqual(['Centre Azur', 'Centre Bordelais']);
  });
});

describe('POST /api/admin/partners/{id}/code', () => {
  it('P1-REG-25 gives a new code once, stores it hashed; the new code registers, the old one no longer does', async () => {
    const partner = await create({ name: 'Caisse de retraite du code' });
    const first = await call({ method: 'POST', url: `/api/admin/partners/${partner.id}/code` });
    expect(first.statusCode, first.body).toBe(200);
    const oldCode = first.json().data.code as string;
    expect(oldCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(first.json().data.partner.has_code).toBe(true);

    const second = await call({ method: 'POST', url: `/api/admin/partners/${partner.id}/code` });
    const newCode = second.json().data.code as string;
    expect(newCode).not.toBe(oldCode);

    const rows = await t.database.db.select().from(partnerCodes).where(eq(partnerCodes.partnerId, partner.id));
    expect(rows.map((row) => row.active).sort()).toEqual([false, true]);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(row.codeHash).not.toContain(newCode);
    }
    // Never readable again: not in GET, not in the audit log.
    expect((await call({ method: 'GET', url: `/api/admin/partners/${partner.id}` })).body).not.toContain(newCode);
    const codeLines = (await auditOf(partner.id)).filter((line) => line.action === 'rotate_code');
    expect(codeLines).toHaveLength(2);
    expect(JSON.stringify(codeLines)).not.toContain(newCode);
    expect(codeLines[0]?.changes).toEqual({ code: { after: '••••' } });

    const member = await registerMember(t, { reason: 'retreat' });
    expect((await checkCode(t.app, member, { partner: { id: partner.id, adh_secret_code: oldCode } })).statusCode).toBe(
      422,
    );
    const accepted = await checkCode(t.app, member, { partner: { id: partner.id, adh_secret_code: newCode } });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }, 30_000);
});

describe('/api/admin/partners/{id}/logo', () => {
  it('stores a PNG, replaces it with the next one (old file removed), serves it and deletes it', async () => {
    const partner = await create({ name: 'Partenaire au logo' });
    const first = await call({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/logo`,
      ...multipart('logo.png', png()),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.logo).toMatchObject({
      name: 'logo.png',
      mime: 'image/png',
      size: 72,
      url: `/api/partners/${partner.id}/logo`,
    });
    const second = await call({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/logo`,
      ...multipart('nouveau.png', png(100)),
    });
    expect(second.json().data.logo.name).toBe('nouveau.png');
    const stored = await readdir(path.join(files.filesDir, 'partners', String(partner.id)));
    expect(stored).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: `/api/partners/${partner.id}/logo` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBe(108);

    const removed = await call({ method: 'DELETE', url: `/api/admin/partners/${partner.id}/logo` });
    expect(removed.json().data.logo).toBeNull();
    expect(await readdir(path.join(files.filesDir, 'partners', String(partner.id)))).toEqual([]);
    expect((await auditOf(partner.id)).map((line) => line.action)).toEqual([
      'create',
      'upload_logo',
      'upload_logo',
      'delete_logo',
    ]);
  });

  it('refuses a file too big, of another type (SVG) or missing, with the message under logo', async () => {
    const partner = await create({ name: 'Partenaire sans logo' });
    const post = (upload: ReturnType<typeof multipart>) =>
      call({ method: 'POST', url: `/api/admin/partners/${partner.id}/logo`, ...upload });
    const big = await post(multipart('grand.png', png(1_048_577)));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ logo: ['Le logo ne doit pas dépasser 1 Mo'] });
    const huge = await post(multipart('enorme.png', png(3_000_000)));
    expect(huge.statusCode).toBe(413);
    const svg = await post(
      multipart('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    );
    expect(svg.json().errors).toEqual({ logo: ['Le logo doit être une image PNG, JPEG ou WebP'] });
    const missing = await post(multipart('logo.png', png(), 'image'));
    expect(missing.json().errors).toEqual({ logo: ['Choisissez un fichier'] });
    const json = await call({ method: 'POST', url: `/api/admin/partners/${partner.id}/logo`, payload: { logo: 'x' } });
    expect(json.statusCode).toBe(422);
    expect((await call({ method: 'GET', url: `/api/admin/partners/${partner.id}` })).json().data.logo).toBeNull();
    expect((await auditOf(partner.id)).map((line) => line.action)).toEqual(['create']);
    expect((await call({ method: 'DELETE', url: `/api/admin/partners/${partner.id}/logo` })).statusCode).toBe(404);
  });
});
