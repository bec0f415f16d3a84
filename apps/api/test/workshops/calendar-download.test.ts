import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, workshops } from '../../src/db/schema/index.ts';
import { sessionCalendarEvent } from '../../src/modules/workshops/calendar/calendar-event.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { parisInstant, parisTime, parseCalendar } from './calendar-helpers.ts';

/** « Ajouter à mon agenda » (ADR 074): one session as an iCalendar file, on PGlite and PostgreSQL. */
let t: TestApp;
let owner: { id: number };
let ownerSession: { authorization: string };
const PUBLIC_URL = 'https://adherents.exemple.fr';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  owner = await createPro(t.database.db, { status: 'basic', premium: true });
  ownerSession = await signIn(t.database.db, owner);
});
afterAll(() => t?.close());

const download = (as: { authorization: string } | undefined, meetingId: number) =>
  t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}/calendar.ics`, headers: as ?? {} });

/** A session at a Paris wall-clock time, for 90 minutes. */
async function placeSession(meetingId: number, local: string, values: Partial<typeof meetings.$inferInsert> = {}) {
  const start = parisInstant(local);
  await t.database.db
    .update(meetings)
    .set({ start, end: new Date(start.getTime() + 90 * 60_000), ...values })
    .where(eq(meetings.id, meetingId));
}

describe('GET /api/meetings/{id}/calendar.ics', () => {
  it('gives a member with a place her session, at the right Paris time on both sides of the change of clocks', async () => {
    const { workshop, sessions } = await createWorkshop(t.database.db, { owner, sessionDays: [10, 12] });
    await t.database.db
      .update(workshops)
      .set({ name: 'Mémoire, attention; et vous' })
      .where(eq(workshops.id, workshop.id));
    // Saturday 24 October 2026 is summer time (UTC+2), Monday 26 October winter time (UTC+1).
    await placeSession(sessions[0]!.id, '2026-10-24T10:00', { address: '3 rue des Lilas, 69001 Lyon', revision: 2 });
    await placeSession(sessions[1]!.id, '2026-10-26T10:00', { address: '3 rue des Lilas, 69001 Lyon' });
    const member = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, member, sessions[0]!);
    await subscribe(t.database.db, member, sessions[1]!);
    const session = await signIn(t.database.db, member);

    const first = await download(session, sessions[0]!.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="seance-${sessions[0]!.id}.ics"`);
    const file = parseCalendar(first.body);
    expect(file.method).toBe('PUBLISH');
    expect(file.events).toHaveLength(1);
    const [event] = file.events;
    expect(event).toMatchObject({
      uid: `seance-${sessions[0]!.id}@adherents.exemple.fr`,
      sequence: 2,
      summary: 'Atelier Mémoire, attention; et vous',
      location: '3 rue des Lilas, 69001 Lyon',
      url: `${PUBLIC_URL}/workshops/${workshop.id}`,
    });
    expect(event!.description).toContain(`${PUBLIC_URL}/workshops/${workshop.id}`);
    expect(event!.start.toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(parisTime(event!.start)).toBe('24/10/2026 10:00');
    expect(parisTime(event!.end)).toBe('24/10/2026 11:30');

    const second = parseCalendar((await download(session, sessions[1]!.id)).body).events[0]!;
    expect(second.start.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(parisTime(second.start)).toBe('26/10/2026 10:00');
    expect(second.sequence).toBe(0);
  });

  it('writes a remote session « À distance » with its link, in the location and the description', async () => {
    const { workshop, sessions } = await createWorkshop(t.database.db, { owner, type: 'remote' });
    const member = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, member, sessions[0]!);
    const answer = await download(await signIn(t.database.db, member), sessions[0]!.id);
    expect(answer.statusCode).toBe(200);
    const [event] = parseCalendar(answer.body).events;
    expect(event!.location).toBe('À distance : https://visio.exemple.test/salle');
    expect(event!.description).toBe(
      `Lien de la séance : https://visio.exemple.test/salle\nPage de l'atelier : ${PUBLIC_URL}/workshops/${workshop.id}`,
    );
  });

  it('is given to the pros running the workshop and the staff, refused to a waiting member, one who left, and strangers', async () => {
    const { sessions } = await createWorkshop(t.database.db, { owner });
    const meetingId = sessions[0]!.id;
    const waiting = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, waiting, sessions[0]!, 'waiting');
    const left = await createMember(t.database.db, { premium: true });
    await t.database.db
      .insert(meetingSubscriptions)
      .values({ meetingId, userId: left.id, status: 'validated', unsubscribedAt: new Date() });
    const stranger = await createMember(t.database.db, { premium: true });
    const otherPro = await createPro(t.database.db, { status: 'basic', premium: true });
    const admin = await createAdmin(t.database.db);

    expect((await download(ownerSession, meetingId)).statusCode).toBe(200);
    expect((await download(await signIn(t.database.db, admin), meetingId)).statusCode).toBe(200);
    for (const person of [waiting, left, stranger, otherPro]) {
      const answer = await download(await signIn(t.database.db, person), meetingId);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(
        "Seules les personnes inscrites à cette séance peuvent l'ajouter à leur agenda.",
      );
    }
    expect((await download(undefined, meetingId)).statusCode).toBe(401);
    const unknown = await download(ownerSession, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Séance introuvable.');
  });
});

describe('sessionCalendarEvent', () => {
  it('does not say « Atelier » twice when the workshop is named so', () => {
    const session = {
      id: 1,
      workshopId: 2,
      start: new Date('2026-12-01T09:00:00Z'),
      end: new Date('2026-12-01T10:30:00Z'),
      type: 'onsite' as const,
      address: '1 rue de Paris',
      link: null,
      revision: 0,
    };
    const summary = (workshopName: string) =>
      sessionCalendarEvent({ ...session, workshopName }, 'https://exemple.fr').summary;
    expect(summary('Atelier en visio – Paris')).toBe('Atelier en visio – Paris');
    expect(summary('atelier mémoire')).toBe('atelier mémoire');
    expect(summary('Ateliers du jeudi')).toBe('Atelier Ateliers du jeudi');
    expect(summary(' Mémoire ')).toBe('Atelier Mémoire');
  });

  it('names the event by the session and the platform host, with the revision as SEQUENCE', () => {
    const event = sessionCalendarEvent(
      {
        id: 42,
        workshopId: 7,
        workshopName: 'Mémoire',
        start: new Date('2026-12-01T09:00:00Z'),
        end: new Date('2026-12-01T10:30:00Z'),
        type: 'onsite',
        address: null,
        link: 'https://ignored.exemple',
        revision: 3,
      },
      'http://localhost:3000',
    );
    expect(event).toMatchObject({
      uid: 'seance-42@localhost:3000',
      sequence: 3,
      summary: 'Atelier Mémoire',
      location: null,
      description: "Page de l'atelier : http://localhost:3000/workshops/7",
      url: 'http://localhost:3000/workshops/7',
    });
  });
});
