import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, workshops } from '../../../src/db/schema/index.ts';
import { createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createAppWithPro } from '../../helpers/app-with-pro.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** Subscribing, leaving and taking a place (P2 §4, §7), on PGlite and PostgreSQL. */
let t: TestApp;
let pro: { id: number };
let proSession: { authorization: string };

beforeAll(async () => ({ t, pro, proSession } = await createAppWithPro()));
afterAll(() => t?.close());

const put = (as: { authorization: string }, meetingId: number, verb: string, userId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/meetings/${meetingId}/${verb}/${userId}`, headers: as });

async function member(options: Parameters<typeof createMember>[1] = {}) {
  const person = await createMember(t.database.db, { premium: true, ...options });
  return { ...person, session: await signIn(t.database.db, person) };
}

async function activeRows(meetingId: number) {
  return t.database.db
    .select()
    .from(meetingSubscriptions)
    .where(and(eq(meetingSubscriptions.meetingId, meetingId), isNull(meetingSubscriptions.unsubscribedAt)))
    .orderBy(asc(meetingSubscriptions.createdAt), asc(meetingSubscriptions.id));
}

async function takenPlaces(meetingId: number) {
  const [row] = await t.database.db
    .select({ taken: meetings.takenPlaces })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return row!.taken;
}

describe('PUT /api/meetings/{id}/subscribe/{user_id}', () => {
  it('P2-SUB-02 P2-SUB-04 P2-SUB-07 50 concurrent calls on 5 places: 5 validated (200), 45 waiting (202) in arrival order', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, places: 5 });
    const people = await Promise.all(Array.from({ length: 50 }, () => member()));
    const answers = await Promise.all(people.map((person) => put(person.session, session!.id, 'subscribe', person.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 202)).toHaveLength(45);
    for (const answer of answers) {
      const body = answer.json();
      expect(body.data.status).toBe(answer.statusCode === 200 ? 'validated' : 'waiting');
      expect(body.data.meeting.pivot.status).toBe(body.data.status);
    }
    const rows = await activeRows(session!.id);
    // By arrival: the first five took the places, everyone after them waits.
    expect(rows.map((row) => row.status)).toEqual([...Array(5).fill('validated'), ...Array(45).fill('waiting')]);
    expect(await takenPlaces(session!.id)).toBe(5);
  });

  it('already subscribed: the current status, unchanged', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, places: 1 });
    const [first, second] = [await member(), await member()];
    expect((await put(first.session, session!.id, 'subscribe', first.id)).statusCode).toBe(200);
    expect((await put(second.session, session!.id, 'subscribe', second.id)).statusCode).toBe(202);
    expect((await put(first.session, session!.id, 'subscribe', first.id)).statusCode).toBe(200);
    expect((await put(second.session, session!.id, 'subscribe', second.id)).statusCode).toBe(202);
    expect(await activeRows(session!.id)).toHaveLength(2);
  });

  it('P2-SUB-01 a member without a running membership is refused with the members-only message', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro });
    const person = await member({ premium: false });
    const answer = await put(person.session, session!.id, 'subscribe', person.id);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('Cette fonctionnalité est réservée aux adhérents.');
  });

  it('P2-WSD-13 P2-WSD-14 AJA sessions for AJA profiles only, and the reverse', async () => {
    const {
      sessions: [ajaSession],
    } = await createWorkshop(t.database.db, { owner: pro, isAja: true });
    const {
      sessions: [otherSession],
    } = await createWorkshop(t.database.db, { owner: pro });
    const young = await member({ isAja: true, ajaRole: 'aja_young' });
    const adult = await member();
    for (const [person, session] of [
      [adult, ajaSession],
      [young, otherSession],
    ] as const) {
      const answer = await put(person.session, session!.id, 'subscribe', person.id);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe("Vous n'êtes pas autorisé à accéder à cet atelier.");
    }
    expect((await put(young.session, ajaSession!.id, 'subscribe', young.id)).statusCode).toBe(200);
  });

  it('cannot subscribe or unsubscribe someone else; the workshop’s pro can subscribe a member who took part herself (ADR 058)', async () => {
    const {
      sessions: [session, earlier],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7, 3] });
    const [one, other] = [await member(), await member()];
    expect((await put(one.session, session!.id, 'subscribe', other.id)).statusCode).toBe(403);
    expect((await put(other.session, earlier!.id, 'subscribe', other.id)).statusCode).toBe(200);
    expect((await put(proSession, session!.id, 'subscribe', other.id)).statusCode).toBe(200);
    expect((await put(one.session, session!.id, 'unsubscribe', other.id)).statusCode).toBe(403);
    const stranger = await createPro(t.database.db, { status: 'basic', premium: true });
    expect((await put(await signIn(t.database.db, stranger), session!.id, 'subscribe', one.id)).statusCode).toBe(403);
  });

  it('a started session refuses new subscriptions (409); unknown session or member: 404', async () => {
    const {
      sessions: [started],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [-0.01] });
    const person = await member();
    const answer = await put(person.session, started!.id, 'subscribe', person.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("La séance a déjà commencé : l'inscription n'est plus possible.");
    expect((await put(person.session, 2_000_000_000, 'subscribe', person.id)).statusCode).toBe(404);
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro });
    expect((await put(proSession, session!.id, 'subscribe', 2_000_000_000)).statusCode).toBe(404);
  });

  it('a deactivated workshop’s session is not found', async () => {
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro });
    await t.database.db.update(workshops).set({ active: false }).where(eq(workshops.id, workshop.id));
    const person = await member();
    const answer = await put(person.session, session!.id, 'subscribe', person.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Séance introuvable.');
  });
});

describe('PUT /api/meetings/{id}/unsubscribe/{user_id}', () => {
  it('P2-SUB-09 P2-SUB-11 leaving the waiting list answers 202, a cancellation 200; rows are kept, nobody is promoted', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, places: 1 });
    const [placed, waiting] = [await member(), await member()];
    await subscribe(t.database.db, placed, session!);
    await subscribe(t.database.db, waiting, session!, 'waiting');
    const cancel = await put(placed.session, session!.id, 'unsubscribe', placed.id);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data).toMatchObject({
      status: null,
      meeting: { pivot: null, validated_subscribers_count: 0 },
    });
    expect((await activeRows(session!.id)).map((row) => row.status)).toEqual(['waiting']);
    expect((await put(waiting.session, session!.id, 'unsubscribe', waiting.id)).statusCode).toBe(202);
    expect(await activeRows(session!.id)).toEqual([]);
    const kept = await t.database.db
      .select()
      .from(meetingSubscriptions)
      .where(eq(meetingSubscriptions.meetingId, session!.id));
    expect(kept).toHaveLength(2);
    expect((await put(waiting.session, session!.id, 'unsubscribe', waiting.id)).statusCode).toBe(404);
  });

  it('P2-SUB-13 a place cannot be cancelled once the session has started: 409, status unchanged', async () => {
    const {
      sessions: [started],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [-0.01] });
    const person = await member();
    await subscribe(t.database.db, person, started!);
    const answer = await put(person.session, started!.id, 'unsubscribe', person.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('La séance a commencé : la participation ne peut plus être annulée.');
    expect((await activeRows(started!.id)).map((row) => row.status)).toEqual(['validated']);
    expect(await takenPlaces(started!.id)).toBe(1);
  });
});
