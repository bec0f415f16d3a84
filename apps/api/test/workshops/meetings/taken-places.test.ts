import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions } from '../../../src/db/schema/index.ts';
import { createMember, createPro, createWorkshop, subscribe } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** meetings.taken_places follows every write to meeting_subscriptions (ADR 027), on PGlite and PostgreSQL. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function taken(meetingId: number) {
  const [row] = await t.database.db
    .select({ taken: meetings.takenPlaces })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return row!.taken;
}

describe('the taken-places counter', () => {
  it('counts validated rows not left, through inserts, updates and deletes', async () => {
    const db = t.database.db;
    const pro = await createPro(db, { status: 'basic', premium: true });
    const {
      sessions: [first, second],
    } = await createWorkshop(db, { owner: pro, places: 3, sessionDays: [3, 4] });
    const [a, b, c] = [await createMember(db), await createMember(db), await createMember(db)];
    const placeA = await subscribe(db, a, first!);
    await subscribe(db, b, first!);
    const waitingC = await subscribe(db, c, first!, 'waiting');
    expect(await taken(first!.id)).toBe(2);
    // An attendance change takes nothing; a waiting entry turned into a place takes one.
    await db.update(meetingSubscriptions).set({ attendance: 1 }).where(eq(meetingSubscriptions.id, placeA!.id));
    await db.update(meetingSubscriptions).set({ status: 'validated' }).where(eq(meetingSubscriptions.id, waitingC!.id));
    expect(await taken(first!.id)).toBe(3);
    // Moving a place to another session moves its count; leaving and deleting free it.
    await db.update(meetingSubscriptions).set({ meetingId: second!.id }).where(eq(meetingSubscriptions.id, placeA!.id));
    expect([await taken(first!.id), await taken(second!.id)]).toEqual([2, 1]);
    await db
      .update(meetingSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(meetingSubscriptions.id, waitingC!.id));
    await db.delete(meetingSubscriptions).where(eq(meetingSubscriptions.id, placeA!.id));
    expect([await taken(first!.id), await taken(second!.id)]).toEqual([1, 0]);
  });

  it('refuses a write that would take more places than the session has', async () => {
    const db = t.database.db;
    const pro = await createPro(db, { status: 'basic', premium: true });
    const {
      sessions: [session],
    } = await createWorkshop(db, { owner: pro, places: 2 });
    await subscribe(db, await createMember(db), session!);
    await subscribe(db, await createMember(db), session!);
    await expect(subscribe(db, await createMember(db), session!)).rejects.toThrow();
    // Nor may the session shrink below the places taken.
    await expect(db.execute(sql`update meetings set places = 1 where id = ${session!.id}`)).rejects.toThrow();
    expect(await taken(session!.id)).toBe(2);
  });
});
