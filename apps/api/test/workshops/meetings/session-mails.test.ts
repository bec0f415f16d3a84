import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, meetings, meetingSubscriptions, sessionMailPreferences } from '../../../src/db/schema/index.ts';
import { createMember, createPro, createWorkshop, subscribe } from '../../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../../helpers/mail-app.ts';
import { waitForOutboxSettled } from '../../helpers/smtp-server.ts';
import { parisInstant, parisTime } from '../calendar-helpers.ts';
import { sessionMailTools } from './session-mail-tools.ts';

/**
 * Issue #36, ADR 072: a member's confirmations, waiting-list positions and reminders, through a
 * real SMTP server, with the jobs run on the test's clock. PGlite and PostgreSQL.
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
