import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, surveys, surveySessions, users } from '../../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPayment,
  createPremiumPros,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * GET /api/users, « Mes adhérents » (P2 §2, §3 User, §7, §9; ADR 036): who sees whom, the
 * search fields, paging and sorting, and the four counts on a history written for them.
 */
let t: TestApp;
const people: Record<string, { id: number; email: string }> = {};
const sessions: Record<string, { authorization: string }> = {};
let ownWorkshopId = 0;
let otherWorkshopId = 0;
let strangerWorkshopId = 0;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const pros = await createPremiumPros(db, ['owner', 'secondary', 'substitute', 'pastSubstitute', 'strangerPro']);
  Object.assign(people, pros);
  people.notPremiumPro = await createPro(db, { status: 'basic' });
  people.admin = await createAdmin(db);
  // Created in this order, a day apart: the default sort shows the newest first.
  const created = (days: number) => new Date(Date.now() - days * DAY);
  people.history = await createMember(db, {
    premium: true,
    firstname: 'Hélène',
    lastname: 'Dupré',
    createdAt: created(5),
    memberCode: 'ADH-42',
  });
  people.second = await createMember(db, {
    premium: true,
    firstname: 'Marc',
    lastname: 'Zola',
    email: 'marc.zola@exemple.test',
    createdAt: created(4),
  });
  people.other = await createMember(db, { premium: true, firstname: 'Anne', lastname: 'Autre', createdAt: created(3) });
  people.archived = await createMember(db, {
    premium: true,
    firstname: 'Archivé',
    lastname: 'Ancien',
    isArchived: true,
    createdAt: created(2),
  });
  people.stranger = await createMember(db, {
    premium: true,
    firstname: 'Sans',
    lastname: 'Atelier',
    createdAt: created(1),
  });
  // Members of no workshop, so that the staff's list has more than one page of 5.
  for (const n of [1, 2, 3]) people[`unrelated${n}`] = await createMember(db, { createdAt: created(6 + n) });

  const own = await createWorkshop(db, {
    owner: pros.owner,
    secondaryPro: pros.secondary,
    sessionDays: [-20, -13, -6, 1, 8, 15],
  });
  ownWorkshopId = own.workshop.id;
  await createSubstitution(db, own.workshop, pros.substitute, -1, 2);
  await createSubstitution(db, own.workshop, pros.pastSubstitute, -10, -3);
  const other = await createWorkshop(db, { owner: pros.owner, sessionDays: [3] });
  otherWorkshopId = other.workshop.id;
  const stranger = await createWorkshop(db, { owner: pros.strangerPro, sessionDays: [4] });
  strangerWorkshopId = stranger.workshop.id;

  // Hélène: present, absent, not yet marked, one cancelled place, one waiting list left, one waiting.
  const [s1, s2, s3, s4, s5, s6] = own.sessions;
  const present = await subscribe(db, people.history, s1!);
  const absent = await subscribe(db, people.history, s2!);
  await subscribe(db, people.history, s3!);
  await db.update(meetingSubscriptions).set({ attendance: 1 }).where(eq(meetingSubscriptions.id, present!.id));
  await db.update(meetingSubscriptions).set({ attendance: 0 }).where(eq(meetingSubscriptions.id, absent!.id));
  const cancelled = await subscribe(db, people.history, s4!);
  await db
    .update(meetingSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(eq(meetingSubscriptions.id, cancelled!.id));
  const leftQueue = await subscribe(db, people.history, s5!, 'waiting');
  await db
    .update(meetingSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(eq(meetingSubscriptions.id, leftQueue!.id));
  await subscribe(db, people.history, s6!, 'waiting');
  await subscribe(db, people.history, stranger.sessions[0]!);
  await subscribe(db, people.second, s4!);
  await subscribe(db, people.other, other.sessions[0]!);
  await subscribe(db, people.archived, s4!);
  await subscribe(db, people.stranger, stranger.sessions[0]!);
  await createPayment(db, people.history);

  const refs = await db.select({ id: surveys.id, ref: surveys.ref }).from(surveys);
  const surveyId = (ref: string) => refs.find((row) => row.ref === ref)!.id;
  await db.insert(surveySessions).values([
    { userId: people.history.id, surveyId: surveyId('profile'), createdAt: new Date('2026-01-10T10:00:00Z') },
    { userId: people.history.id, surveyId: surveyId('profile'), createdAt: new Date('2026-03-02T10:00:00Z') },
    { userId: people.history.id, surveyId: surveyId('satisfaction'), createdAt: new Date('2026-02-05T10:00:00Z') },
    { userId: people.history.id, surveyId: surveyId('life_quality'), createdAt: new Date('2026-04-01T10:00:00Z') },
  ]);
  for (const [name, person] of Object.entries(people)) sessions[name] = await signIn(db, person);
});

afterAll(() => t?.close());

type Item = { id: number; [key: string]: unknown };

async function list(as: string, query: Record<string, unknown> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return t.app.inject({ method: 'GET', url: `/api/users?${params}`, headers: sessions[as] });
}

async function ids(as: string, query: Record<string, unknown> = {}) {
  const response = await list(as, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Item[] }).data.map((item) => item.id);
}

describe('GET /api/users: who sees whom', () => {
  it('P2-PRO-21 a pro sees only the members of the workshops they run, never archived ones nor other roles', async () => {
    expect(await ids('owner')).toEqual([people.other!.id, people.second!.id, people.history!.id]);
  });

  it('P2-PRO-21 the secondary pro and a substitute within their dates see the members; a past substitute sees none', async () => {
    expect(await ids('secondary')).toEqual([people.second!.id, people.history!.id]);
    expect(await ids('substitute')).toEqual([people.second!.id, people.history!.id]);
    expect(await ids('pastSubstitute')).toEqual([]);
  });

  it('P2-PRO-21 the staff see every member', async () => {
    const all = await ids('admin', { per_page: 0 });
    for (const name of ['history', 'second', 'other', 'stranger']) expect(all).toContain(people[name]!.id);
    expect(all).not.toContain(people.archived!.id);
    expect(all).not.toContain(people.owner!.id);
  });

  it('P2-PRO-03 a member, a pro without membership and a visitor are refused', async () => {
    expect((await list('history')).statusCode).toBe(403);
    expect((await list('notPremiumPro')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('P2-PRO-13 workshop_id must be one the pro runs (403 otherwise); pro_id only themself', async () => {
    const refused = await list('owner', { search: { workshop_id: strangerWorkshopId } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/n'animez pas cet atelier/);
    expect((await list('owner', { search: { pro_id: people.strangerPro!.id } })).statusCode).toBe(403);
    expect(await ids('owner', { search: { pro_id: people.owner!.id } })).toHaveLength(3);
  });

  it('P2-ROLE-08 a pro reading a member outside their workshops gets 403, and never the payments', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${people.stranger!.id}`, headers: sessions.owner }))
        .statusCode,
    ).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${people.history!.id}?with[0]=payments&with[1]=subscriptions.workshop`,
      headers: sessions.owner,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.payments).toBeUndefined();
    expect(read.json().data.subscriptions.length).toBeGreaterThan(0);
    const listed = (await list('owner')).json() as { data: Item[] };
    for (const item of listed.data) expect(Object.keys(item)).not.toContain('payments');
  });
});

describe('GET /api/users: search, paging, sort', () => {
  it('P2-PRO-12 name matches first name, last name or e-mail, whatever the accents and the case', async () => {
    expect(await ids('owner', { search: { name: 'helene' } })).toEqual([people.history!.id]);
    expect(await ids('owner', { search: { name: 'DUPRE' } })).toEqual([people.history!.id]);
    expect(await ids('owner', { search: { name: 'marc.zola@' } })).toEqual([people.second!.id]);
    expect(await ids('owner', { search: { name: '%' } })).toEqual([]);
  });

  it('P2-MFORM-16 the meeting form search: role user, is_archived false, workshop_id, per_page 5', async () => {
    const response = await list('owner', {
      search: { name: 'e', role: 'user', is_archived: false, workshop_id: ownWorkshopId },
      per_page: 5,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: Item[]; meta: { per_page: number } };
    expect(body.data.map((item) => item.id)).toEqual([people.second!.id, people.history!.id]);
    expect(body.meta.per_page).toBe(5);
    expect(await ids('owner', { search: { workshop_id: otherWorkshopId } })).toEqual([people.other!.id]);
  });

  it('P2-PRO-19 pages of the chosen size with meta.total; 0 gives all; other sizes are refused', async () => {
    const firstPage = (await list('admin', { per_page: 5 })).json() as {
      data: Item[];
      meta: { total: number; last_page: number };
    };
    expect(firstPage.data).toHaveLength(5);
    const secondPage = (await list('admin', { per_page: 5, page: 2 })).json() as { data: Item[] };
    expect(secondPage.data.map((item) => item.id)).not.toContain(firstPage.data[0]!.id);
    const all = (await list('admin', { per_page: 0 })).json() as { data: Item[]; meta: { total: number } };
    expect(all.data).toHaveLength(all.meta.total);
    expect(all.meta.total).toBe(firstPage.meta.total);
    const beyond = (await list('owner', { page: 9 })).json() as { data: Item[]; meta: { total: number } };
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(3);
    const refused = await list('owner', { per_page: 7 });
    expect(refused.statusCode).toBe(422);
    expect((await list('owner', { search: '{oops' })).statusCode).toBe(422);
    expect((await list('owner', { search: { role: 'admin' } })).statusCode).toBe(422);
  });

  it('P2-PRO-20 newest first by default; sort by last name or first name both ways', async () => {
    expect(await ids('owner')).toEqual([people.other!.id, people.second!.id, people.history!.id]);
    expect(await ids('owner', { sort: 'lastname', direction: 'asc' })).toEqual([
      people.other!.id,
      people.history!.id,
      people.second!.id,
    ]);
    expect(await ids('owner', { sort: 'firstname', direction: 'desc' })).toEqual([
      people.second!.id,
      people.history!.id,
      people.other!.id,
    ]);
  });
});

describe('GET /api/users: what each member shows', () => {
  it('P2-PRO-16 P2-PRO-17 questionnaire dates and the four counts on a known history', async () => {
    const body = (await list('owner', { search: { name: 'hélène' } })).json() as { data: Item[] };
    expect(body.data[0]).toMatchObject({
      id: people.history!.id,
      firstname: 'Hélène',
      lastname: 'Dupré',
      member_code: 'ADH-42',
      last_qpr: { created_at: '2026-03-02T10:00:00.000Z' },
      last_qsat: { created_at: '2026-02-05T10:00:00.000Z' },
      // Places held: three past ones (present, absent, unmarked) and the stranger's workshop one.
      subscriptions_count: 4,
      presences_count: 1,
      absences_count: 1,
      // The cancelled place; leaving the waiting list is not a cancellation.
      unsubscriptions_count: 1,
    });
    expect(typeof body.data[0]!.code === 'string' || body.data[0]!.code === null).toBe(true);
    const second = (await list('owner', { search: { name: 'zola' } })).json() as { data: Item[] };
    expect(second.data[0]).toMatchObject({
      last_qpr: null,
      last_qsat: null,
      subscriptions_count: 1,
      presences_count: 0,
      absences_count: 0,
      unsubscriptions_count: 0,
    });
  });
});

describe('GET /api/users: who took part, as the sessions change', () => {
  it('P2-PRO-21 a member stays listed after leaving a session, and goes when the session is deleted', async () => {
    const db = t.database.db;
    const pro = await createPro(db, { status: 'basic', premium: true });
    const member = await createMember(db, { premium: true });
    const {
      sessions: [session],
    } = await createWorkshop(db, { owner: pro });
    const row = await subscribe(db, member, session!);
    const as = await signIn(db, pro);
    const listed = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: as });
      return (response.json() as { data: Item[] }).data.map((item) => item.id);
    };
    expect(await listed()).toEqual([member.id]);
    await db
      .update(meetingSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(meetingSubscriptions.id, row!.id));
    expect(await listed()).toEqual([member.id]);
    await db.delete(meetings).where(eq(meetings.id, session!.id));
    expect(await listed()).toEqual([]);
  });

  it('P2-PRO-21 P2-PRO-20 archiving, a change of role or of creation date after the member took part shows at once', async () => {
    const db = t.database.db;
    const pro = await createPro(db, { status: 'basic', premium: true });
    const older = await createMember(db, { premium: true, createdAt: new Date('2025-05-01T08:00:00.250Z') });
    const newer = await createMember(db, { premium: true, createdAt: new Date('2025-06-01T08:00:00Z') });
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(db, { owner: pro });
    await subscribe(db, older, session!);
    await subscribe(db, newer, session!);
    const as = await signIn(db, pro);
    const page = async (query = '') => {
      const response = await t.app.inject({ method: 'GET', url: `/api/users?per_page=5${query}`, headers: as });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: Item[]; meta: { total: number } };
      return { ids: body.data.map((item) => item.id), total: body.meta.total, first: body.data[0] };
    };
    const byWorkshop = `&search=${encodeURIComponent(JSON.stringify({ workshop_id: workshop.id }))}`;
    expect(await page()).toMatchObject({ ids: [newer.id, older.id], total: 2 });
    expect((await page('&direction=asc')).first).toMatchObject({
      id: older.id,
      created_at: '2025-05-01T08:00:00.250Z',
    });

    await db.update(users).set({ isArchived: true }).where(eq(users.id, newer.id));
    expect(await page()).toMatchObject({ ids: [older.id], total: 1 });
    expect(await page(byWorkshop)).toMatchObject({ ids: [older.id], total: 1 });
    await db.update(users).set({ isArchived: false }).where(eq(users.id, newer.id));
    expect(await page()).toMatchObject({ ids: [newer.id, older.id], total: 2 });

    await db.update(users).set({ role: 'pro' }).where(eq(users.id, older.id));
    expect(await page()).toMatchObject({ ids: [newer.id], total: 1 });
    await db
      .update(users)
      .set({ role: 'user', createdAt: new Date('2025-07-01T08:00:00Z') })
      .where(eq(users.id, older.id));
    expect(await page()).toMatchObject({ ids: [older.id, newer.id], total: 2 });
    expect((await page('&sort=lastname')).total).toBe(2);
  });
});
