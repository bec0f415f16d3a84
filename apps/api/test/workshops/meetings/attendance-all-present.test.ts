import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createAppWithPro } from '../../helpers/app-with-pro.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** « Tous présents » (issue #37), on PGlite and PostgreSQL. */
let t: TestApp;
let owner: { id: number };
let ownerSession: { authorization: string };

beforeAll(async () => ({ t, pro: owner, proSession: ownerSession } = await createAppWithPro()));
afterAll(() => t?.close());

const allPresent = (
  as: { authorization: string } | undefined,
  meetingId: number,
  payload: Record<string, unknown> = { all_present: true },
) => t.app.inject({ method: 'PUT', url: `/api/meetings/${meetingId}/attendance`, headers: as ?? {}, payload });

const attendanceOf = async (meetingId: number, workshopId: number) => {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/meetings?with[0]=subscribers&search=${encodeURIComponent(JSON.stringify({ workshop_id: workshopId }))}`,
    headers: ownerSession,
  });
  const item = list.json().data.find((meeting: { id: number }) => meeting.id === meetingId);
  return Object.fromEntries(
    item.subscribers.map((person: { id: number; pivot: { attendance: number | null } }) => [
      person.id,
      person.pivot.attendance,
    ]),
  );
};

async function startedWithThree() {
  const { workshop, sessions } = await createWorkshop(t.database.db, { owner, sessionDays: [-1 / 24, 7] });
  const people = [];
  for (let i = 0; i < 3; i += 1) {
    const member = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, member, sessions[0]!);
    people.push(member);
  }
  const waiting = await createMember(t.database.db, { premium: true });
  await subscribe(t.database.db, waiting, sessions[0]!, 'waiting');
  return { workshop, started: sessions[0]!, coming: sessions[1]!, people, waiting };
}

describe('PUT /api/meetings/{id}/attendance (Tous présents)', () => {
  it('marks every validated participant present, then one exception is saved on its own', async () => {
    const { workshop, started, people } = await startedWithThree();
    const answer = await allPresent(ownerSession, started.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { updated: 3 } });
    const absent = await t.app.inject({
      method: 'PUT',
      url: `/api/meetings/${started.id}/attendance/${people[1]!.id}`,
      headers: ownerSession,
      payload: { attendance: 0 },
    });
    expect(absent.statusCode).toBe(200);
    expect(await attendanceOf(started.id, workshop.id)).toEqual({
      [people[0]!.id]: 1,
      [people[1]!.id]: 0,
      [people[2]!.id]: 1,
    });
  });

  it('refused before the start (409), for another pro and a member (403), a visitor (401); 422 on a bad body', async () => {
    const { started, coming, people } = await startedWithThree();
    const early = await allPresent(ownerSession, coming.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('La présence se saisit une fois la séance commencée.');
    const otherPro = await createPro(t.database.db, { status: 'basic', premium: true });
    expect((await allPresent(await signIn(t.database.db, otherPro), started.id)).statusCode).toBe(403);
    expect((await allPresent(await signIn(t.database.db, people[0]!), started.id)).statusCode).toBe(403);
    expect((await allPresent(undefined, started.id)).statusCode).toBe(401);
    expect((await allPresent(ownerSession, started.id, { all_present: false })).statusCode).toBe(422);
    expect((await allPresent(ownerSession, 999_999)).statusCode).toBe(404);
  });

  it('the staff may', async () => {
    const { started } = await startedWithThree();
    const admin = await signIn(t.database.db, await createAdmin(t.database.db));
    expect((await allPresent(admin, started.id)).json()).toEqual({ data: { updated: 3 } });
  });
});
