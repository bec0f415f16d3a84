import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createMember,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../../helpers/factories.ts';
import { createAppWithPro } from '../../helpers/app-with-pro.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** Attendance (P2 §4, §6, §7), on PGlite and PostgreSQL. */
let t: TestApp;
let owner: { id: number };
let ownerSession: { authorization: string };

beforeAll(async () => ({ t, pro: owner, proSession: ownerSession } = await createAppWithPro()));
afterAll(() => t?.close());

const put = (as: { authorization: string }, meetingId: number, userId: number, attendance: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/meetings/${meetingId}/attendance/${userId}`,
    headers: as,
    payload: { attendance },
  });

/** A workshop of `owner` with a session that started an hour ago (day -1/24) and one next week. */
async function workshopWithParticipant() {
  const { workshop, sessions } = await createWorkshop(t.database.db, { owner, sessionDays: [-1 / 24, 7] });
  const member = await createMember(t.database.db, { premium: true });
  await subscribe(t.database.db, member, sessions[0]!);
  await subscribe(t.database.db, member, sessions[1]!);
  return { workshop, started: sessions[0]!, coming: sessions[1]!, member };
}

describe('PUT /api/meetings/{id}/attendance/{user_id}', () => {
  it('P2-MFORM-19 P2-MFORM-21 the owner pro sets 1, 0 and null once the session has started; the pivot comes back', async () => {
    const { started, member } = await workshopWithParticipant();
    for (const attendance of [1, 0, null, 1]) {
      const answer = await put(ownerSession, started.id, member.id, attendance);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({
        meeting_id: started.id,
        user_id: member.id,
        status: 'validated',
        attendance,
      });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/meetings?with[0]=subscribers&search=${encodeURIComponent(JSON.stringify({ workshop_id: started.workshopId }))}`,
      headers: ownerSession,
    });
    const item = list.json().data.find((meeting: { id: number }) => meeting.id === started.id);
    expect(item.subscribers[0].pivot.attendance).toBe(1);
  });

  it('P2-MFORM-20 refused before the start with a French message', async () => {
    const { coming, member } = await workshopWithParticipant();
    const answer = await put(ownerSession, coming.id, member.id, 1);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('La présence se saisit une fois la séance commencée.');
  });

  it('refused for another pro (403) and for a member (403); a visitor gets 401', async () => {
    const { started, member } = await workshopWithParticipant();
    const otherPro = await createPro(t.database.db, { status: 'basic', premium: true });
    expect((await put(await signIn(t.database.db, otherPro), started.id, member.id, 1)).statusCode).toBe(403);
    expect((await put(await signIn(t.database.db, member), started.id, member.id, 1)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/meetings/${started.id}/attendance/${member.id}`,
      payload: { attendance: 1 },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('the secondary pro and the staff may; an owner whose membership ended may not', async () => {
    const secondary = await createPro(t.database.db, { status: 'basic', premium: true });
    const lapsed = await createPro(t.database.db, { status: 'basic', premium: false });
    const { sessions } = await createWorkshop(t.database.db, {
      owner: lapsed,
      secondaryPro: secondary,
      sessionDays: [-0.5],
    });
    const member = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, member, sessions[0]!);
    expect((await put(await signIn(t.database.db, secondary), sessions[0]!.id, member.id, 1)).statusCode).toBe(200);
    expect(
      (await put(await signIn(t.database.db, await createAdmin(t.database.db)), sessions[0]!.id, member.id, 0))
        .statusCode,
    ).toBe(200);
    expect((await put(await signIn(t.database.db, lapsed), sessions[0]!.id, member.id, 1)).statusCode).toBe(403);
  });

  it('a substitute may only during the substitution', async () => {
    const { workshop, started, member } = await workshopWithParticipant();
    const substitute = await createPro(t.database.db, { status: 'basic', premium: true });
    const session = await signIn(t.database.db, substitute);
    await createSubstitution(t.database.db, workshop, substitute, 2, 9);
    expect((await put(session, started.id, member.id, 1)).statusCode).toBe(403);
    await createSubstitution(t.database.db, workshop, substitute, -1, 1);
    expect((await put(session, started.id, member.id, 1)).statusCode).toBe(200);
  });

  it('404 for a waiting member, someone without a place or an unknown session; 422 on a bad value', async () => {
    const { started, member } = await workshopWithParticipant();
    const waiting = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, waiting, started, 'waiting');
    const waitingAnswer = await put(ownerSession, started.id, waiting.id, 1);
    expect(waitingAnswer.statusCode).toBe(404);
    expect(waitingAnswer.json().message).toBe("Cette personne n'a pas de place validée à cette séance.");
    expect((await put(ownerSession, started.id, owner.id, 1)).statusCode).toBe(404);
    expect((await put(ownerSession, 999_999, member.id, 1)).statusCode).toBe(404);
    for (const bad of [2, '1', true, undefined]) {
      const answer = await put(ownerSession, started.id, member.id, bad);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toHaveProperty('attendance');
    }
  });
});
