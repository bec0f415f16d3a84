import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createPremiumPros,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * "The workshop's pro is a premium pro who is the owner, the secondary pro or a current
 * substitute" (P2 §6): one rule (runsWorkshop / findWorkshopIdsRunBy) for reading a member,
 * their questionnaires, and the list of a pro's workshops.
 */
let t: TestApp;
const people: Record<string, { id: number }> = {};
const sessions: Record<string, { authorization: string }> = {};
let workshopId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const pros = await createPremiumPros(db, [
    'owner',
    'secondary',
    'substitute',
    'pastSubstitute',
    'futureSubstitute',
    'stranger',
  ]);
  Object.assign(people, pros);
  people.ownerWithoutMembership = await createPro(db, { status: 'novice' });
  people.member = await createMember(db, { premium: true });
  people.otherMember = await createMember(db, { premium: true });
  const {
    workshop,
    sessions: [session],
  } = await createWorkshop(db, { owner: pros.owner, secondaryPro: pros.secondary });
  workshopId = workshop.id;
  await subscribe(db, people.member, session!);
  await createSubstitution(db, workshop, pros.substitute, -1, 2);
  await createSubstitution(db, workshop, pros.pastSubstitute, -10, -3);
  await createSubstitution(db, workshop, pros.futureSubstitute, 3, 10);
  const {
    sessions: [otherSession],
  } = await createWorkshop(db, { owner: people.ownerWithoutMembership });
  await subscribe(db, people.member, otherSession!);
  for (const [name, person] of Object.entries(people)) sessions[name] = await signIn(db, person);
});

afterAll(() => t?.close());

async function readMember(as: string, memberId: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/users/${memberId}`, headers: sessions[as] });
  return response.statusCode;
}

describe("the workshop's pro", () => {
  it('P2-ROLE-08 owner, secondary pro and current substitute read a member of the workshop', async () => {
    for (const pro of ['owner', 'secondary', 'substitute'])
      expect(await readMember(pro, people.member!.id), pro).toBe(200);
  });

  it('P2-ROLE-08 a substitute before or after their dates, or an unrelated pro, is refused', async () => {
    for (const pro of ['pastSubstitute', 'futureSubstitute', 'stranger'])
      expect(await readMember(pro, people.member!.id), pro).toBe(403);
  });

  it('P2-ROLE-08 the pro must hold a membership, and reads only members of their workshops', async () => {
    expect(await readMember('ownerWithoutMembership', people.member!.id)).toBe(403);
    expect(await readMember('owner', people.otherMember!.id)).toBe(403);
    expect(await readMember('owner', 999_999)).toBe(404);
  });

  it("P2-ROLE-08 the member's questionnaires follow the same rule", async () => {
    const sessionsOf = (as: string) =>
      t.app.inject({ method: 'GET', url: `/api/users/${people.member!.id}/survey-sessions`, headers: sessions[as] });
    expect((await sessionsOf('substitute')).statusCode).toBe(200);
    expect((await sessionsOf('futureSubstitute')).statusCode).toBe(403);
  });

  it("P2-PRO-05 the list of a pro's workshops counts a substitute during their dates only", async () => {
    const listed = async (pro: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/workshops?search[user_id]=${people[pro]!.id}&per_page=100`,
        headers: sessions[pro],
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { id: number }[] }).data.map((item) => item.id);
    };
    expect(await listed('substitute')).toContain(workshopId);
    expect(await listed('secondary')).toContain(workshopId);
    expect(await listed('futureSubstitute')).not.toContain(workshopId);
  });
});
