import { and, eq, like } from 'drizzle-orm';
import { addCalendarDays, getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, meetings, meetingSubscriptions, sessionMailPreferences } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../../helpers/mail-app.ts';
import { waitForOutboxSettled, type ReceivedMail } from '../../helpers/smtp-server.ts';
import { parseCalendar, parisInstant, parisTime } from '../calendar-helpers.ts';

/**
 * Issue #36, ADR 072: the e-mails about a member's sessions, through a real SMTP server, with
 * the jobs run on the test's clock. PGlite and PostgreSQL.
 */
let t: MailTestApp;
let pro: Awaited<ReturnType<typeof createPro>>;
const db = () => t.database.db;
const hour = 3600_000;

beforeAll(async () => {
  t = await createMailTestApp();
  pro = await createPro(db(), { status: 'basic', premium: true });
});
afterAll(() => t?.close());

const put = (as: { authorization: string }, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: as, ...(payload ? { payload } : {}) });

/** Runs the due jobs at `now`, twice (a job's e-mails, then their delivery), and waits for SMTP. */
async function runJobs(now = new Date()) {
  await t.app.jobs.runDue(now);
  await t.app.jobs.runDue(now);
  await waitForOutboxSettled(db());
}

const received = (email: string) => t.smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
const calendarOf = (mail: ReceivedMail) => {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
  expect(file, mail.subject).toBeDefined();
  return parseCalendar(file!.content.toString('utf8'));
};

async function memberWithSession() {
  const member = await createMember(db(), { premium: true });
  return { member, auth: await signIn(db(), member) };
}

describe('a confirmation with its calendar file', () => {
  it('tells the date written out and the address, and its .ics holds the Paris times across a clock change', async () => {
    const { workshop, sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [] });
    // Paris moves from summer to winter time on the last Sunday of October 2027.
    const before = parisInstant('2027-10-30T10:00');
    const after = parisInstant('2027-11-01T10:00');
    expect(sessions).toHaveLength(0);
    const rows = await db()
      .insert(meetings)
      .values(
        [before, after].map((start, index) => ({
          workshopId: workshop.id,
          start,
          end: new Date(start.getTime() + 1.5 * hour),
          type: 'onsite' as const,
          address: '12 rue des Lilas, 75012 Paris',
          sequence: index + 1,
          places: 8,
        })),
      )
      .returning();
    const { member, auth } = await memberWithSession();
    for (const row of rows)
      expect((await put(auth, `/api/meetings/${row.id}/subscribe/${member.id}`)).statusCode).toBe(200);
    await runJobs();

    const mails = received(member.email).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre place est réservée : atelier « ${workshop.name} », lundi 1er novembre`,
      `Votre place est réservée : atelier « ${workshop.name} », samedi 30 octobre`,
    ]);
    const saturday = mails[1]!;
    expect(saturday.text).toContain('Quand : samedi 30 octobre, 10 h – 11 h 30');
    expect(saturday.text).toContain('Où : 12 rue des Lilas, 75012 Paris');
    expect(saturday.text).toContain(`https://adherents.example.org/workshops/${workshop.id}`);
    expect(mails[0]!.text).toContain('Quand : lundi 1er novembre, 10 h – 11 h 30');
    for (const [mail, row] of [
      [mails[1]!, rows[0]!],
      [mails[0]!, rows[1]!],
    ] as const) {
      const calendar = calendarOf(mail);
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.events).toHaveLength(1);
      const [event] = calendar.events;
      expect(event!.uid).toBe(`seance-${row.id}@adherents.example.org`);
      expect(event!.sequence).toBe(0);
      expect(event!.start.toISOString()).toBe(row.start.toISOString());
      expect(parisTime(event!.start)).toMatch(/ 10:00$/);
      expect(parisTime(event!.end)).toMatch(/ 11:30$/);
    }
  });

  it('is written once, whatever the job runs and the processes', async () => {
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [9] });
    const { member, auth } = await memberWithSession();
    await put(auth, `/api/meetings/${sessions[0]!.id}/subscribe/${member.id}`);
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue(), t.app.jobs.runDue()]);
    await runJobs();
    expect(received(member.email)).toHaveLength(1);
  });
});

describe('a waiting list entry', () => {
  it('tells the member her position', async () => {
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [10], places: 1 });
    const session = sessions[0]!;
    await subscribe(db(), await createMember(db(), { premium: true }), session);
    const first = await memberWithSession();
    const second = await memberWithSession();
    expect((await put(first.auth, `/api/meetings/${session.id}/subscribe/${first.member.id}`)).statusCode).toBe(202);
    expect((await put(second.auth, `/api/meetings/${session.id}/subscribe/${second.member.id}`)).statusCode).toBe(202);
    await runJobs();
    expect(received(first.member.email)[0]!.text).toContain("vous êtes 1re sur la liste d'attente");
    expect(received(second.member.email)[0]!.text).toContain("vous êtes 2e sur la liste d'attente");
    expect(received(second.member.email)[0]!.attachments).toHaveLength(0);
  });
});

describe('reminders', () => {
  it('are written once at each delay as the clock moves, not to who cancelled or turned them off', async () => {
    const now = new Date();
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [5], now });
    const session = sessions[0]!;
    const start = session.start.getTime();
    const [kept, cancelled, quiet, only2h] = await Promise.all(
      Array.from({ length: 4 }, () => createMember(db(), { premium: true })),
    );
    for (const member of [kept!, cancelled!, quiet!, only2h!]) await subscribe(db(), member, session);
    await db()
      .update(meetingSubscriptions)
      .set({ unsubscribedAt: now })
      .where(and(eq(meetingSubscriptions.userId, cancelled!.id), eq(meetingSubscriptions.meetingId, session.id)));
    await db()
      .insert(sessionMailPreferences)
      .values([
        { userId: quiet!.id, reminders: false },
        { userId: only2h!.id, skippedReminderHours: [48] },
      ]);
    const reminders = async () =>
      (
        await db()
          .select({ to: mailOutbox.to, purpose: mailOutbox.purpose })
          .from(mailOutbox)
          .where(like(mailOutbox.purpose, `reminder:%:%`))
      ).filter((row) => [kept, cancelled, quiet, only2h].some((member) => member!.email === row.to));

    await runJobs(new Date(start - 49 * hour));
    expect(await reminders()).toHaveLength(0);
    await runJobs(new Date(start - 48 * hour + 60_000));
    await runJobs(new Date(start - 47.5 * hour));
    expect((await reminders()).map((row) => row.to)).toEqual([kept!.email]);
    expect(received(kept!.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Rappel : atelier « .* »/),
    ]);
    await runJobs(new Date(start - 2 * hour + 60_000));
    await runJobs(new Date(start - 1.5 * hour));
    expect((await reminders()).map((row) => `${row.to} ${row.purpose!.split(':')[1]}`).sort()).toEqual(
      [`${kept!.email} 48`, `${kept!.email} 2`, `${only2h!.email} 2`].sort(),
    );
    expect(received(kept!.email)).toHaveLength(2);
    expect(received(cancelled!.email)).toHaveLength(0);
    expect(received(quiet!.email)).toHaveLength(0);
  });

  it('two processes racing on the same due pass send one e-mail to each member', async () => {
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [6], places: 20 });
    const session = sessions[0]!;
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(db(), { premium: true })));
    for (const member of members) await subscribe(db(), member, session);
    const due = new Date(session.start.getTime() - 2 * hour + 60_000);
    await Promise.all([t.app.jobs.runDue(due), t.app.jobs.runDue(due)]);
    await Promise.all([t.app.jobs.runDue(due), t.app.jobs.runDue(due)]);
    await waitForOutboxSettled(db());
    for (const member of members) expect(received(member.email), member.email).toHaveLength(1);
  });
});

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
