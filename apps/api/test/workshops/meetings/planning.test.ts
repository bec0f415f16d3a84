import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planningWeeks } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** The planning lookup of the meeting form (P2 §5, §7), on PGlite and PostgreSQL. */
let t: TestApp;
let proSession: { authorization: string };
let workshopId: number;
let ajaWorkshopId: number;

beforeAll(async () => {
  t = await createTestApp();
  const pro = await createPro(t.database.db, { status: 'basic', premium: true });
  proSession = await signIn(t.database.db, pro);
  workshopId = (await createWorkshop(t.database.db, { owner: pro, sessionDays: [] })).workshop.id;
  ajaWorkshopId = (await createWorkshop(t.database.db, { owner: pro, isAja: true, sessionDays: [] })).workshop.id;
  await t.database.db.insert(planningWeeks).values([
    { year: 2031, weekNumber: 1, sequence: 4, isAja: false },
    { year: 2031, weekNumber: 1, sequence: 9, isAja: true },
    { year: 2031, weekNumber: 53, sequence: 2, isAja: false },
  ]);
});
afterAll(() => t?.close());

const get = (path: string, headers: { authorization: string } = proSession) =>
  t.app.inject({ method: 'GET', url: `/api/planning/sequence/${path}`, headers });

describe('GET /api/planning/sequence/{workshop_id}/{weekNumber}/{year}', () => {
  it('P2-MFORM-14 answers the week’s sequence in the workshop’s programme (cognitive or AJA)', async () => {
    expect((await get(`${workshopId}/1/2031`)).json()).toEqual({ data: { sequence: 4 } });
    expect((await get(`${ajaWorkshopId}/1/2031`)).json()).toEqual({ data: { sequence: 9 } });
    expect((await get(`${workshopId}/53/2031`)).json()).toEqual({ data: { sequence: 2 } });
  });

  it('a week without planning answers null', async () => {
    expect((await get(`${workshopId}/2/2031`)).json()).toEqual({ data: { sequence: null } });
  });

  it('week outside 1..53 or an odd year: 422; unknown workshop: 404', async () => {
    for (const path of [
      `${workshopId}/0/2031`,
      `${workshopId}/54/2031`,
      `${workshopId}/x/2031`,
      `${workshopId}/1/1800`,
    ]) {
      expect((await get(path)).statusCode, path).toBe(422);
    }
    expect((await get('2000000000/1/2031')).statusCode).toBe(404);
  });

  it('premium pros and the staff only', async () => {
    const member = await createMember(t.database.db, { premium: true });
    const lapsedPro = await createPro(t.database.db, { status: 'basic' });
    expect((await get(`${workshopId}/1/2031`, await signIn(t.database.db, member))).statusCode).toBe(403);
    expect((await get(`${workshopId}/1/2031`, await signIn(t.database.db, lapsedPro))).statusCode).toBe(403);
    expect((await get(`${workshopId}/1/2031`, { authorization: '' })).statusCode).toBe(401);
    expect(
      (await get(`${workshopId}/1/2031`, await signIn(t.database.db, await createAdmin(t.database.db)))).statusCode,
    ).toBe(200);
  });
});
