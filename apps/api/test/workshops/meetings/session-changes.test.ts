import { eq } from 'drizzle-orm';
import { addCalendarDays, getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, sessionMailPreferences } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../../helpers/mail-app.ts';
import { sessionMailTools } from './session-mail-tools.ts';

/**
 * Issue #36, ADR 072: what a session's members hear when it changes or is cancelled, and the
 * pros' evening list, through a real SMTP server, with the jobs on the test's clock.
 * PGlite and PostgreSQL.
 */
let t: MailTestApp;
let pro: Awaited<ReturnType<typeof createPro>>;
const db = () => t.database.db;
const hour = 3600_000;
const { put, runJobs, received, calendarOf, memberWithSession } = sessionMailTools(() => t);

beforeAll(async () => {
  t = await createMailTestApp();
  pro = await createPro(db(), { status: 'basic', premium: true });
});
afterAll(() => t?.close());

describe('a session that changes', () => {
  it('a new address sends its members an updated .ics: same UID, higher SEQUENCE', async () => {
    const staff = await createAdmin(db());
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [12] });
    const session = sessions[0]!;
    const { member, auth } = await memberWithSession();
    await put(auth, `/api/meetings/${session.id}/subscribe/${member.id}`);
    await runJobs();
    const response = await put(await signIn(db(), staff), `/api/meetings/${session.id}`, {
      address: '3 avenue du Parc, 69003 Lyon',
    });
    expect(response.statusCode, response.body).toBe(200);
    await runJobs();
    const [confirmation, update] = received(member.email);
    expect(update!.subject).toMatch(/^Séance modifiée : /);
    expect(update!.text).toContain('Où : 3 avenue du Parc, 69003 Lyon');
    const [before, after] = [calendarOf(confirmation!), calendarOf(update!)];
    expect(after.events[0]!.uid).toBe(before.events[0]!.uid);
    expect(after.events[0]!.sequence).toBeGreaterThan(before.events[0]!.sequence);
    expect(after.events[0]!.location).toBe('3 avenue du Parc, 69003 Lyon');
  });

  it('a cancelled place sends a cancelling .ics (METHOD:CANCEL)', async () => {
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [13] });
    const session = sessions[0]!;
    const { member, auth } = await memberWithSession();
    await put(auth, `/api/meetings/${session.id}/subscribe/${member.id}`);
    await runJobs();
    expect((await put(auth, `/api/meetings/${session.id}/unsubscribe/${member.id}`)).statusCode).toBe(200);
    await runJobs();
    const [confirmation, cancel] = received(member.email);
    expect(cancel!.subject).toMatch(/^Annulation enregistrée : /);
    const calendar = calendarOf(cancel!);
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]!.uid).toBe(calendarOf(confirmation!).events[0]!.uid);
    const file = cancel!.attachments.find((attachment) => attachment.filename.endsWith('.ics'))!;
    expect(file.content.toString('utf8')).toContain('STATUS:CANCELLED');
  });
});

describe('a cancelled session', () => {
  it('tells its participants with a cancelling .ics and its waiting list without one, then is gone', async () => {
    const { workshop, sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [14], places: 1 });
    const session = sessions[0]!;
    const [participant, waiting] = [
      await createMember(db(), { premium: true }),
      await createMember(db(), { premium: true }),
    ];
    await subscribe(db(), participant, session);
    await subscribe(db(), waiting, session, 'waiting');
    const otherPro = await createPro(db(), { status: 'basic', premium: true });
    const url = `/api/meetings/${session.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: await signIn(db(), otherPro) })).statusCode).toBe(403);
    const response = await t.app.inject({ method: 'DELETE', url, headers: await signIn(db(), pro) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/^Séance annulée/);
    expect(await db().select().from(meetings).where(eq(meetings.id, session.id))).toHaveLength(0);
    await runJobs();
    const [cancel] = received(participant.email);
    expect(cancel!.subject).toBe(`Séance annulée : atelier « ${workshop.name} », ${cancel!.subject.split('», ')[1]}`);
    const calendar = calendarOf(cancel!);
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]!.uid).toBe(`seance-${session.id}@adherents.example.org`);
    expect(calendar.events[0]!.sequence).toBe(1);
    const [notice] = received(waiting.email);
    expect(notice!.subject).toMatch(/^Séance annulée : /);
    expect(notice!.attachments).toHaveLength(0);
  });

  it('cannot be cancelled once started', async () => {
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [-0.01] });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${sessions[0]!.id}`,
      headers: await signIn(db(), pro),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Une séance commencée ne peut plus être annulée.');
  });
});

describe("the pros' evening list", () => {
  it('sends each pro running a session tomorrow its participants at 18 h, once, unless she turned it off', async () => {
    const owner = await createPro(db(), { status: 'basic', premium: true });
    const second = await createPro(db(), { status: 'basic', premium: true });
    const quiet = await createPro(db(), { status: 'basic', premium: true });
    const tomorrow = addCalendarDays(getParisDay(new Date()), 1);
    const start = parisTimeToInstant(tomorrow, 14, 30);
    const { workshop } = await createWorkshop(db(), { owner, secondaryPro: second, sessionDays: [] });
    const [session] = await db()
      .insert(meetings)
      .values({
        workshopId: workshop.id,
        start,
        end: new Date(start.getTime() + hour),
        type: 'onsite',
        address: '5 place Bellecour',
        sequence: 1,
        places: 2,
      })
      .returning();
    const [a, b, c] = await Promise.all(Array.from({ length: 3 }, () => createMember(db(), { premium: true })));
    await subscribe(db(), a!, session!);
    await subscribe(db(), b!, session!);
    await subscribe(db(), c!, session!, 'waiting');
    const { workshop: other } = await createWorkshop(db(), { owner: quiet, sessionDays: [] });
    await db()
      .insert(meetings)
      .values({
        workshopId: other.id,
        start,
        end: new Date(start.getTime() + hour),
        type: 'onsite',
        sequence: 1,
        places: 2,
      });
    await db().insert(sessionMailPreferences).values({ userId: quiet.id, participantLists: false });

    await runJobs(parisTimeToInstant(getParisDay(new Date()), 17, 30));
    expect(received(owner.email)).toHaveLength(0);
    await runJobs(parisTimeToInstant(getParisDay(new Date()), 18, 5));
    await runJobs(parisTimeToInstant(getParisDay(new Date()), 19, 5));
    for (const pro of [owner, second]) {
      const mails = received(pro.email);
      expect(mails, pro.email).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^Vos séances de demain, /);
      expect(mails[0]!.text).toContain('14 h 30 – 15 h 30');
      expect(mails[0]!.text).toContain(`- ${a!.firstname} ${a!.lastname}`);
      expect(mails[0]!.text).toContain(`- ${b!.firstname} ${b!.lastname}`);
      expect(mails[0]!.text).not.toContain(c!.lastname);
      expect(mails[0]!.text).toContain("1 personne sur la liste d'attente.");
    }
    expect(received(quiet.email)).toHaveLength(0);
  });
});
