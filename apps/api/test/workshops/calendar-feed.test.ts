import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, meetings, meetingSubscriptions, users } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { createMember, createPro, createWorkshop, signIn, subscribe } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { dayOf, nextClockChange, parisInstant, parisTime, parseCalendar } from './calendar-helpers.ts';

/** The personal calendar address (ADR 074): created, read without a session, renewed, revoked. */
let t: TestApp;
let owner: { id: number };
const PUBLIC_URL = 'https://adherents.exemple.fr';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  owner = await createPro(t.database.db, { status: 'basic', premium: true });
});
afterAll(() => t?.close());

type Session = { authorization: string };
const feedRoute = (as: Session | undefined, method: 'GET' | 'POST' | 'DELETE') =>
  t.app.inject({ method, url: '/api/user/calendar-feed', headers: as ?? {} });
/** A calendar app polling the address: no session, only the address. */
const poll = (url: string) => t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });

async function createFeed(as: Session): Promise<string> {
  const answer = await feedRoute(as, 'POST');
  expect(answer.statusCode).toBe(200);
  return answer.json().data.url;
}

describe('the personal calendar address', () => {
  it('is created once, shown once, and lists only its owner’s places of the last 30 days and to come', async () => {
    const now = new Date();
    // The sessions on both sides of the next change of clocks, at 10:00 in Paris.
    const change = nextClockChange(now);
    const { workshop, sessions } = await createWorkshop(t.database.db, {
      owner,
      sessionDays: [5, 6, -10, -40, 20, 21],
    });
    const [before, after, recent, old, waitingOne, leftOne] = sessions;
    const at = async (session: { id: number }, local: string) => {
      const start = parisInstant(local);
      await t.database.db
        .update(meetings)
        .set({ start, end: new Date(start.getTime() + 60 * 60_000) })
        .where(eq(meetings.id, session.id));
    };
    await at(before!, `${dayOf(change, -1)}T10:00`);
    await at(after!, `${dayOf(change, 1)}T10:00`);
    const member = await createMember(t.database.db, { premium: true });
    const other = await createMember(t.database.db, { premium: true });
    const session = await signIn(t.database.db, member);
    for (const place of [before, after, recent, old]) await subscribe(t.database.db, member, place!);
    await subscribe(t.database.db, member, waitingOne!, 'waiting');
    await t.database.db
      .insert(meetingSubscriptions)
      .values({ meetingId: leftOne!.id, userId: member.id, status: 'validated', unsubscribedAt: now });
    await subscribe(t.database.db, other, waitingOne!);

    const empty = await feedRoute(session, 'GET');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: { active: false, created_at: null } });

    const created = await feedRoute(session, 'POST');
    expect(created.statusCode).toBe(200);
    const { url, created_at: createdAt, active } = created.json().data;
    expect(active).toBe(true);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    // Only the token's SHA-256 is kept.
    const [stored] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, member.id));
    const token = url.slice(`${PUBLIC_URL}/api/calendar/`.length, -'.ics'.length);
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.tokenHash).not.toContain(token);
    const status = (await feedRoute(session, 'GET')).json();
    expect(status).toEqual({ data: { active: true, created_at: createdAt } });
    expect(JSON.stringify(status)).not.toContain(token);

    const feed = await poll(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseCalendar(feed.body);
    expect(calendar.name).toBe('Mes séances');
    expect(calendar.refresh).toBe('PT1H');
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events.map((event) => event.uid)).toEqual(
      [recent, before, after].map((place) => `seance-${place!.id}@adherents.exemple.fr`),
    );
    const byUid = new Map(calendar.events.map((event) => [event.uid, event]));
    expect(parisTime(byUid.get(`seance-${before!.id}@adherents.exemple.fr`)!.start)).toMatch(/ 10:00$/);
    expect(parisTime(byUid.get(`seance-${after!.id}@adherents.exemple.fr`)!.start)).toMatch(/ 10:00$/);
    // Across the change the same wall-clock time is a different UTC time.
    const utcHours = [before, after].map((place) =>
      byUid.get(`seance-${place!.id}@adherents.exemple.fr`)!.start.getUTCHours(),
    );
    expect(new Set(utcHours).size).toBe(2);
    expect(calendar.events[0]!.url).toBe(`${PUBLIC_URL}/workshops/${workshop.id}`);
  });

  it('follows changes: a moved session comes with its new time and a higher SEQUENCE, a place given up leaves', async () => {
    const { sessions } = await createWorkshop(t.database.db, { owner, sessionDays: [3, 4] });
    const member = await createMember(t.database.db, { premium: true });
    const session = await signIn(t.database.db, member);
    for (const place of sessions) await subscribe(t.database.db, member, place);
    const url = await createFeed(session);
    expect(parseCalendar((await poll(url)).body).events).toHaveLength(2);

    // Calendar files count whole seconds.
    const moved = new Date(Math.floor(sessions[0]!.start.getTime() / 1000) * 1000 + 3_600_000);
    await t.database.db
      .update(meetings)
      .set({ start: moved, end: new Date(moved.getTime() + 3_600_000), revision: 1 })
      .where(eq(meetings.id, sessions[0]!.id));
    await t.database.db
      .update(meetingSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(eq(meetingSubscriptions.meetingId, sessions[1]!.id));
    const events = parseCalendar((await poll(url)).body).events;
    expect(events).toHaveLength(1);
    expect(events[0]!.sequence).toBe(1);
    expect(events[0]!.start.getTime()).toBe(moved.getTime());
  });

  it('stops answering once renewed (the new address answers) or deleted', async () => {
    const member = await createMember(t.database.db, { premium: true });
    const session = await signIn(t.database.db, member);
    const first = await createFeed(session);
    expect((await poll(first)).statusCode).toBe(200);

    const second = await createFeed(session);
    expect(second).not.toBe(first);
    const gone = await poll(first);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Cette adresse d'agenda n'existe pas ou a été supprimée.");
    expect((await poll(second)).statusCode).toBe(200);

    const deleted = await feedRoute(session, 'DELETE');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { active: false, created_at: null } });
    expect((await poll(second)).statusCode).toBe(404);
    expect((await feedRoute(session, 'GET')).json().data.active).toBe(false);
    // Deleting again changes nothing.
    expect((await feedRoute(session, 'DELETE')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and for an archived member, and needs a session to manage it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/inconnu.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${'x'.repeat(80)}.ics` })).statusCode).toBe(404);
    const member = await createMember(t.database.db, { premium: true });
    const url = await createFeed(await signIn(t.database.db, member));
    await t.database.db.update(users).set({ isArchived: true }).where(eq(users.id, member.id));
    expect((await poll(url)).statusCode).toBe(404);
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await feedRoute(undefined, method)).statusCode).toBe(401);
  });
});
