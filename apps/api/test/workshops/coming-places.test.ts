import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, workshopListVersions, workshops } from '../../src/db/schema/index.ts';
import { advanceComingPlaces, comingTakenPlaces } from '../../src/modules/workshops/coming-places.repository.ts';
import { listWorkshops } from '../../src/modules/workshops/workshops.service.ts';
import { createMember, createPro, createWorkshop, subscribe } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// P2 §9 sorts the members' list on the places taken in coming sessions; ADR 054 keeps that
// total per workshop (migration 0018). Whatever the writes and the clock, the kept total
// corrected at read time must equal the sum over the sessions starting after `now`.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
const ids: number[] = [];
const sessionsOf: Record<number, { id: number }[]> = {};

const db = () => t.database.db;

async function keptTotals(now: Date): Promise<Record<number, number>> {
  const coming = comingTakenPlaces(db(), sql`${now.toISOString()}::timestamptz`);
  const rows = await db()
    .select({ id: workshops.id, places: sql<number>`${coming.value}`.mapWith(Number) })
    .from(workshops)
    .leftJoin(coming.kept, eq(coming.kept.workshopId, workshops.id))
    .leftJoin(coming.shift, eq(coming.shift.workshopId, workshops.id))
    .where(inArray(workshops.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.places]));
}

async function summedTotals(now: Date): Promise<Record<number, number>> {
  const rows = await db()
    .select({ id: workshops.id, places: sql<number>`coalesce(sum(${meetings.takenPlaces}), 0)`.mapWith(Number) })
    .from(workshops)
    .leftJoin(
      meetings,
      and(eq(meetings.workshopId, workshops.id), sql`${meetings.start} > ${now.toISOString()}::timestamptz`),
    )
    .where(inArray(workshops.id, ids))
    .groupBy(workshops.id);
  return Object.fromEntries(rows.map((row) => [row.id, row.places]));
}

/** The kept totals agree with the plain sum an hour ago, now, and at each session's edge. */
async function expectTotalsRight() {
  const now = Date.now();
  const instants = [now - 3 * DAY, now - HOUR, now, now + HOUR, now + 1.5 * DAY, now + 2 * DAY + HOUR, now + 10 * DAY];
  for (const instant of instants) {
    const at = new Date(instant);
    expect(await keptTotals(at), at.toISOString()).toEqual(await summedTotals(at));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const pro = await createPro(db());
  for (const sessionDays of [
    [-2, 1, 2, 3],
    [1, 5],
    [-1, 2],
  ]) {
    const { workshop, sessions } = await createWorkshop(db(), {
      owner: pro,
      sessionDays,
      places: 6,
      values: { zip: '97101', department: '971' },
    });
    ids.push(workshop.id);
    sessionsOf[workshop.id] = sessions;
  }
  const members = await Promise.all(Array.from({ length: 6 }, () => createMember(db(), { premium: true })));
  const [a, b, c] = ids as [number, number, number];
  for (const member of members.slice(0, 4)) await subscribe(db(), member, sessionsOf[a]![1]!);
  for (const member of members.slice(0, 2)) await subscribe(db(), member, sessionsOf[a]![0]!);
  for (const member of members) await subscribe(db(), member, sessionsOf[b]![0]!);
  await subscribe(db(), members[0]!, sessionsOf[c]![1]!);
  await subscribe(db(), members[1]!, sessionsOf[c]![1]!, 'waiting');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('places taken in coming sessions, kept per workshop (ADR 054)', () => {
  it('P2-WSL-08 the kept total equals the sum over coming sessions, at any instant', async () => {
    await expectTotalsRight();
  });

  it('stays right through cancellations, moved and deleted sessions, and advances', async () => {
    const [a, b, c] = ids as [number, number, number];
    await db()
      .update(meetingSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(meetingSubscriptions.meetingId, sessionsOf[b]![0]!.id));
    await expectTotalsRight();
    // A session moved to the past, one moved to another workshop, one deleted.
    await db()
      .update(meetings)
      .set({ start: new Date(Date.now() - 5 * DAY), end: new Date(Date.now() - 5 * DAY + HOUR) })
      .where(eq(meetings.id, sessionsOf[a]![2]!.id));
    await db().update(meetings).set({ workshopId: c }).where(eq(meetings.id, sessionsOf[a]![1]!.id));
    await expectTotalsRight();
    expect(await advanceComingPlaces(db())).toBeGreaterThanOrEqual(3);
    await expectTotalsRight();
    await db().delete(meetings).where(eq(meetings.id, sessionsOf[a]![1]!.id));
    await expectTotalsRight();
  });

  it('an advance takes out the sessions started since the last one', async () => {
    const [a] = ids as [number];
    // As if the last advance were two days old: the kept total still counts yesterday's session.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY - HOUR);
    await db().transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(workshopListVersions)
        .where(eq(workshopListVersions.workshopId, a))
        .for('update');
      const startedSince = await tx
        .select({ places: sql<number>`coalesce(sum(${meetings.takenPlaces}), 0)`.mapWith(Number) })
        .from(meetings)
        .where(
          and(
            eq(meetings.workshopId, a),
            sql`${meetings.start} > ${twoDaysAgo.toISOString()}::timestamptz`,
            sql`${meetings.start} <= ${row!.comingSince.toISOString()}::timestamptz`,
          ),
        );
      await tx
        .update(workshopListVersions)
        .set({ comingSince: twoDaysAgo, comingTaken: row!.comingTaken + startedSince[0]!.places })
        .where(eq(workshopListVersions.workshopId, a));
    });
    await expectTotalsRight();
    await advanceComingPlaces(db());
    const [row] = await db().select().from(workshopListVersions).where(eq(workshopListVersions.workshopId, a));
    expect(row!.comingSince.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.comingTaken).toBe((await summedTotals(new Date()))[a]);
  });

  it('subscriptions written while advances run leave every total right', async () => {
    const [, , c] = ids as [number, number, number];
    // Sessions that started an hour ago, counted as coming by a kept total two hours old.
    const started = await db()
      .insert(meetings)
      .values(
        [1, 2].map((n) => ({
          workshopId: c,
          start: new Date(Date.now() - n * HOUR),
          end: new Date(Date.now() + HOUR),
          type: 'onsite' as const,
          address: '1 rue de Paris',
          sequence: 9,
          places: 30,
        })),
      )
      .returning();
    await db().execute(sql`update workshop_list_versions set coming_since = now() - interval '3 hours',
      coming_taken = (select coalesce(sum(taken_places), 0) from meetings m where m.workshop_id = ${c} and m.start > now() - interval '3 hours')
      where workshop_id = ${c}`);
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(db(), { premium: true })));
    await Promise.all([
      ...members.map((member, n) => subscribe(db(), member, started[n % 2]!)),
      ...members.slice(0, 5).map(() => advanceComingPlaces(db())),
    ]);
    await advanceComingPlaces(db());
    await expectTotalsRight();
  });

  it('P2-WSL-08 a member’s list sorts on the places taken in sessions to come at the instant asked', async () => {
    const order = async (now: Date) => {
      const page = await listWorkshops(db(), { kind: 'visitor' }, listQuery, now);
      return page.data.map((item) => [item.id, item.subscriptions_count]);
    };
    const sorted = (totals: Record<number, number>) =>
      ids.map((id) => [id, totals[id]!]).sort((x, y) => x[1]! - y[1]! || x[0]! - y[0]!);
    for (const now of [new Date(), new Date(Date.now() + 1.5 * DAY), new Date(Date.now() + 2 * DAY + HOUR)]) {
      expect(await order(now)).toEqual(sorted(await summedTotals(now)));
    }
  });

  it('a TRUNCATE of the sessions leaves nothing coming', async () => {
    await db().execute(sql`truncate meetings cascade`);
    expect(Object.values(await keptTotals(new Date()))).toEqual([0, 0, 0]);
  });
});

const listQuery = {
  search: { zip: '971' },
  sort: 'subscriptions_count' as const,
  direction: 'asc' as const,
  page: 1,
  perPage: 24,
  with: [],
  without: [],
};
