import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPartner,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
} from '../helpers/factories.ts';
import { workshopTestApp, type Item } from './workshop-test-app.ts';

const { get, db } = workshopTestApp();

const as: Record<string, { authorization: string }> = {};
const id: Record<string, number> = {};
let proId = 0;
let partnerId = 0;

/** A Paris day, `days` from now, as the search's dates take it. */
const parisDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

beforeAll(async () => {
  const pro = await createPro(db(), { premium: true });
  const other = await createPro(db(), { premium: true });
  const partner = await createPartner(db());
  const people = {
    pro,
    other,
    member: await createMember(db(), { premium: true }),
    admin: await createAdmin(db()),
    lapsed: await createPro(db()),
  };
  for (const [name, person] of Object.entries(people)) as[name] = await signIn(db(), person);
  proId = pro.id;
  partnerId = partner.id;

  const owned = await createWorkshop(db(), { owner: pro, sessionDays: [3] });
  const seconded = await createWorkshop(db(), { owner: other, secondaryPro: pro, sessionDays: [10] });
  const substituted = await createWorkshop(db(), { owner: other, sessionDays: [] });
  const later = await createWorkshop(db(), { owner: other });
  const past = await createWorkshop(db(), { owner: other });
  const others = await createWorkshop(db(), { owner: other });
  await createSubstitution(db(), substituted.workshop, pro, -1, 5);
  await createSubstitution(db(), later.workshop, pro, 5, 10);
  await createSubstitution(db(), past.workshop, pro, -10, -5);
  const set = (workshopId: number, values: Partial<typeof workshops.$inferInsert>) =>
    db().update(workshops).set(values).where(eq(workshops.id, workshopId));
  await set(owned.workshop.id, { name: 'Zen', zip: '69003', city: 'Lyon', department: '69', partnerId: partner.id });
  await set(seconded.workshop.id, { name: 'été', zip: '13001', city: 'Marseille', department: '13', active: false });
  await set(substituted.workshop.id, { name: 'Atelier', zip: null, city: null, department: null });
  Object.assign(id, {
    lapsed: people.lapsed.id,
    owned: owned.workshop.id,
    seconded: seconded.workshop.id,
    substituted: substituted.workshop.id,
    later: later.workshop.id,
    past: past.workshop.id,
    others: others.workshop.id,
  });
});

async function mine(query: Record<string, unknown> = {}, who = 'pro') {
  const response = await get(
    '/api/workshops',
    { sort: 'name', per_page: 20, ...query, search: { user_id: proId, ...(query.search as object) } },
    as[who],
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Item[]; meta: { total: number; per_page: number; last_page: number } };
}
const idsOf = (list: { data: Item[] }) => list.data.map((item) => item.id);

describe('GET /api/workshops?search={user_id}: « Mes ateliers » (P2 §2, §6)', () => {
  it('P2-PRO-05 P2-ROLE-08 owner, secondary pro and current substitute; not a substitute outside its dates', async () => {
    const list = await mine();
    expect(idsOf(list)).toEqual([id.substituted, id.seconded, id.owned]);
    expect(list.meta.total).toBe(3);
    // The cards show the active state; the deactivated workshop is there for its pro.
    expect(list.data.map((item) => item.active)).toEqual([true, false, true]);
    expect(idsOf(await mine({}, 'admin'))).toEqual(idsOf(list));
  });

  it('P2-PRO-01 another pro’s user_id, a member, a pro without membership: 403; a visitor: 401', async () => {
    const ask = (who: string | undefined) => get('/api/workshops', { search: { user_id: proId } }, who ? as[who] : {});
    const refused = await ask('other');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Vous ne pouvez consulter que vos propres ateliers.');
    expect((await ask('member')).statusCode).toBe(403);
    expect((await ask(undefined)).statusCode).toBe(401);
    const lapsed = await get('/api/workshops', { search: { user_id: id.lapsed } }, as.lapsed);
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toBe('Cette fonctionnalité est réservée aux adhérents.');
  });

  it('the deactivated workshop is in its pro’s list, never in a member’s or a visitor’s', async () => {
    expect(idsOf(await mine({ search: { city: 'Marseille' } }))).toEqual([id.seconded]);
    for (const who of [undefined, 'member'] as const) {
      const response = await get(
        '/api/workshops',
        { per_page: 100, search: { city: 'Marseille' } },
        who ? as[who] : {},
      );
      expect(
        (response.json().data as Item[]).map((item) => item.id),
        who ?? 'visitor',
      ).not.toContain(id.seconded);
    }
  });

  it('P2-PRO-08 sorts: name in French order, zip and next session with the empty ones last', async () => {
    expect(idsOf(await mine({ sort: 'name', direction: 'desc' }))).toEqual([id.owned, id.seconded, id.substituted]);
    expect(idsOf(await mine({ sort: 'zip' }))).toEqual([id.seconded, id.owned, id.substituted]);
    expect(idsOf(await mine({ sort: 'zip', direction: 'desc' }))).toEqual([id.owned, id.seconded, id.substituted]);
    expect(idsOf(await mine({ sort: 'next_meeting_start' }))).toEqual([id.owned, id.seconded, id.substituted]);
  });

  it('P2-PRO-06 P2-PRO-07 department, city, healthcare centre and dates combine with user_id', async () => {
    expect(idsOf(await mine({ search: { department: '69' } }))).toEqual([id.owned]);
    expect(idsOf(await mine({ search: { city: 'marseille' } }))).toEqual([id.seconded]);
    expect(idsOf(await mine({ search: { partner_id: partnerId } }))).toEqual([id.owned]);
    expect(idsOf(await mine({ search: { dates: [parisDay(9), parisDay(11)] } }))).toEqual([id.seconded]);
    expect(idsOf(await mine({ search: { dates: [parisDay(9), parisDay(11)], department: '69' } }))).toEqual([]);
  });

  it('P2-PRO-09 pages of 20, 50 or all (per_page 0, only for a pro’s list)', async () => {
    const first = await mine({ per_page: 2 });
    expect(first.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(idsOf(await mine({ per_page: 2, page: 2 }))).toEqual([id.owned]);
    const all = await mine({ per_page: 0 });
    expect(all.data).toHaveLength(3);
    expect(all.meta).toMatchObject({ total: 3, per_page: 0, last_page: 1 });
    const publicAll = await get('/api/workshops', { per_page: 0 });
    expect(publicAll.statusCode).toBe(422);
    expect(publicAll.json().errors.per_page).toBeDefined();
  });
});
