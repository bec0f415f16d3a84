import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, meetings, meetingSubscriptions, substitutions, users, workshops } from '../../src/db/schema/index.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cleanup: () => void;
const tokens: Record<string, Tokens> = {};
const ids: Record<string, number> = {};
const emails = ['admin@demo.fr', 'membre@demo.fr', 'nonmembre@demo.fr', 'pro@demo.fr', 'licence@demo.fr', 'jeune@demo.fr', 'aidant@demo.fr'];
const fixture: Record<'full' | 'empty' | 'inactive' | 'dated' | 'aja', number> = { full: 0, empty: 0, inactive: 0, dated: 0, aja: 0 };
const fullMeetings: number[] = [];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Item = Record<string, unknown> & { id: number };
type Page = { data: Item[]; meta: { total: number; page: number; per_page: number; last_page: number } };

/**
 * Test workshops with postal codes in 99 (98 for the AJA one), so a zip search isolates them:
 * - full: a session under way (started 5 minutes ago), then three full ones, then a free one;
 * - empty: no session at all;
 * - inactive: deactivated, run by pro@demo.fr;
 * - dated: one session on 10 March 2031 at 00:30 in Paris (9 March 23:30 UTC), sequence 7;
 * - aja: an AJA workshop with one free session.
 */
async function createFixtures() {
  const db = t.database.db;
  const now = Date.now();
  const base = { description: '', type: 'remote' as const, userId: ids['pro@demo.fr']!, city: 'Testville', department: '99' };
  const [full, empty, inactive, dated, aja] = await db
    .insert(workshops)
    .values([
      { ...base, name: 'Test – complet', zip: '99001' },
      { ...base, name: 'Test – sans séance', zip: '99002' },
      { ...base, name: 'Test – désactivé', zip: '99003', active: false },
      { ...base, name: 'Test – daté', zip: '99004', type: 'onsite', city: 'Autreville' },
      { ...base, name: 'Test AJA', zip: '98000', isAja: true },
    ])
    .returning({ id: workshops.id });
  Object.assign(fixture, { full: full!.id, empty: empty!.id, inactive: inactive!.id, dated: dated!.id, aja: aja!.id });

  const session = (workshopId: number, startsIn: number, places: number, sequence = 1) => ({
    workshopId,
    start: new Date(now + startsIn),
    end: new Date(now + startsIn + 60 * MINUTE),
    type: 'remote' as const,
    link: 'https://visio.exemple.fr/salle-secrete',
    sequence,
    places,
  });
  const created = await db
    .insert(meetings)
    .values([
      session(full!.id, -5 * MINUTE, 1),
      session(full!.id, 1 * DAY, 2, 2),
      session(full!.id, 2 * DAY, 2, 3),
      session(full!.id, 3 * DAY, 2, 4),
      session(full!.id, 4 * DAY, 2, 5),
      {
        workshopId: dated!.id,
        start: new Date('2031-03-09T23:30:00.000Z'),
        end: new Date('2031-03-10T00:30:00.000Z'),
        type: 'onsite' as const,
        address: '1 rue du Test, 99004 Autreville',
        sequence: 7,
        places: 3,
      },
      session(inactive!.id, 2 * DAY, 4),
      session(aja!.id, 2 * DAY, 4),
    ])
    .returning({ id: meetings.id });
  fullMeetings.push(...created.slice(0, 5).map((row) => row.id));

  const members = await db.select({ id: users.id }).from(users).where(eq(users.role, 'user')).limit(4);
  const [a, b, c, d] = members.map((row) => row.id) as [number, number, number, number];
  const [, m1, m2, m3] = fullMeetings as [number, number, number, number, number];
  await db.insert(meetingSubscriptions).values([
    ...[m1, m2, m3].flatMap((meetingId) => [
      { meetingId, userId: a, status: 'validated' as const },
      { meetingId, userId: b, status: 'validated' as const },
    ]),
    // Neither a waiting entry nor a cancelled place takes a place.
    { meetingId: m1, userId: c, status: 'waiting' as const },
    { meetingId: m1, userId: d, status: 'validated' as const, unsubscribedAt: new Date(now - DAY) },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  for (const email of emails) {
    tokens[email] = await login(t.app, email);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[email] = row!.id;
  }
  await createFixtures();
});
afterAll(async () => {
  await t.close();
  cleanup();
});

function url(query: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item, index) => parts.push(`${name}[${index}]=${encodeURIComponent(String(item))}`));
    else if (typeof value === 'object') parts.push(`${name}=${encodeURIComponent(JSON.stringify(value))}`);
    else parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return `/api/workshops${parts.length ? `?${parts.join('&')}` : ''}`;
}

const get = (as: string | null, query: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'GET', url: url(query), headers: as ? bearer(tokens[as]!) : {} });

async function list(as: string | null, query: Record<string, unknown> = {}): Promise<Page> {
  const response = await get(as, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (page: Page) => page.data.map((item) => item.id);

async function workshopIdsWhere(condition: SQL | undefined) {
  const rows = await t.database.db.select({ id: workshops.id }).from(workshops).where(condition);
  return rows.map((row) => row.id).sort((x, y) => x - y);
}

describe('GET /api/workshops: answer shape', () => {
  it('P2-WSL-18 P2-CONST-07 P2-WSL-06 search is_aja 0, 24 per page: {data, meta.total}, every item non-AJA', async () => {
    const page = await list(null, { search: { is_aja: 0 }, per_page: 24, page: 1 });
    const expected = await workshopIdsWhere(and(eq(workshops.isAja, false), eq(workshops.active, true)));
    expect(page.meta).toEqual({ total: expected.length, page: 1, per_page: 24, last_page: 1 });
    expect(page.data.length).toBeLessThanOrEqual(24);
    expect(idsOf(page).sort((x, y) => x - y)).toEqual(expected);
    expect(page.data.every((item) => item.is_aja === false)).toBe(true);
  });

  it('P2-WSL-19 items carry the workshop fields and the relations asked for', async () => {
    const page = await list('pro@demo.fr', {
      search: { zip: '75012' },
      with: ['user', 'secondaryPro', 'partner.logo', 'next_meeting', 'three_next_meetings', 'nextSubstitutions', 'meetings'],
    });
    expect(page.data.length).toBeGreaterThan(0);
    for (const item of page.data) {
      for (const key of [
        'id', 'name', 'description', 'type', 'type_name', 'active', 'user_id', 'user', 'secondary_pro_id', 'secondary_pro',
        'partner_id', 'partner', 'info_address', 'zip', 'city', 'is_aja', 'workshop_type', 'aja_ref', 'start', 'end',
        'subscriptions_count', 'next_meeting', 'next_meeting_start', 'three_next_meetings', 'next_onsite_meeting_start',
        'next_substitutions', 'meetings',
      ]) {
        expect(item, key).toHaveProperty(key);
      }
      expect(item.type_name).toBe(item.type === 'remote' ? 'Visio' : 'Présentiel');
      expect(item.user).toMatchObject({ id: item.user_id, firstname: expect.any(String), lastname: expect.any(String) });
    }
    const withPartner = page.data.find((item) => item.partner_id !== null)!;
    const [logo] = await t.database.db
      .select({ id: attachments.id, path: attachments.path })
      .from(attachments)
      .where(and(eq(attachments.attachableType, 'partner'), eq(attachments.attachableId, withPartner.partner_id as number)));
    expect(withPartner.partner).toMatchObject({ id: withPartner.partner_id, name: expect.any(String), type: 'healthcenter', active: true });
    expect((withPartner.partner as { logo: unknown }).logo).toEqual(logo ?? null);
  });

  it('a session in the list never gives its visio link', async () => {
    const page = await list('pro@demo.fr', { search: { zip: '99001' }, with: ['meetings', 'three_next_meetings', 'next_meeting'] });
    const [item] = page.data;
    expect(JSON.stringify(item)).not.toContain('salle-secrete');
    expect((item!.meetings as object[]).every((meeting) => !('link' in meeting))).toBe(true);
  });

  it('members and visitors read the pros’ first names only', async () => {
    for (const as of [null, 'membre@demo.fr']) {
      const page = await list(as, { search: { zip: '99001' }, with: ['user'] });
      expect(page.data[0]!.user).toEqual({ id: ids['pro@demo.fr'], firstname: 'Claire' });
    }
  });

  it('select[] keeps the named fields, without[] drops computed ones', async () => {
    const page = await list(null, { search: { zip: '99001' }, select: ['name', 'zip'], without: ['subscriptions_count'] });
    expect(page.data[0]).toEqual({
      id: fixture.full,
      name: 'Test – complet',
      zip: '99001',
      next_meeting_start: expect.any(String),
      next_onsite_meeting_start: null,
    });
  });
});

describe('GET /api/workshops: coming sessions and status facts', () => {
  it('P1-HOME-13 P1-HOME-15 P2-WSD-20 for a member: the session under way is not coming; the three next are full', async () => {
    const page = await list('membre@demo.fr', { search: { zip: '99001' }, with: ['next_meeting', 'three_next_meetings'] });
    const [item] = page.data as [Item & { next_meeting: { id: number }; three_next_meetings: { id: number; places: number; validated_subscribers_count: number }[] }];
    expect(item.next_meeting.id).toBe(fullMeetings[1]);
    expect(item.three_next_meetings.map((meeting) => meeting.id)).toEqual(fullMeetings.slice(1, 4));
    expect(item.three_next_meetings.every((meeting) => meeting.validated_subscribers_count === meeting.places)).toBe(true);
    // Six places taken in coming sessions: the waiting entry and the cancelled place do not count.
    expect(item.subscriptions_count).toBe(6);
  });

  it('P2-WSD-20 for the pros, a session under way is still their next one', async () => {
    const page = await list('pro@demo.fr', { search: { zip: '99001' }, with: ['next_meeting', 'three_next_meetings'] });
    const item = page.data[0] as Item & { next_meeting: { id: number; validated_subscribers_count: number }; three_next_meetings: { id: number }[] };
    expect(item.next_meeting).toMatchObject({ id: fullMeetings[0], validated_subscribers_count: 0 });
    expect(item.three_next_meetings.map((meeting) => meeting.id)).toEqual(fullMeetings.slice(0, 3));
  });

  it('P1-HOME-14 P2-WSL-11 a workshop without sessions: no next meeting, an empty list, nulls', async () => {
    const page = await list(null, { search: { zip: '99002' }, with: ['next_meeting', 'three_next_meetings'] });
    expect(page.data[0]).toMatchObject({
      id: fixture.empty,
      next_meeting: null,
      three_next_meetings: [],
      next_meeting_start: null,
      subscriptions_count: 0,
    });
  });

  it('next_onsite_meeting_start and an onsite session’s address', async () => {
    const page = await list(null, { search: { zip: '99004' }, with: ['next_meeting'] });
    expect(page.data[0]).toMatchObject({
      next_onsite_meeting_start: '2031-03-09T23:30:00.000Z',
      next_meeting: { type: 'onsite', address: '1 rue du Test, 99004 Autreville', sequence: 7, places: 3, validated_subscribers_count: 0 },
    });
  });
});

describe('GET /api/workshops: who sees what (P1 §6, P2 §4)', () => {
  it('P2-WSL-02 P2-WSD-14 an AJA young person and a carer see AJA workshops only', async () => {
    for (const as of ['jeune@demo.fr', 'aidant@demo.fr']) {
      const page = await list(as, { per_page: 100 });
      expect(page.meta.total).toBe((await workshopIdsWhere(and(eq(workshops.isAja, true), eq(workshops.active, true)))).length);
      expect(page.data.every((item) => item.is_aja === true)).toBe(true);
      expect(idsOf(page)).toContain(fixture.aja);
    }
  });

  it('P2-WSD-13 P2-WSD-14 asking for the other programme is refused with the spec’s message', async () => {
    for (const [as, isAja] of [['jeune@demo.fr', 0], ['membre@demo.fr', 1], ['nonmembre@demo.fr', true]] as const) {
      const response = await get(as, { search: { is_aja: isAja } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: "Vous n'êtes pas autorisé à accéder à cet atelier." });
    }
  });

  it('a member without AJA profile sees the other workshops only', async () => {
    const page = await list('nonmembre@demo.fr', { per_page: 100 });
    expect(page.data.every((item) => item.is_aja === false)).toBe(true);
    expect(idsOf(page)).not.toContain(fixture.aja);
  });

  it('P1-HOME-02 P2-WSL-01 a visitor browses both programmes, active workshops only', async () => {
    const page = await list(null, { per_page: 100 });
    expect(idsOf(page).sort((x, y) => x - y)).toEqual(await workshopIdsWhere(eq(workshops.active, true)));
    const inactive = await list(null, { search: { active: false } });
    expect(inactive.data).toEqual([]);
    expect(inactive.meta.total).toBe(0);
  });

  it('P2-WSD-15 a deactivated workshop: its pro and the staff see it, other pros and members do not', async () => {
    expect(idsOf(await list('pro@demo.fr', { search: { zip: '99' } }))).toContain(fixture.inactive);
    expect(idsOf(await list('admin@demo.fr', { search: { zip: '99' } }))).toContain(fixture.inactive);
    expect(idsOf(await list('licence@demo.fr', { search: { zip: '99' } }))).not.toContain(fixture.inactive);
    expect(idsOf(await list('membre@demo.fr', { search: { zip: '99' } }))).not.toContain(fixture.inactive);
    const own = await list('pro@demo.fr', { search: { zip: '99', active: 0 } });
    expect(own.data.map((item) => [item.id, item.active])).toEqual([[fixture.inactive, false]]);
  });

  it('the staff see everything, both programmes and deactivated workshops', async () => {
    const page = await list('admin@demo.fr', { per_page: 100 });
    expect(page.meta.total).toBe((await workshopIdsWhere(undefined)).length);
  });

  it('a token that no longer opens a session answers 401, so the web ends it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/workshops', headers: { authorization: 'Bearer perime' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/workshops: filters', () => {
  it('P2-PRO-05 user_id: the workshops the pro runs, as owner, secondary pro or substitute', async () => {
    const pro = ids['pro@demo.fr']!;
    const page = await list('pro@demo.fr', { search: { user_id: pro }, per_page: 100 });
    expect(idsOf(page).sort((x, y) => x - y)).toEqual(
      await workshopIdsWhere(or(eq(workshops.userId, pro), eq(workshops.secondaryProId, pro))),
    );
    const [substitution] = await t.database.db.select().from(substitutions).limit(1);
    const bySubstitute = await list(null, { search: { user_id: substitution!.userId }, with: ['next_substitutions'], per_page: 100 });
    const substituted = bySubstitute.data.find((item) => item.id === substitution!.workshopId);
    expect(substituted?.next_substitutions).toContainEqual({
      user_id: substitution!.userId,
      start: substitution!.start.toISOString(),
      end: substitution!.end.toISOString(),
    });
  });

  it('zip is a postal code or its beginning; city any case; department', async () => {
    const byZip = await list(null, { search: { zip: '99' }, per_page: 100 });
    expect(idsOf(byZip).sort((x, y) => x - y)).toEqual([fixture.full, fixture.empty, fixture.dated]);
    expect(idsOf(await list(null, { search: { zip: '99004' } }))).toEqual([fixture.dated]);
    expect(idsOf(await list(null, { search: { city: 'AUTREVILLE' } }))).toEqual([fixture.dated]);
    const lyon = await list(null, { search: { city: 'lyon' }, per_page: 100 });
    expect(lyon.data.length).toBeGreaterThan(0);
    expect(lyon.data.every((item) => item.city === 'Lyon')).toBe(true);
    const department = await list(null, { search: { department: '69' }, select: ['department'], per_page: 100 });
    expect(department.data.every((item) => item.department === '69')).toBe(true);
  });

  it('partner_id, workshop_type, type and name', async () => {
    const [{ partnerId }] = (await t.database.db
      .select({ partnerId: workshops.partnerId })
      .from(workshops)
      .where(and(eq(workshops.active, true), isNotNull(workshops.partnerId)))
      .limit(1)) as [{ partnerId: number }];
    const byPartner = await list(null, { search: { partner_id: partnerId }, per_page: 100 });
    expect(byPartner.data.length).toBeGreaterThan(0);
    expect(byPartner.data.every((item) => item.partner_id === partnerId)).toBe(true);
    expect((await list(null, { search: { partner_id: [partnerId] }, per_page: 100 })).meta.total).toBe(byPartner.meta.total);

    const oncommence = await list(null, { search: { active: 1, is_aja: 0, workshop_type: 'oncommence' }, per_page: 100 });
    expect(idsOf(oncommence).sort((x, y) => x - y)).toEqual(
      await workshopIdsWhere(and(eq(workshops.workshopType, 'oncommence'), eq(workshops.active, true), eq(workshops.isAja, false))),
    );
    const remote = await list(null, { search: { type: 'remote', zip: '99' } });
    expect(idsOf(remote).sort((x, y) => x - y)).toEqual([fixture.full, fixture.empty]);
    expect(idsOf(await list(null, { search: { name: 'DATÉ' } }))).toEqual([fixture.dated]);
    // Wildcards typed in a search are plain characters.
    expect((await list(null, { search: { name: '%' } })).meta.total).toBe(0);
  });

  it('dates: Paris days, inclusive', async () => {
    expect(idsOf(await list(null, { search: { dates: ['2031-03-10', '2031-03-10'] } }))).toEqual([fixture.dated]);
    expect(idsOf(await list(null, { search: { dates: ['2031-03-10'] } }))).toEqual([fixture.dated]);
    // 23:30 UTC on the 9th is already the 10th in Paris.
    expect(idsOf(await list(null, { search: { dates: ['2031-03-01', '2031-03-09'] } }))).toEqual([]);
    expect(idsOf(await list(null, { search: { dates: ['2031-03-01', '2031-03-31'] } }))).toEqual([fixture.dated]);
  });

  it('sequence and available_places', async () => {
    expect(idsOf(await list(null, { search: { zip: '99', sequence: 7 } }))).toEqual([fixture.dated]);
    // Sessions 2 to 4 of the full workshop are full; 5 is free.
    expect(idsOf(await list(null, { search: { zip: '99001', sequence: 3, available_places: true } }))).toEqual([]);
    expect(idsOf(await list(null, { search: { zip: '99001', sequence: 5, available_places: true } }))).toEqual([fixture.full]);
    expect(idsOf(await list(null, { search: { zip: '99001', sequence: 3 } }))).toEqual([fixture.full]);
  });
});

describe('GET /api/workshops: order and pages', () => {
  it('sorts on name, next session and places taken, ties by id, empty values last', async () => {
    const order = async (sort: string, direction: string) =>
      idsOf(await list(null, { search: { zip: '99' }, sort, direction }));
    expect(await order('name', 'asc')).toEqual([fixture.full, fixture.dated, fixture.empty]);
    expect(await order('name', 'desc')).toEqual([fixture.empty, fixture.dated, fixture.full]);
    expect(await order('next_meeting_start', 'asc')).toEqual([fixture.full, fixture.dated, fixture.empty]);
    expect(await order('next_meeting_start', 'desc')).toEqual([fixture.dated, fixture.full, fixture.empty]);
    expect(await order('subscriptions_count', 'asc')).toEqual([fixture.empty, fixture.dated, fixture.full]);
    expect(await order('subscriptions_count', 'desc')).toEqual([fixture.full, fixture.empty, fixture.dated]);
  });

  it('pages: per_page and page, total kept past the end', async () => {
    const all = await list(null, { per_page: 100, sort: 'id' });
    const second = await list(null, { per_page: 5, page: 2, sort: 'id' });
    expect(idsOf(second)).toEqual(idsOf(all).slice(5, 10));
    expect(second.meta).toEqual({ total: all.meta.total, page: 2, per_page: 5, last_page: Math.ceil(all.meta.total / 5) });
    const past = await list(null, { per_page: 5, page: 99 });
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(all.meta.total);
  });
});

describe('GET /api/workshops: bad input gets a 422 tied to its parameter', () => {
  it.each([
    ['per_page above the cap', { per_page: 101 }, 'per_page'],
    ['per_page 0', { per_page: 0 }, 'per_page'],
    ['a sort on another column', { sort: 'password' }, 'sort'],
    ['an unknown relation', { with: ['payments'] }, 'with.0'],
    ['search that is not JSON', { search: '{is_aja' }, 'search'],
    ['an unknown search key', { search: { email: 'x' } }, 'search'],
    ['a postal code with letters', { search: { zip: '75a' } }, 'search.zip'],
    ['an impossible date', { search: { dates: ['2031-02-30'] } }, 'search.dates.0'],
    ['dates in the wrong order', { search: { dates: ['2031-03-10', '2031-03-01'] } }, 'search.dates'],
  ])('%s', async (_label, query, field) => {
    const response = await get(null, query);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toContain(field);
    expect(JSON.stringify(body.errors)).not.toMatch(/expected|invalid input/i);
  });
});
