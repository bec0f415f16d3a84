import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createPartner, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { getParisDay } from '@plateforme/shared/format/paris-time';

/** GET /api/meetings and GET /api/users/{id}/subscribitions (P2 §7), on PGlite and PostgreSQL. */
type Item = Record<string, unknown> & {
  id: number;
  link: string | null;
  pivot: { status: string; user_id: number } | null;
};
type Page = { data: Item[]; meta: { total: number; page: number; per_page: number; last_page: number } };
type Person = { id: number; session: { authorization: string } };

let t: TestApp;
const p = {} as Record<'owner' | 'strangerPro' | 'placed' | 'waiting' | 'outsider' | 'young' | 'admin', Person>;
let remote: { id: number; sessions: { id: number }[] };
let onsite: { id: number; sessions: { id: number }[] };
let aja: { id: number; sessions: { id: number }[] };
let inactive: { id: number; sessions: { id: number }[] };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const person = async (make: Promise<{ id: number }>) => {
    const row = await make;
    return { id: row.id, session: await signIn(db, row) };
  };
  p.owner = await person(createPro(db, { status: 'basic', premium: true }));
  p.strangerPro = await person(createPro(db, { status: 'basic', premium: true }));
  p.placed = await person(createMember(db, { premium: true }));
  p.waiting = await person(createMember(db, { premium: true }));
  p.outsider = await person(createMember(db, { premium: true }));
  p.young = await person(createMember(db, { premium: true, isAja: true, ajaRole: 'aja_young' }));
  p.admin = await person(createMember(db, { role: 'admin' }));
  const partner = await createPartner(db);
  const make = async (options: Parameters<typeof createWorkshop>[1]) => {
    const { workshop, sessions } = await createWorkshop(db, options);
    return { id: workshop.id, sessions };
  };
  remote = await make({ owner: p.owner, type: 'remote', places: 1, sessionDays: [1, 2, 3, 4, 5] });
  onsite = await make({ owner: p.owner, sessionDays: [10, 40] });
  aja = await make({ owner: p.owner, isAja: true, sessionDays: [6] });
  inactive = await make({ owner: p.owner, sessionDays: [7] });
  await db.execute(`update workshops set active = false where id = ${inactive.id}`);
  await db.execute(`update workshops set partner_id = ${partner.id} where id = ${remote.id}`);
  await subscribe(db, p.placed, remote.sessions[0]!);
  await subscribe(db, p.waiting, remote.sessions[0]!, 'waiting');
  await subscribe(db, p.placed, onsite.sessions[0]!);
  await subscribe(db, p.young, aja.sessions[0]!);
});
afterAll(() => t?.close());

function url(path: string, query: Record<string, unknown>) {
  const parts = Object.entries(query).flatMap(([name, value]) =>
    Array.isArray(value)
      ? value.map((item, index) => `${name}[${index}]=${encodeURIComponent(String(item))}`)
      : [`${name}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`],
  );
  return `${path}?${parts.join('&')}`;
}

const get = (as: Person | null, query: Record<string, unknown> = {}, path = '/api/meetings') =>
  t.app.inject({ method: 'GET', url: url(path, query), headers: as ? as.session : {} });

async function list(as: Person | null, query: Record<string, unknown> = {}, path?: string): Promise<Page> {
  const answer = await get(as, query, path);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const ids = (page: Page) => page.data.map((item) => item.id);

describe('GET /api/meetings', () => {
  it('P2-MEET-25 P2-SUB-16 search type remote, 15 per page: {data, meta.total}, all remote, with the spec’s keys', async () => {
    const page = await list(p.owner, {
      with: ['subscribers', 'workshop.partner'],
      search: { type: 'remote' },
      per_page: 15,
      page: 1,
    });
    expect(page.meta).toEqual({ total: 5, page: 1, per_page: 15, last_page: 1 });
    expect(page.data.every((item) => item.type === 'remote')).toBe(true);
    for (const key of [
      'id',
      'workshop_id',
      'start',
      'end',
      'type',
      'address',
      'link',
      'sequence',
      'places',
      'validated_subscribers_count',
      'workshop',
      'subscribers',
      'pivot',
    ]) {
      expect(page.data[0], key).toHaveProperty(key);
    }
    expect(page.data[0]).toMatchObject({
      validated_subscribers_count: 1,
      waiting_subscribers_count: 1,
      workshop: { id: remote.id, partner: { name: expect.any(String) } },
    });
  });

  it('P2-WSD-06 a workshop’s sessions, 20 per page; sort and direction, ties by id; paging', async () => {
    expect((await list(null, { search: { workshop_id: remote.id }, per_page: 20 })).meta.total).toBe(5);
    const bySequence = await list(null, {
      search: { workshop_id: remote.id },
      sort: 'sequence',
      direction: 'desc',
      per_page: 2,
      page: 2,
    });
    expect(ids(bySequence)).toEqual([remote.sessions[2]!.id, remote.sessions[1]!.id]);
    expect(bySequence.meta).toEqual({ total: 5, page: 2, per_page: 2, last_page: 3 });
    // The last page, not full, and a page past the end give the same total.
    for (const page of [3, 4]) {
      const meta = (await list(null, { search: { workshop_id: remote.id }, per_page: 2, page })).meta;
      expect(meta).toEqual({ total: 5, page, per_page: 2, last_page: 3 });
    }
    const byStart = await list(null, { search: { workshop_id: onsite.id }, sort: 'start', direction: 'asc' });
    expect(ids(byStart)).toEqual(onsite.sessions.map((session) => session.id));
  });

  it('P2-WSD-06 P2-WSD-20 search.upcoming: a workshop’s coming sessions, not started for members and visitors, not ended for its pro', async () => {
    const { workshop, sessions } = await createWorkshop(t.database.db, { owner: p.owner, sessionDays: [-3, 0, 2] });
    const [past, underWay, coming] = sessions.map((session) => session.id);
    const now = Date.now();
    await t.database.db.execute(
      `update meetings set start = '${new Date(now - 10 * 60_000).toISOString()}', "end" = '${new Date(now + 50 * 60_000).toISOString()}' where id = ${underWay}`,
    );
    const search = { workshop_id: workshop.id, upcoming: 1 };
    for (const who of [null, p.outsider])
      expect(ids(await list(who, { search, sort: 'start', direction: 'asc' }))).toEqual([coming]);
    expect(ids(await list(p.owner, { search, sort: 'start', direction: 'asc' }))).toEqual([underWay, coming]);
    expect(ids(await list(null, { search: { workshop_id: workshop.id }, sort: 'start', direction: 'asc' }))).toEqual([
      past,
      underWay,
      coming,
    ]);
  });

  it('filters by dates (Paris days) and refuses a bad search with a 4xx in French', async () => {
    // The session's own Paris day: late in the evening UTC it is already tomorrow in Paris.
    const day = getParisDay(new Date(Date.now() + 40 * 86_400_000));
    const page = await list(null, { search: { workshop_id: onsite.id, dates: [day, day] } });
    expect(ids(page)).toEqual([onsite.sessions[1]!.id]);
    const bad = await get(null, { search: '{"nope":1}' });
    expect(bad.statusCode).toBe(422);
    expect((await get(null, { per_page: 201 })).statusCode).toBe(422);
  });

  it('the AJA rule of the workshops list: members see their programme, visitors both, inactive workshops only for their pros', async () => {
    const seenBy = async (as: Person | null) => ids(await list(as, { per_page: 200 }));
    expect(await seenBy(p.outsider)).not.toContain(aja.sessions[0]!.id);
    expect(await seenBy(p.young)).toEqual([aja.sessions[0]!.id]);
    expect(await seenBy(null)).toContain(aja.sessions[0]!.id);
    expect(await seenBy(null)).not.toContain(inactive.sessions[0]!.id);
    expect(await seenBy(p.owner)).toContain(inactive.sessions[0]!.id);
    expect(await seenBy(p.strangerPro)).not.toContain(inactive.sessions[0]!.id);
  });

  it('the visio link only for validated participants, the workshop’s pros and the staff', async () => {
    const linkFor = async (as: Person | null) =>
      (await list(as, { search: { workshop_id: remote.id } })).data.find((item) => item.id === remote.sessions[0]!.id)!
        .link;
    expect(await linkFor(p.placed)).toBe('https://visio.exemple.test/salle');
    expect(await linkFor(p.owner)).toBe('https://visio.exemple.test/salle');
    expect(await linkFor(p.admin)).toBe('https://visio.exemple.test/salle');
    for (const as of [null, p.waiting, p.outsider, p.strangerPro]) expect(await linkFor(as)).toBeNull();
  });

  it('P2-MEET-38 P2-MFORM-22 subscribers and queued only for the workshop’s pros and the staff', async () => {
    const query = { with: ['subscribers', 'queued'], search: { workshop_id: remote.id }, sort: 'id' };
    for (const as of [p.placed, p.strangerPro, null]) {
      const page = await list(as, query);
      expect(page.data.some((item) => 'subscribers' in item || 'queued' in item)).toBe(false);
      expect(JSON.stringify(page)).not.toContain(`"user_id":${p.waiting.id}`);
    }
    for (const as of [p.owner, p.admin]) {
      const [first] = (await list(as, query)).data;
      expect((first!.subscribers as { id: number }[]).map((row) => row.id)).toEqual([p.placed.id]);
      expect((first!.queued as { id: number }[]).map((row) => row.id)).toEqual([p.waiting.id]);
    }
  });

  it('search.user_id: oneself, the member’s pro or the staff; pivot is that member’s', async () => {
    const own = await list(p.placed, { search: { user_id: p.placed.id } });
    expect(ids(own).sort()).toEqual([remote.sessions[0]!.id, onsite.sessions[0]!.id].sort());
    expect(own.data.every((item) => item.pivot?.user_id === p.placed.id && item.pivot.status === 'validated')).toBe(
      true,
    );
    const byPro = await list(p.owner, { search: { user_id: p.waiting.id } });
    expect(byPro.data.map((item) => item.pivot?.status)).toEqual(['waiting']);
    expect((await get(p.outsider, { search: { user_id: p.placed.id } })).statusCode).toBe(403);
    expect((await get(p.strangerPro, { search: { user_id: p.placed.id } })).statusCode).toBe(403);
    expect((await get(null, { search: { user_id: p.placed.id } })).statusCode).toBe(401);
    expect((await list(p.admin, { search: { user_id: p.placed.id } })).meta.total).toBe(2);
  });
});

describe('GET /api/meetings cost', () => {
  it('no more statements for a page of 50 sessions than for a page of 1, every relation asked for', async () => {
    // Both drivers send each statement through their client's query().
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    const statementsFor = async (perPage: number) => {
      spy.mockClear();
      await list(p.owner, {
        with: ['workshop', 'workshop.partner', 'subscribers', 'queued'],
        search: { user_id: p.placed.id },
        per_page: perPage,
      });
      await list(p.owner, { with: ['workshop', 'workshop.partner', 'subscribers', 'queued'], per_page: perPage });
      return spy.mock.calls.length;
    };
    try {
      const [one, fifty] = [await statementsFor(1), await statementsFor(50)];
      expect(one).toBeGreaterThan(5);
      // Never more for a longer page; one less when the page is not full (its rows give the total).
      expect(fifty).toBeLessThanOrEqual(one);
      console.log(`two lists (with and without search.user_id): ${fifty} statements`);
      expect(fifty, `${fifty} statements`).toBeLessThanOrEqual(24);
    } finally {
      spy.mockRestore();
    }
  });

  it('« Mes séances », a full page: the session check and one statement, its total included', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const page = await list(p.placed, { search: { user_id: p.placed.id }, per_page: 1 });
      expect(page.meta).toEqual({ total: 2, page: 1, per_page: 1, last_page: 2 });
      expect(spy.mock.calls.length).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /api/users/{id}/subscribitions', () => {
  it('P2-MEET-26 a premium member reads their own sessions only', async () => {
    const own = await list(p.waiting, {}, `/api/users/${p.waiting.id}/subscribitions`);
    expect(ids(own)).toEqual([remote.sessions[0]!.id]);
    expect(own.data[0]!.pivot).toMatchObject({ user_id: p.waiting.id, status: 'waiting' });
    expect((await get(p.waiting, {}, `/api/users/${p.placed.id}/subscribitions`)).statusCode).toBe(403);
    expect((await get(p.owner, {}, `/api/users/${p.placed.id}/subscribitions`)).statusCode).toBe(200);
    expect((await get(p.admin, {}, '/api/users/2000000000/subscribitions')).statusCode).toBe(404);
  });

  it('a member without a running membership is refused', async () => {
    const lapsed = await createMember(t.database.db);
    const answer = await get(
      { id: lapsed.id, session: await signIn(t.database.db, lapsed) },
      {},
      `/api/users/${lapsed.id}/subscribitions`,
    );
    expect(answer.statusCode).toBe(403);
  });
});
