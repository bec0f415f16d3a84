import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { meetings, meetingSubscriptions, users, workshops } from '../../src/db/schema/index.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const emails = ['admin@demo.fr', 'membre@demo.fr', 'nonmembre@demo.fr', 'pro@demo.fr', 'licence@demo.fr', 'jeune@demo.fr', 'aidant@demo.fr'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type Item = Record<string, unknown> & { id: number };
export type Page = { data: Item[]; meta: { total: number; page: number; per_page: number; last_page: number } };

/**
 * Test workshops with postal codes in 99 (98 for the AJA one), so a zip search isolates them:
 * - full: a session under way (started 5 minutes ago), then three full ones, then a free one;
 * - empty: no session at all;
 * - inactive: deactivated, run by pro@demo.fr;
 * - dated: one session on 10 March 2031 at 00:30 in Paris (9 March 23:30 UTC), sequence 7;
 * - aja: an AJA workshop with one free session.
 */
async function createFixtures(ctx: ListTestContext) {
  const { t, ids, fixture, fullMeetings } = ctx;
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

export function url(query: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item, index) => parts.push(`${name}[${index}]=${encodeURIComponent(String(item))}`));
    else if (typeof value === 'object') parts.push(`${name}=${encodeURIComponent(JSON.stringify(value))}`);
    else parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return `/api/workshops${parts.length ? `?${parts.join('&')}` : ''}`;
}

export type ListTestContext = {
  t: TestApp;
  tokens: Record<string, Tokens>;
  ids: Record<string, number>;
  fixture: Record<'full' | 'empty' | 'inactive' | 'dated' | 'aja', number>;
  fullMeetings: number[];
};

/**
 * The workshops list tests' app: the demo, its people signed in, and the test workshops above.
 * Hooks are registered by the call; read the context inside tests.
 */
export function workshopListTestApp() {
  const ctx: ListTestContext = {
    t: undefined as unknown as TestApp,
    tokens: {},
    ids: {},
    fixture: { full: 0, empty: 0, inactive: 0, dated: 0, aja: 0 },
    fullMeetings: [],
  };
  let cleanup = () => {};
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ({ cleanup } = await seedDemoData(ctx.t.database));
    for (const email of emails) {
      ctx.tokens[email] = await login(ctx.t.app, email);
      const [row] = await ctx.t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ctx.ids[email] = row!.id;
    }
    await createFixtures(ctx);
  });
  afterAll(async () => {
    await ctx.t.close();
    cleanup();
  });

  const get = (as: string | null, query: Record<string, unknown> = {}) =>
    ctx.t.app.inject({ method: 'GET', url: url(query), headers: as ? bearer(ctx.tokens[as]!) : {} });

  async function list(as: string | null, query: Record<string, unknown> = {}): Promise<Page> {
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
