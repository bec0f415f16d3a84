import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions } from '../../../src/db/schema/index.ts';
import { createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Taking a freed place from the waiting list (P2 §4), on PGlite and PostgreSQL. */
let t: TestApp;
let pro: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  pro = await createPro(t.database.db, { status: 'basic', premium: true });
});
afterAll(() => t?.close());

const put = (as: { authorization: string }, meetingId: number, verb: string, userId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/meetings/${meetingId}/${verb}/${userId}`, headers: as });

async function member() {
  const person = await createMember(t.database.db, { premium: true });
  return { ...person, session: await signIn(t.database.db, person) };
}

async function statusIn(meetingId: number, userId: number) {
  const [row] = await t.database.db
    .select({ status: meetingSubscriptions.status })
    .from(meetingSubscriptions)
    .where(
      and(
        eq(meetingSubscriptions.meetingId, meetingId),
        eq(meetingSubscriptions.userId, userId),
        isNull(meetingSubscriptions.unsubscribedAt),
      ),
    );
  return row?.status ?? null;
}

describe('PUT /api/meetings/{id}/take-place/{user_id}', () => {
  it('P2-SUB-07 P2-SUB-08 after a cancellation two waiting members ask at once: one gets the place, the other 409 too_late and still waits', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, places: 1 });
    const [placed, first, second] = [await member(), await member(), await member()];
    await subscribe(t.database.db, placed, session!);
    await subscribe(t.database.db, first, session!, 'waiting');
    await subscribe(t.database.db, second, session!, 'waiting');
    expect((await put(placed.session, session!.id, 'unsubscribe', placed.id)).statusCode).toBe(200);
    const answers = await Promise.all(
      [first, second].map((person) => put(person.session, session!.id, 'take-place', person.id)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const late = answers.find((answer) => answer.statusCode === 409)!;
    expect(late.json()).toMatchObject({
      code: 'too_late',
      message: "Trop tard, la séance est déjà pleine ! Vous êtes de nouveau sur liste d'attente.",
    });
    const statuses = [await statusIn(session!.id, first.id), await statusIn(session!.id, second.id)];
    expect(statuses.sort()).toEqual(['validated', 'waiting']);
    const [row] = await t.database.db
      .select({ taken: meetings.takenPlaces })
      .from(meetings)
      .where(eq(meetings.id, session!.id));
    expect(row!.taken).toBe(1);
  });

  it('P2-SUB-14 taking a place leaves the other coming sessions of the same sequence, and only those', async () => {
    const db = t.database.db;
    const person = await member();
    const {
      sessions: [target],
    } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [3] });
    const {
      sessions: [sameSequence, otherSequence],
    } = await createWorkshop(db, { owner: pro, sessionDays: [4, 5] });
    const {
      sessions: [sameSequenceWaiting],
    } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [6] });
    const {
      sessions: [ajaSameSequence],
    } = await createWorkshop(db, { owner: pro, isAja: true, sessionDays: [6] });
    await subscribe(db, person, target!, 'waiting');
    await subscribe(db, person, sameSequence!);
    await subscribe(db, person, otherSequence!);
    await subscribe(db, await createMember(db), sameSequenceWaiting!);
    await subscribe(db, person, sameSequenceWaiting!, 'waiting');
    // Written straight in: the API would refuse it, the rule must still leave it alone.
    await subscribe(db, person, ajaSameSequence!);
    const answer = await put(person.session, target!.id, 'take-place', person.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'validated',
      meeting: { id: target!.id, pivot: { status: 'validated' } },
    });
    expect(await statusIn(target!.id, person.id)).toBe('validated');
    expect(await statusIn(sameSequence!.id, person.id)).toBeNull();
    expect(await statusIn(sameSequenceWaiting!.id, person.id)).toBeNull();
    expect(await statusIn(otherSequence!.id, person.id)).toBe('validated');
    expect(await statusIn(ajaSameSequence!.id, person.id)).toBe('validated');
    const [freed] = await db
      .select({ taken: meetings.takenPlaces })
      .from(meetings)
      .where(eq(meetings.id, sameSequence!.id));
    expect(freed!.taken).toBe(0);
  });

  it('full: nothing changes, the member keeps their same-sequence place elsewhere', async () => {
    const db = t.database.db;
    const person = await member();
    const {
      sessions: [target],
    } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [3] });
    await subscribe(db, await createMember(db), target!);
    await subscribe(db, person, target!, 'waiting');
    // Sequence 1 too: the one taking the place would leave.
    const {
      sessions: [elsewhere],
    } = await createWorkshop(db, { owner: pro, sessionDays: [5] });
    await subscribe(db, person, elsewhere!);
    expect((await put(person.session, target!.id, 'take-place', person.id)).statusCode).toBe(409);
    expect(await statusIn(target!.id, person.id)).toBe('waiting');
    expect(await statusIn(elsewhere!.id, person.id)).toBe('validated');
  });

  it('only for a member on the waiting list: 404 without an entry, 409 with a place already', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, places: 2 });
    const [placed, stranger] = [await member(), await member()];
    await subscribe(t.database.db, placed, session!);
    const none = await put(stranger.session, session!.id, 'take-place', stranger.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Aucune inscription en cours à cette séance pour cet adhérent.');
    const already = await put(placed.session, session!.id, 'take-place', placed.id);
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe('Cet adhérent a déjà une place à cette séance.');
  });
});
