import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { workshops } from '../../src/db/schema/index.ts';
import { createListCache, type ListCache } from '../../src/modules/workshops/list-cache.ts';
import {
  KEPT_SESSION_DEPENDENT_MAX_AGE_MS,
  listWorkshopsAsJson,
  type WorkshopListQuery,
} from '../../src/modules/workshops/workshops.service.ts';
import { createMember, createPro, createWorkshop, subscribe } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A change to one workshop's sessions throws away only the kept answers showing that
 * workshop (ADR 017); the others are served from memory, within their time bound.
 */

let t: TestApp;
let db: Db;
const names = { a: `Invalidation A ${process.pid}`, b: `Invalidation B ${process.pid}` };
let sessionOfA: { id: number };
let workshopB: { id: number };

const query = (search: WorkshopListQuery['search'], sort: WorkshopListQuery['sort'] = 'id'): WorkshopListQuery => ({
  search,
  with: ['three_next_meetings'],
  without: [],
  sort,
  direction: 'asc',
  perPage: 20,
  page: 1,
});
type Answer = { data: { id: number; name: string; subscriptions_count: number }[] };
const list = async (cache: ListCache, listQuery: WorkshopListQuery, now = new Date()) =>
  JSON.parse(await listWorkshopsAsJson(db, cache, { kind: 'staff' }, listQuery, JSON.stringify, now)) as Answer;

/** Renames B without moving any version: only an answer computed again shows the new name. */
async function renameBehindTheCache(name: string) {
  await db.execute(sql`alter table workshops disable trigger user`);
  try {
    await db.update(workshops).set({ name }).where(eq(workshops.id, workshopB.id));
  } finally {
    await db.execute(sql`alter table workshops enable trigger user`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const pro = await createPro(db);
  const a = await createWorkshop(db, { owner: pro, sessionDays: [3, 10] });
  const b = await createWorkshop(db, { owner: pro, sessionDays: [4] });
  await db.update(workshops).set({ name: names.a }).where(eq(workshops.id, a.workshop.id));
  await db.update(workshops).set({ name: names.b }).where(eq(workshops.id, b.workshop.id));
  sessionOfA = a.sessions[0]!;
  workshopB = b.workshop;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/workshops: what a change to one workshop throws away (ADR 017)', () => {
  it('keeps the answer that does not show the changed workshop', async () => {
    const cache = createListCache({ enabled: true });
    const onlyB = query({ name: names.b });
    expect((await list(cache, onlyB)).data.map((item) => item.name)).toEqual([names.b]);
    await renameBehindTheCache(`${names.b} renommé`);
    try {
      await subscribe(db, await createMember(db, { premium: true }), sessionOfA);
      // Still the kept answer: the subscription to A did not throw it away.
      expect((await list(cache, onlyB)).data.map((item) => item.name)).toEqual([names.b]);
    } finally {
      await renameBehindTheCache(names.b);
    }
  });

  it('computes again the answer that shows the changed workshop', async () => {
    const cache = createListCache({ enabled: true });
    const onlyA = query({ name: names.a });
    const before = (await list(cache, onlyA)).data[0]!.subscriptions_count;
    await subscribe(db, await createMember(db, { premium: true }), sessionOfA);
    expect((await list(cache, onlyA)).data[0]!.subscriptions_count).toBe(before + 1);
  });

  it('keeps an answer sorted on sessions only a short while, since others may change its order', async () => {
    const cache = createListCache({ enabled: true });
    const bySubscriptions = query({ name: 'Invalidation' }, 'subscriptions_count');
    const now = new Date();
    const first = await list(cache, bySubscriptions, now);
    await renameBehindTheCache(`${names.b} renommé`);
    try {
      const soon = new Date(now.getTime() + KEPT_SESSION_DEPENDENT_MAX_AGE_MS - 1);
      expect(await list(cache, bySubscriptions, soon)).toEqual(first);
      const later = new Date(now.getTime() + KEPT_SESSION_DEPENDENT_MAX_AGE_MS);
      expect((await list(cache, bySubscriptions, later)).data.map((item) => item.name)).toContain(`${names.b} renommé`);
    } finally {
      await renameBehindTheCache(names.b);
    }
  });

  it('computes every answer when switched off', async () => {
    const cache = createListCache({ enabled: false });
    const onlyB = query({ name: names.b });
    await list(cache, onlyB);
    await renameBehindTheCache(`${names.b} renommé`);
    try {
      expect((await list(cache, onlyB)).data.map((item) => item.name)).toEqual([`${names.b} renommé`]);
    } finally {
      await renameBehindTheCache(names.b);
    }
  });
});
