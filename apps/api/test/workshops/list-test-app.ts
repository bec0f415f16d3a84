import { type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { meetings, meetingSubscriptions, workshops } from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPartner,
  createPartnerLogo,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

export type Account = 'admin' | 'member' | 'nonMember' | 'pro' | 'licence' | 'young' | 'carer';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type Item = Record<string, unknown> & { id: number };
export type Page = { data: Item[]; meta: { total: number; page: number; per_page: number; last_page: number } };

/**
 * Test workshops with postal codes in 99 (98 for the AJA one), so a zip search isolates them:
 * - full: a session under way (started 5 minutes ago), then three full ones, then a free one;
 * - empty: no session at all;
 * - inactive: deactivated, run by the pro (Claire);
 * - dated: one session on 10 March 2031 at 00:30 in Paris (9 March 23:30 UTC), sequence 7;
 * - aja: an AJA workshop with one free session.
 */
async function createFixtures(ctx: ListTestContext) {
  const { t, ids, fixture, fullMeetings } = ctx;
  const db = t.database.db;
  const now = Date.now();
  const base = { description: '', type: 'remote' as const, userId: ids.pro, city: 'Testville', department: '99' };
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

  const [a, b, c, d] = (await Promise.all([1, 2, 3, 4].map(async () => (await createMember(db)).id))) as [
    number,
    number,
    number,
    number,
  ];
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

/**
 * The other workshops, run by the licence pro elsewhere than in 99, so lists have more than
 * one page of 5: in Paris 75012 with a healthcare centre (and its logo) and the pro (Claire)
 * as secondary pro; in Lyon with Claire substituting this week; an « On commence » one in
 * Bordeaux; three plain ones in Marseille.
 */
async function createSurroundings(ctx: ListTestContext) {
  const db = ctx.t.database.db;
  const owner = { id: ctx.ids.licence };
  const pro = { id: ctx.ids.pro };
  const centre = await createPartner(db, { name: 'Centre de soins de support Paris-Est' });
  await createPartnerLogo(db, centre);
  await createWorkshop(db, { owner, secondaryPro: pro, sessionDays: [3, 10], values: { partnerId: centre.id } });
  const { workshop: lyon } = await createWorkshop(db, {
    owner,
    sessionDays: [2],
    values: { zip: '69002', city: 'Lyon', department: '69' },
  });
  await createSubstitution(db, lyon, pro, -2, 5);
  await createWorkshop(db, {
    owner,
    type: 'remote',
    values: { workshopType: 'oncommence', zip: '33000', city: 'Bordeaux', department: '33' },
  });
  for (let index = 0; index < 3; index++) {
    await createWorkshop(db, {
      owner,
      sessionDays: [index + 1],
      values: { zip: '13009', city: 'Marseille', department: '13' },
    });
  }
}

export function url(query: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value))
      value.forEach((item, index) => parts.push(`${name}[${index}]=${encodeURIComponent(String(item))}`));
    else if (typeof value === 'object') parts.push(`${name}=${encodeURIComponent(JSON.stringify(value))}`);
    else parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return `/api/workshops${parts.length ? `?${parts.join('&')}` : ''}`;
}

export type ListTestContext = {
  t: TestApp;
  headers: Record<Account, { authorization: string }>;
  ids: Record<Account, number>;
  fixture: Record<'full' | 'empty' | 'inactive' | 'dated' | 'aja', number>;
  fullMeetings: number[];
};

/**
 * The workshops list tests' app: one account of each kind signed in, and the test workshops above.
 * Hooks are registered by the call; read the context inside tests.
 */
export function workshopListTestApp() {
  const ctx: ListTestContext = {
    t: undefined as unknown as TestApp,
    headers: {} as ListTestContext['headers'],
    ids: {} as ListTestContext['ids'],
    fixture: { full: 0, empty: 0, inactive: 0, dated: 0, aja: 0 },
    fullMeetings: [],
  };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    const db = ctx.t.database.db;
    const carer = await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_assistant' });
    const accounts: Record<Account, { id: number }> = {
      admin: await createAdmin(db),
      member: await createMember(db, { premium: true }),
      nonMember: await createMember(db),
      pro: await createPro(db, { firstname: 'Claire', premium: true, status: 'basic' }),
      licence: await createPro(db, { premium: true, status: 'licence' }),
      young: await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_young', assistantId: carer.id }),
      carer,
    };
    for (const [as, account] of Object.entries(accounts) as [Account, { id: number }][]) {
      ctx.ids[as] = account.id;
      ctx.headers[as] = await signIn(db, account);
    }
    await createFixtures(ctx);
    await createSurroundings(ctx);
  });
  afterAll(async () => {
    await ctx.t.close();
  });

  const get = (as: Account | null, query: Record<string, unknown> = {}) =>
    ctx.t.app.inject({ method: 'GET', url: url(query), headers: as ? ctx.headers[as] : {} });

  async function list(as: Account | null, query: Record<string, unknown> = {}): Promise<Page> {
    const response = await get(as, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function workshopIdsWhere(condition: SQL | undefined) {
    const rows = await ctx.t.database.db.select({ id: workshops.id }).from(workshops).where(condition);
    return rows.map((row) => row.id).sort((x, y) => x - y);
  }

  return { ctx, get, list, workshopIdsWhere };
}

export const idsOf = (page: Page) => page.data.map((item) => item.id);
