import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPayment,
  createPro,
  createWorkshop,
  signIn,
  subscribe,
} from '../../helpers/factories.ts';
import { waitForOutboxSettled } from '../../helpers/smtp-server.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { loadWorkbook } from '../../helpers/xlsx.ts';

let t: TestApp;
let staff: { authorization: string };
let admin: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db, { firstname: 'Alice', lastname: 'Admin' });
  staff = await signIn(t.database.db, admin);
});
afterAll(async () => {
  await waitForOutboxSettled(t.database.db);
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });

const auditOf = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);

const signInWith = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: email, password, client_id: 'web' },
  });

describe('GET /api/admin/users', () => {
  it('searches names and e-mails and filters by role, membership, AJA and archive', async () => {
    const db = t.database.db;
    const premium = await createMember(db, { lastname: 'Zéphyrin', premium: true });
    const plain = await createMember(db, { lastname: 'Zéphyrin' });
    const aja = await createMember(db, { lastname: 'Zéphyrin', isAja: true, ajaRole: 'aja_young' });
    const archived = await createMember(db, { lastname: 'Zéphyrin', isArchived: true });
    const pro = await createPro(db, { lastname: 'Zéphyrin', status: 'licence' });
    const ids = async (query: string) => {
      const response = await call('GET', `/api/admin/users?q=zéphyrin&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { id: number }[] }>().data.map((row) => row.id);
    };
    expect((await ids('')).sort()).toEqual([premium.id, plain.id, aja.id, archived.id, pro.id].sort());
    expect(await ids('role=pro')).toEqual([pro.id]);
    expect(await ids('premium=yes')).toEqual([premium.id]);
    expect(await ids('aja=yes')).toEqual([aja.id]);
    expect(await ids('archived=yes')).toEqual([archived.id]);
    expect(await ids('archived=no&role=user&premium=no&aja=no')).toEqual([plain.id]);
    expect(await ids(`q=${encodeURIComponent(plain.email)}`)).toEqual([plain.id]);
  });

  it('a current member reads « Oui » in the list and the export, a lapsed one « Non »', async () => {
    const db = t.database.db;
    const current = await createMember(db, { lastname: 'Adhésionnaire', firstname: 'Anne', premium: true });
    const none = await createMember(db, { lastname: 'Adhésionnaire', firstname: 'Bruno' });
    const list = (await call('GET', '/api/admin/users?q=adhésionnaire&sort=email')).json<{
      data: { id: number; is_premium: boolean }[];
    }>().data;
    expect(list.find((row) => row.id === current.id)?.is_premium).toBe(true);
    expect(list.find((row) => row.id === none.id)?.is_premium).toBe(false);
    const workbook = await loadWorkbook(
      (await call('GET', '/api/admin/users/export?q=adhésionnaire&sort=lastname')).rawPayload,
    );
    const sheet = workbook.getWorksheet('Utilisateurs')!;
    const byFirstname = new Map(
      [2, 3].map((row) => [sheet.getRow(row).getCell(2).value, sheet.getRow(row).getCell(5).value]),
    );
    expect(byFirstname.get('Anne')).toBe('Oui');
    expect(byFirstname.get('Bruno')).toBe('Non');
  });

  it('pages and sorts on the server and answers { data, meta }', async () => {
    const response = await call('GET', '/api/admin/users?per_page=20&page=1&sort=email&direction=desc');
    const body = response.json<{
      data: { email: string }[];
      meta: { total: number; per_page: number; last_page: number };
    }>();
    const emails = body.data.map((row) => row.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(body.meta.per_page).toBe(20);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 20));
  });

  it('refuses an unknown filter value in French', async () => {
    const response = await call('GET', '/api/admin/users?role=chef');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.role).toEqual(['Format invalide']);
  });

  it('exports the filtered people as an xlsx sheet', async () => {
    const member = await createMember(t.database.db, { lastname: 'Exportable', firstname: 'Ève' });
    const response = await call('GET', '/api/admin/users/export?q=exportable');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('utilisateurs.xlsx');
    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Utilisateurs')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('E-mail');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe(member.email);
    expect(sheet.getRow(2).getCell(4).value).toBe('Adhérent');
  });
});

describe('GET and PUT /api/admin/users/:id', () => {
  it('shows a pro with their statuses and the workshops they run', async () => {
    const pro = await createPro(t.database.db, { status: 'novice' });
    const response = await call('GET', `/api/admin/users/${pro.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: pro.id,
      role: 'pro',
      workshops_count: 0,
      recent_payments_count: 0,
      pro_statuses: [{ type: 'novice', end: null, is_blocked: false }],
    });
    expect((await call('GET', '/api/admin/users/99999999')).statusCode).toBe(404);
  });

  it('shows a member’s memberships with their dates, her payments and her sessions, the latest first', async () => {
    const db = t.database.db;
    const member = await createMember(db, { premium: true });
    const paid = await createPayment(db, member, { subscriptionEuros: 20, donationEuros: 10 });
    const failed = await createPayment(db, member, { donationEuros: 5, status: 'failed' });
    const pro = await createPro(db, { status: 'basic', premium: true });
    const { workshop, sessions } = await createWorkshop(db, { owner: pro, sessionDays: [-7, 7] });
    await subscribe(db, member, sessions[0]!);
    await subscribe(db, member, sessions[1]!, 'waiting');
    const body = (await call('GET', `/api/admin/users/${member.id}`)).json();
    expect(body.memberships).toHaveLength(1);
    expect(body.memberships[0]).toMatchObject({
      source: 'admin',
      is_current: true,
      start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(body.payments.map((payment: { id: number }) => payment.id).sort()).toEqual([paid.id, failed.id].sort());
    expect(body.payments.find((payment: { id: number }) => payment.id === paid.id)).toMatchObject({
      ref: paid.ref,
      status: 'paid',
      total_cents: 3000,
    });
    expect(body.meetings).toEqual([
      expect.objectContaining({
        id: sessions[1]!.id,
        workshop_id: workshop.id,
        workshop_name: workshop.name,
        status: 'waiting',
        attendance: null,
      }),
      expect.objectContaining({ id: sessions[0]!.id, status: 'validated', start: sessions[0]!.start.toISOString() }),
    ]);
  });

  it('edits names, e-mail, phone and role, and logs only what changed', async () => {
    const member = await createMember(t.database.db);
    const response = await call('PUT', `/api/admin/users/${member.id}`, {
      firstname: 'Inès',
      lastname: member.lastname,
      email: 'Ines.Nouvelle@Exemple.fr',
      phone: '06 12 34 56 78',
      role: 'pro',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: 'Inès',
      email: 'ines.nouvelle@exemple.fr',
      role: 'pro',
      phone: '06 12 34 56 78',
    });
    const [line] = await auditOf('user', member.id);
    expect(line).toMatchObject({ action: 'update', actorId: admin.id, actorName: 'Alice Admin' });
    expect(Object.keys(line!.changes).sort()).toEqual(['email', 'firstname', 'phone', 'role']);
    expect(line!.changes.role).toEqual({ before: 'user', after: 'pro' });
  });

  it('refuses an e-mail another account uses, in French under the field, and changes nothing', async () => {
    const [first, second] = [await createMember(t.database.db), await createMember(t.database.db)];
    const response = await call('PUT', `/api/admin/users/${second.id}`, {
      firstname: 'Autre',
      lastname: second.lastname,
      email: first.email.toUpperCase(),
      role: 'user',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée'] });
    expect((await call('GET', `/api/admin/users/${second.id}`)).json().firstname).toBe(second.firstname);
    expect(await auditOf('user', second.id)).toEqual([]);
  });

  it('refuses blank names and a bad e-mail with French messages', async () => {
    const member = await createMember(t.database.db);
    const response = await call('PUT', `/api/admin/users/${member.id}`, {
      firstname: ' ',
      lastname: 'Nom',
      email: 'pas-un-email',
      role: 'user',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ firstname: ['Champ requis'], email: ['Format invalide'] });
  });

  it('does not let the staff drop their own admin role', async () => {
    const response = await call('PUT', `/api/admin/users/${admin.id}`, {
      firstname: 'Alice',
      lastname: 'Admin',
      email: 'alice@exemple.fr',
      role: 'user',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.role).toEqual(['Vous ne pouvez pas retirer votre propre rôle de personnel.']);
  });
});

describe('archive and unarchive', () => {
  it('an archived person cannot sign in and their open sessions stop; unarchived, they sign in again', async () => {
    const member = await createMember(t.database.db, { password: 'mot de passe sûr' });
    const session = await signIn(t.database.db, member);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: session })).statusCode).toBe(200);

    const archived = await call('POST', `/api/admin/users/${member.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().is_archived).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: session })).statusCode).toBe(401);
    expect((await signInWith(member.email, 'mot de passe sûr')).statusCode).toBe(400);

    expect((await call('POST', `/api/admin/users/${member.id}/unarchive`)).json().is_archived).toBe(false);
    expect((await signInWith(member.email, 'mot de passe sûr')).statusCode).toBe(200);
    expect((await auditOf('user', member.id)).map((line) => line.action)).toEqual(['archive', 'unarchive']);
  });

  it('the staff cannot archive themselves', async () => {
    const response = await call('POST', `/api/admin/users/${admin.id}/archive`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Vous ne pouvez pas archiver votre propre compte.');
  });
});

describe('pro statuses', () => {
  it('adds, edits and removes a status, each change logged', async () => {
    const pro = await createPro(t.database.db);
    const added = await call('POST', `/api/admin/users/${pro.id}/pro-statuses`, {
      type: 'novice',
      start: '2025-01-01',
      end: '2025-12-31',
      is_blocked: false,
    });
    expect(added.statusCode).toBe(201);
    const status = added.json<{ id: number }>();
    expect(status).toMatchObject({ type: 'novice', start: '2025-01-01', end: '2025-12-31', is_blocked: false });

    const edited = await call('PUT', `/api/admin/users/${pro.id}/pro-statuses/${status.id}`, {
      type: 'licence',
      start: '2025-01-01',
      end: null,
      is_blocked: true,
    });
    expect(edited.json()).toMatchObject({ type: 'licence', end: null, is_blocked: true });
    expect((await call('DELETE', `/api/admin/users/${pro.id}/pro-statuses/${status.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/users/${pro.id}`)).json().pro_statuses).toEqual([]);

    const lines = await auditOf('pro_status', status.id);
    expect(lines.map((line) => line.action)).toEqual(['create', 'update', 'delete']);
    expect(lines[1]!.changes).toEqual({
      type: { before: 'novice', after: 'licence' },
      end: { before: '2025-12-31', after: null },
      is_blocked: { before: false, after: true },
    });
  });

  it('refuses a period that overlaps another status of the pro', async () => {
    const pro = await createPro(t.database.db);
    await call('POST', `/api/admin/users/${pro.id}/pro-statuses`, {
      type: 'basic',
      start: '2025-01-01',
      end: '2025-06-30',
    });
    const open = await call('POST', `/api/admin/users/${pro.id}/pro-statuses`, {
      type: 'licence',
      start: '2025-07-01',
    });
    expect(open.statusCode).toBe(201);
    for (const period of [
      { start: '2025-06-01', end: '2025-08-01' },
      { start: '2030-01-01' },
      { start: '2024-01-01', end: '2025-01-02' },
    ]) {
      const response = await call('POST', `/api/admin/users/${pro.id}/pro-statuses`, { type: 'novice', ...period });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ start: ['Ce statut chevauche un autre statut de ce professionnel.'] });
    }
    // Touching periods do not overlap: one ends the day the other starts.
    expect(
      (
        await call('POST', `/api/admin/users/${pro.id}/pro-statuses`, {
          type: 'novice',
          start: '2024-01-01',
          end: '2025-01-01',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses an end before the start, and a status for someone who is not a pro', async () => {
    const pro = await createPro(t.database.db);
    const backwards = await call('POST', `/api/admin/users/${pro.id}/pro-statuses`, {
      type: 'basic',
      start: '2025-06-01',
      end: '2025-05-01',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ end: ['La date de fin doit être après la date de début.'] });
    const badDay = await call('POST', `/api/admin/users/${pro.id}/pro-statuses`, {
      type: 'basic',
      start: '2025-02-30',
    });
    expect(badDay.json().errors).toEqual({ start: ['Date invalide'] });
    const member = await createMember(t.database.db);
    const response = await call('POST', `/api/admin/users/${member.id}/pro-statuses`, {
      type: 'basic',
      start: '2025-01-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ type: ['Seul un professionnel a des statuts.'] });
  });
});
