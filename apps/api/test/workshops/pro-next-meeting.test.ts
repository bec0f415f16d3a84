import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** « Ma prochaine séance » on the pro's home (issue #37), on PGlite and PostgreSQL. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const next = (as?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/pro/next-meeting', headers: as ?? {} });

async function premiumPro() {
  const pro = await createPro(t.database.db, { status: 'basic', premium: true });
  return { pro, session: await signIn(t.database.db, pro) };
}

describe('GET /api/pro/next-meeting', () => {
  it('gives the session under way before the next one, with the whole address and who is coming by name', async () => {
    const { pro, session } = await premiumPro();
    const { workshop, sessions } = await createWorkshop(t.database.db, {
      owner: pro,
      sessionDays: [-1 / 24, 7],
      values: { street: '12 rue des Lilas', zip: '75012', city: 'Paris' },
    });
    const zoe = await createMember(t.database.db, { premium: true, firstname: 'Zoé', lastname: 'Martin' });
    const anne = await createMember(t.database.db, { premium: true, firstname: 'Anne', lastname: 'Bernard' });
    const waiting = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, zoe, sessions[0]!);
    await subscribe(t.database.db, anne, sessions[0]!);
    await subscribe(t.database.db, waiting, sessions[0]!, 'waiting');

    const answer = await next(session);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      id: sessions[0]!.id,
      workshop_id: workshop.id,
      workshop_name: workshop.name,
      type: 'onsite',
      address: '1 rue de Paris',
      started: true,
      waiting_count: 1,
    });
    expect(data.subscribers.map((person: { lastname: string }) => person.lastname)).toEqual(['Bernard', 'Martin']);
    expect(data.subscribers[0]).toEqual({ id: anne.id, firstname: 'Anne', lastname: 'Bernard', attendance: null });
  });

  it("falls back on the workshop's street, postal code and town; a visio has no address", async () => {
    const { pro, session } = await premiumPro();
    const { sessions } = await createWorkshop(t.database.db, {
      owner: pro,
      sessionDays: [2],
      values: { street: '3 avenue Foch', zip: '69006', city: 'Lyon', infoAddress: 'Bâtiment B' },
    });
    await t.database.db.update(meetings).set({ address: null }).where(eq(meetings.id, sessions[0]!.id));
    expect((await next(session)).json().data).toMatchObject({
      address: '3 avenue Foch, 69006 Lyon — Bâtiment B',
      started: false,
      subscribers: [],
    });

    const remote = await premiumPro();
    await createWorkshop(t.database.db, { owner: remote.pro, type: 'remote', sessionDays: [1] });
    expect((await next(remote.session)).json().data).toMatchObject({
      type: 'remote',
      address: null,
      link: 'https://visio.exemple.test/salle',
    });
  });

  it('only her own sessions: another pro and the staff see none, a member is refused, a visitor 401', async () => {
    const { pro } = await premiumPro();
    await createWorkshop(t.database.db, { owner: pro, sessionDays: [1] });
    const other = await premiumPro();
    expect((await next(other.session)).json()).toEqual({ data: null });
    const admin = await signIn(t.database.db, await createAdmin(t.database.db));
    const staff = await next(admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ data: null });
    const member = await createMember(t.database.db, { premium: true });
    expect((await next(await signIn(t.database.db, member))).statusCode).toBe(403);
    expect((await next()).statusCode).toBe(401);
  });

  it('ended sessions are gone; the secondary pro and a substitute during the substitution see it', async () => {
    const owner = await premiumPro();
    const secondary = await premiumPro();
    const substitute = await premiumPro();
    const { workshop, sessions } = await createWorkshop(t.database.db, {
      owner: owner.pro,
      secondaryPro: secondary.pro,
      sessionDays: [-1, 3],
    });
    expect((await next(owner.session)).json().data.id).toBe(sessions[1]!.id);
    expect((await next(secondary.session)).json().data.id).toBe(sessions[1]!.id);
    expect((await next(substitute.session)).json().data).toBeNull();
    await createSubstitution(t.database.db, workshop, substitute.pro, -1, 1);
    expect((await next(substitute.session)).json().data.id).toBe(sessions[1]!.id);
  });
});
