import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingSubscriptions } from '../../../src/db/schema/index.ts';
import { createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * What members see of the waiting list, on PGlite and PostgreSQL: their rank and the hold of
 * a freed place on each session's pivot, and what taking a place would leave, read only.
 */
type Pivot = { user_id: number; status: string; position: number | null; offered_until: string | null };
type Item = { id: number; held_places_count: number; pivot: Pivot | null; queued?: { pivot: Pivot }[] };
type Person = { id: number; session: { authorization: string } };

let t: TestApp;
let pro: Person;

beforeAll(async () => {
  t = await createTestApp();
  const row = await createPro(t.database.db, { status: 'basic', premium: true });
  pro = { id: row.id, session: await signIn(t.database.db, row) };
});
afterAll(() => t?.close());

async function member(): Promise<Person> {
  const row = await createMember(t.database.db, { premium: true });
  return { id: row.id, session: await signIn(t.database.db, row) };
}

/** Sets a subscription's columns straight in the table (the arrival, a hold). */
async function setSubscription(
  meetingId: number,
  userId: number,
  values: Partial<typeof meetingSubscriptions.$inferInsert>,
) {
  await t.database.db
    .update(meetingSubscriptions)
    .set(values)
    .where(sql`${meetingSubscriptions.meetingId} = ${meetingId} and ${meetingSubscriptions.userId} = ${userId}`);
}

async function sessionAs(as: Person, workshopId: number, relations: string[] = []): Promise<Item> {
  const query = [
    `search=${encodeURIComponent(JSON.stringify({ workshop_id: workshopId }))}`,
    ...relations.map((name, index) => `with[${index}]=${name}`),
  ].join('&');
  const answer = await t.app.inject({ method: 'GET', url: `/api/meetings?${query}`, headers: as.session });
  expect(answer.statusCode, answer.body).toBe(200);
  const [item] = (answer.json() as { data: Item[] }).data;
  return item!;
}

const hour = 3600_000;

describe('the pivot: position on the waiting list and a running hold', () => {
  let workshopId: number;
  let meetingId: number;
  const people = {} as Record<'placed' | 'first' | 'tiedLow' | 'tiedHigh' | 'left' | 'lapsed', Person>;

  beforeAll(async () => {
    const db = t.database.db;
    const { workshop, sessions } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [5] });
    workshopId = workshop.id;
    meetingId = sessions[0]!.id;
    for (const name of ['placed', 'first', 'left', 'tiedLow', 'tiedHigh', 'lapsed'] as const) {
      people[name] = await member();
    }
    await subscribe(db, people.placed, sessions[0]!);
    for (const name of ['first', 'left', 'tiedLow', 'tiedHigh', 'lapsed'] as const) {
      await subscribe(db, people[name], sessions[0]!, 'waiting');
    }
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes));
    await setSubscription(meetingId, people.first.id, { createdAt: at(1) });
    // Joined before the others but left: no longer counted.
    await setSubscription(meetingId, people.left.id, { createdAt: at(0), unsubscribedAt: at(30) });
    // The same instant: the older id comes first.
    await setSubscription(meetingId, people.tiedLow.id, { createdAt: at(2) });
    await setSubscription(meetingId, people.tiedHigh.id, { createdAt: at(2) });
    await setSubscription(meetingId, people.lapsed.id, { createdAt: at(3) });
  });

  it('each waiting member reads her rank by arrival then id; a place has none; a left entry counts for nobody', async () => {
    expect((await sessionAs(people.placed, workshopId)).pivot).toMatchObject({
      status: 'validated',
      position: null,
      offered_until: null,
    });
    const ranks = [];
    for (const name of ['first', 'tiedLow', 'tiedHigh', 'lapsed'] as const) {
      ranks.push((await sessionAs(people[name], workshopId)).pivot?.position);
    }
    expect(ranks).toEqual([1, 2, 3, 4]);
  });

  it("the workshop's pro reads the same ranks on the queued list, by arrival", async () => {
    const item = await sessionAs(pro, workshopId, ['queued']);
    expect(item.queued!.map((row) => [row.pivot.user_id, row.pivot.position])).toEqual([
      [people.first.id, 1],
      [people.tiedLow.id, 2],
      [people.tiedHigh.id, 3],
      [people.lapsed.id, 4],
    ]);
  });

  it('offered_until shows only while the hold runs; the session counts its running holds', async () => {
    const until = new Date(Date.now() + 20 * hour);
    await setSubscription(meetingId, people.first.id, { offeredUntil: until });
    await setSubscription(meetingId, people.lapsed.id, { offeredUntil: new Date(Date.now() - hour) });
    await setSubscription(meetingId, people.tiedLow.id, {
      offeredUntil: new Date(Date.now() + hour),
      offerClosedAt: new Date(),
    });
    const first = await sessionAs(people.first, workshopId);
    expect(first.pivot).toMatchObject({ position: 1, offered_until: until.toISOString() });
    expect(first.held_places_count).toBe(1);
    expect((await sessionAs(people.lapsed, workshopId)).pivot).toMatchObject({ position: 4, offered_until: null });
    expect((await sessionAs(people.tiedLow, workshopId)).pivot).toMatchObject({ position: 2, offered_until: null });
    const queued = (await sessionAs(pro, workshopId, ['queued'])).queued!;
    expect(queued.map((row) => row.pivot.offered_until)).toEqual([until.toISOString(), null, null, null]);
    await setSubscription(meetingId, people.first.id, { offeredUntil: null });
    expect((await sessionAs(people.placed, workshopId)).held_places_count).toBe(0);
  });
});

describe('GET /api/meetings/{id}/take-place/{user_id}', () => {
  const preview = (as: Person, meetingId: number, userId: number) =>
    t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}/take-place/${userId}`, headers: as.session });

  it('lists her coming places and waiting entries of the same sequence and programme, by start, and changes nothing', async () => {
    const db = t.database.db;
    const person = await member();
    const {
      sessions: [target],
    } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [3] });
    const {
      workshop: placeWorkshop,
      sessions: [sameSequence, otherSequence],
    } = await createWorkshop(db, { owner: pro, sessionDays: [6, 8] });
    const {
      workshop: queueWorkshop,
      sessions: [sameSequenceWaiting],
    } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [4] });
    const {
      sessions: [ajaSameSequence],
    } = await createWorkshop(db, { owner: pro, isAja: true, sessionDays: [5] });
    await subscribe(db, await createMember(db), target!);
    await subscribe(db, person, target!, 'waiting');
    await subscribe(db, person, sameSequence!);
    await subscribe(db, person, otherSequence!);
    await subscribe(db, await createMember(db), sameSequenceWaiting!);
    await subscribe(db, person, sameSequenceWaiting!, 'waiting');
    await subscribe(db, person, ajaSameSequence!);
    const before = await db.select().from(meetingSubscriptions).where(eq(meetingSubscriptions.userId, person.id));

    const answer = await preview(person, target!.id, person.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      data: {
        gives_up: [
          {
            meeting_id: sameSequenceWaiting!.id,
            workshop_name: queueWorkshop.name,
            start: sameSequenceWaiting!.start.toISOString(),
            end: sameSequenceWaiting!.end.toISOString(),
            status: 'waiting',
          },
          {
            meeting_id: sameSequence!.id,
            workshop_name: placeWorkshop.name,
            start: sameSequence!.start.toISOString(),
            end: sameSequence!.end.toISOString(),
            status: 'validated',
          },
        ],
      },
    });
    // The workshop's pro may ask it for her member, the staff too; nothing was written.
    const admin = await createMember(db, { role: 'admin' });
    const staff = { id: admin.id, session: await signIn(db, admin) };
    expect((await preview(staff, target!.id, person.id)).json().data.gives_up).toHaveLength(2);
    expect(await db.select().from(meetingSubscriptions).where(eq(meetingSubscriptions.userId, person.id))).toEqual(
      before,
    );
  });

  it('nothing to give up: an empty list; a place already held: nothing; not on the lists: 404', async () => {
    const db = t.database.db;
    const [waiting, placed, outsider] = [await member(), await member(), await member()];
    const {
      sessions: [target],
    } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [3] });
    await subscribe(db, placed, target!);
    await subscribe(db, waiting, target!, 'waiting');
    expect((await preview(waiting, target!.id, waiting.id)).json()).toEqual({ data: { gives_up: [] } });
    expect((await preview(placed, target!.id, placed.id)).json()).toEqual({ data: { gives_up: [] } });
    const missing = await preview(outsider, target!.id, outsider.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual(expect.any(String));
    expect((await preview(outsider, 999_999, outsider.id)).statusCode).toBe(404);
  });

  it("another member's list is refused, as take-place refuses it", async () => {
    const db = t.database.db;
    const [waiting, other] = [await member(), await member()];
    const {
      sessions: [target],
    } = await createWorkshop(db, { owner: pro, places: 1, sessionDays: [3] });
    await subscribe(db, waiting, target!, 'waiting');
    expect((await preview(other, target!.id, waiting.id)).statusCode).toBe(403);
    const strangerRow = await createPro(db, { status: 'basic', premium: true });
    const stranger = { id: strangerRow.id, session: await signIn(db, strangerRow) };
    expect((await preview(stranger, target!.id, waiting.id)).statusCode).toBe(403);
    // The workshop's pro, for a member who joined it herself: let in.
    expect((await preview(pro, target!.id, waiting.id)).statusCode).toBe(200);
  });
});
