import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopRelations } from '@plateforme/shared/workshops/workshops.schemas';
import type { Db } from '../../src/db/client.ts';
import { meetings, meetingSubscriptions, partners, users, workshops } from '../../src/db/schema/index.ts';
import { listWorkshops, type WorkshopListQuery } from '../../src/modules/workshops/workshops.service.ts';
import {
  createMember,
  createPartner,
  createPartnerLogo,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * GET /api/workshops answers from memory while the data it read is unchanged (ADR 017): the
 * next request after any change to a table the list reads sees the change.
 */

let t: TestApp;
const people = { member: { id: 0 }, young: { id: 0 } };
type Item = {
  id: number;
  name: string;
  subscriptions_count: number;
  user: { firstname: string };
  partner: { name: string } | null;
};

const query = '/api/workshops?per_page=50&with[0]=user&with[1]=partner&sort=id';
const list = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: query, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json() as { data: Item[]; meta: { total: number } };
};

/** Workshops of both programmes, one with a healthcare centre, a secondary pro, a substitute and a member in a session: every relation the list reads has rows. */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [owner, secondaryPro, substitute] = [
    await createPro(db, { status: 'basic' }),
    await createPro(db, { status: 'basic' }),
    await createPro(db, { status: 'licence' }),
  ];
  const centre = await createPartner(db);
  await createPartnerLogo(db, centre);
  const { workshop, sessions } = await createWorkshop(db, {
    owner,
    secondaryPro,
    sessionDays: [2, 9],
    values: { partnerId: centre.id },
  });
  await createSubstitution(db, workshop, substitute, -1, 3);
  await createWorkshop(db, { owner, type: 'remote' });
  await createWorkshop(db, { owner, isAja: true, sessionDays: [4] });
  people.member = await createMember(db, { premium: true });
  const carer = await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_assistant' });
  people.young = await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_young', assistantId: carer.id });
  await subscribe(db, people.member, sessions[0]!);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/workshops from memory (ADR 017)', () => {
  it('answers from memory while the version has not moved', async () => {
    const db = t.database.db;
    const first = await list();
    const item = first.data[0]!;
    // A change the version does not see (its trigger off): only a kept answer still shows the old name.
    await db.execute(sql`alter table workshops disable trigger user`);
    try {
      await db.update(workshops).set({ name: 'Renommé sans nouvelle version' }).where(eq(workshops.id, item.id));
    } finally {
      await db.execute(sql`alter table workshops enable trigger user`);
    }
    expect(await list()).toEqual(first);
    await db.update(workshops).set({ name: item.name }).where(eq(workshops.id, item.id));
  });

  it('every table the list reads moves the version: one without the trigger would serve stale answers', async () => {
    const db = t.database.db;
    const query: WorkshopListQuery = {
      search: {},
      with: [...workshopRelations],
      without: [],
      sort: 'id',
      direction: 'asc',
      perPage: 50,
      page: 1,
    };
    const readTables = await db.transaction(async (tx) => {
      // PostgreSQL's own counters of scans not yet flushed: they may still hold the earlier
      // transactions of this test file, so the list's own are what grows around its call.
      const scans = async () => {
        const result = (await tx.execute(
          sql`select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_xact_user_tables`,
        )) as { rows: { relname: string; scans: string | number }[] };
        return new Map(result.rows.map((row) => [row.relname, Number(row.scans)]));
      };
      const before = await scans();
      await listWorkshops(tx as unknown as Db, { kind: 'staff' }, query);
      const after = await scans();
      return [...after]
        .filter(([table, count]) => count > (before.get(table) ?? 0))
        .map(([table]) => table)
        .sort();
    });
    const result = (await db.execute(
      sql`select distinct c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like 'workshops_list_version%'`,
    )) as { rows: { relname: string }[] };
    // The per-workshop versions are what the cache reads, not what the list shows.
    const versioned = [...result.rows.map((row) => row.relname), 'workshop_list_versions'];
    expect(readTables).toContain('workshops');
    expect(readTables.filter((table) => !versioned.includes(table))).toEqual([]);
  });

  it('sees a change to each table the list reads', async () => {
    const db = t.database.db;
    const first = await list();
    const item = first.data.find((candidate) => candidate.partner !== null)!;

    await db.update(workshops).set({ name: 'Atelier renommé' }).where(eq(workshops.id, item.id));
    expect((await list()).data.find((candidate) => candidate.id === item.id)!.name).toBe('Atelier renommé');

    const [pro] = await db.select({ id: workshops.userId }).from(workshops).where(eq(workshops.id, item.id));
    await db.update(users).set({ firstname: 'Renommée' }).where(eq(users.id, pro!.id));
    expect((await list()).data.find((candidate) => candidate.id === item.id)!.user.firstname).toBe('Renommée');

    await db.execute(
      sql`update ${partners} set name = 'Partenaire renommé' where id = (select partner_id from workshops where id = ${item.id})`,
    );
    expect((await list()).data.find((candidate) => candidate.id === item.id)!.partner!.name).toBe('Partenaire renommé');

    const before = (await list()).data.find((candidate) => candidate.id === item.id)!.subscriptions_count;
    const [meeting] = await db
      .insert(meetings)
      .values({
        workshopId: item.id,
        start: new Date(Date.now() + 86_400_000),
        end: new Date(Date.now() + 90_000_000),
        type: 'remote',
        sequence: 1,
        places: 5,
      })
      .returning({ id: meetings.id });
    await db
      .insert(meetingSubscriptions)
      .values({ meetingId: meeting!.id, userId: people.member.id, status: 'validated' });
    expect((await list()).data.find((candidate) => candidate.id === item.id)!.subscriptions_count).toBe(before + 1);

    await db.update(workshops).set({ active: false }).where(eq(workshops.id, item.id));
    const after = await list();
    expect(after.data.map((candidate) => candidate.id)).not.toContain(item.id);
    expect(after.meta.total).toBe(first.meta.total - 1);
  });

  it('never gives one person the answer kept for another', async () => {
    const visitor = await list();
    expect(visitor.data.some((item) => (item as unknown as { is_aja: boolean }).is_aja)).toBe(true);
    const young = await list(await signIn(t.database.db, people.young));
    expect(young.data.length).toBeGreaterThan(0);
    expect(young.data.every((item) => (item as unknown as { is_aja: boolean }).is_aja)).toBe(true);
    const member = await list(await signIn(t.database.db, people.member));
    expect(member.data.every((item) => !(item as unknown as { is_aja: boolean }).is_aja)).toBe(true);
  });
});
