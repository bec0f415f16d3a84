import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, memberships, users } from '../src/db/schema/index.ts';
import { findSubscriptionsWithWorkshop } from '../src/modules/workshops/members/members.repository.ts';
import { seedDemoData } from './helpers/demo.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const now = new Date('2026-03-04T08:30:00Z');

/** The lived-in demo of issue #12: forty members with history, full sessions and waiting lists. */
describe('demo members', () => {
  let database: TestDatabase;
  let cleanup = () => {};

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ cleanup } = await seedDemoData(database, now));
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
    cleanup();
  });

  /** A member's places, read as their profile reads them. */
  const placesOf = async (email: string) => {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return findSubscriptionsWithWorkshop(database.db, user!.id);
  };

  it('creates membre1 … membre40, premium today, each with places in regular workshops only', async () => {
    const rows = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(users.email, 'membre%@demo.fr'));
    const numbered = rows.filter((row) => /^membre\d+@demo\.fr$/.test(row.email));
    expect(numbered).toHaveLength(40);
    const premium = await database.db
      .selectDistinct({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          inArray(
            memberships.userId,
            numbered.map((row) => row.id),
          ),
          sql`${memberships.start} <= ${now} and ${memberships.end} > ${now}`,
        ),
      );
    expect(premium).toHaveLength(40);
    for (const email of ['membre1@demo.fr', 'membre17@demo.fr', 'membre40@demo.fr']) {
      const places = await placesOf(email);
      expect(places.length).toBeGreaterThan(0);
      expect(places.every((place) => !place.isAja)).toBe(true);
    }
  });

  it('gives the members attended and missed past sessions, and upcoming places', async () => {
    const rows = await database.db
      .select({ attendance: meetingSubscriptions.attendance, count: sql<number>`count(*)::int` })
      .from(meetingSubscriptions)
      .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
      .where(like(users.email, 'membre%@demo.fr'))
      .groupBy(meetingSubscriptions.attendance);
    const count = (attendance: number | null) => rows.find((row) => row.attendance === attendance)?.count ?? 0;
    expect(count(1)).toBeGreaterThan(20);
    expect(count(0)).toBeGreaterThan(0);
    expect(count(null)).toBeGreaterThan(20);
  });

  it('never puts more validated places in a session than it has, and keeps waiting lists in order', async () => {
    const rows = await database.db
      .select({
        places: meetings.places,
        validated: sql<number>`count(*) filter (where ${meetingSubscriptions.status} = 'validated')::int`,
      })
      .from(meetings)
      .innerJoin(
        meetingSubscriptions,
        and(eq(meetingSubscriptions.meetingId, meetings.id), isNull(meetingSubscriptions.unsubscribedAt)),
      )
      .groupBy(meetings.id);
    expect(rows.every((row) => row.validated <= row.places)).toBe(true);
    expect(rows.filter((row) => row.validated === row.places).length).toBeGreaterThanOrEqual(6);

    const waiting = await database.db
      .select({
        meetingId: meetingSubscriptions.meetingId,
        createdAt: meetingSubscriptions.createdAt,
        id: meetingSubscriptions.id,
      })
      .from(meetingSubscriptions)
      .where(eq(meetingSubscriptions.status, 'waiting'))
      .orderBy(asc(meetingSubscriptions.meetingId), asc(meetingSubscriptions.id));
    expect(waiting.length).toBeGreaterThan(10);
    for (const [index, row] of waiting.entries()) {
      const previous = waiting[index - 1];
      if (previous?.meetingId === row.meetingId)
        expect(row.createdAt.getTime()).toBeGreaterThan(previous.createdAt.getTime());
    }
  });

  it('gives membre@demo.fr an upcoming place, a waiting entry on a full session and past sessions', async () => {
    const places = await placesOf('membre@demo.fr');
    const upcoming = places.filter((place) => place.start > now);
    expect(upcoming.some((place) => place.status === 'validated')).toBe(true);
    expect(upcoming.some((place) => place.status === 'waiting')).toBe(true);
    expect(places.filter((place) => place.start <= now && place.status === 'validated').length).toBeGreaterThan(0);
  });
});
