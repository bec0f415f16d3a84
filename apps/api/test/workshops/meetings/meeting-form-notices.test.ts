import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { addCalendarDays, getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { jobs, mailOutbox, meetingSubscriptions } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../../helpers/mail-app.ts';
import { waitForOutboxSettled, type ReceivedMail } from '../../helpers/smtp-server.ts';

const NOTICE = 'Vos inscriptions aux séances ont été modifiées';

/**
 * Whatever the session form changes in someone's place — added with a place or to the waiting
 * list, moved from one list to the other, removed — she is told by e-mail, once per save, as
 * when a pro subscribes her (ADR 058). PGlite and PostgreSQL.
 */
let t: MailTestApp;
let pro: { id: number; firstname: string; lastname: string; email: string };
let proSession: { authorization: string };
let staff: { id: number; firstname: string; lastname: string };
let staffSession: { authorization: string };

beforeAll(async () => {
  t = await createMailTestApp();
  pro = await createPro(t.database.db, { status: 'basic', premium: true });
  proSession = await signIn(t.database.db, pro);
  staff = await createAdmin(t.database.db);
  staffSession = await signIn(t.database.db, staff);
});
afterAll(() => t?.close());

/** An instant on a Paris day `days` from today. */
const at = (days: number, hour: number, minute = 0) =>
  parisTimeToInstant(addCalendarDays(getParisDay(new Date()), days), hour, minute).toISOString();

const post = (as: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/meetings', headers: as, payload });
const put = (as: { authorization: string }, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/meetings/${id}`, headers: as, payload });

/** Members who each took a place themselves in `session` (so the workshop's pro may act for them). */
async function regulars(count: number, session: { id: number }) {
  const people = await Promise.all(Array.from({ length: count }, () => createMember(t.database.db, { premium: true })));
  for (const person of people) await subscribe(t.database.db, person, session);
  return people;
}

/** The mails written for this address, once every delivery is over. */
async function mailsTo(email: string) {
  await t.app.jobs.runDue();
  await waitForOutboxSettled(t.database.db);
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, NOTICE)));
}

/** The notices of changed places are written by a job (ADR 072): run it, then wait for delivery. */
async function noticeFor(predicate: (mail: ReceivedMail) => boolean) {
  await t.app.jobs.runDue();
  return t.smtp.waitForMessage((mail) => mail.subject === NOTICE && predicate(mail));
}

/** The one notice this address received, checked to be about this workshop and to say `words`. */
async function oneNotice(email: string, workshopName: string, words: string) {
  const mails = await mailsTo(email);
  expect(mails, email).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.subject).toBe('Vos inscriptions aux séances ont été modifiées');
  expect(mail!.text).toMatch(
    new RegExp(
      `atelier « ${workshopName} », séance du \\S+ \\d{2}/\\d{2}/\\d{4}, \\d{2}h\\d{2} - \\d{2}h\\d{2} : ${words.replace(/[()]/g, '\\$&')}\\.`,
    ),
  );
  return mail!;
}

describe('the session form tells each person whose place it changed (ADR 058)', () => {
  it('P2-MFORM-01 a new session: the person given a place and the one put on the waiting list each get one notice', async () => {
    const {
      workshop,
      sessions: [earlier],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [10] });
    const [placed, waiting] = await regulars(2, earlier!);
    const body = {
      workshop_id: workshop.id,
      start: at(3, 10),
      end: at(3, 11, 30),
      type: 'onsite',
      address: '3 rue des Lilas, Paris',
      sequence: 2,
      places: 8,
      subscribers: [placed!.id],
      queued: [waiting!.id],
    };
    expect((await post(proSession, body)).statusCode).toBe(201);

    const mail = await oneNotice(placed!.email, workshop.name, 'une place vous a été réservée');
    expect(mail.text).toContain(`${pro.firstname} ${pro.lastname}, qui anime l'atelier, a modifié vos inscriptions :`);
    expect(mail.text).toContain('https://adherents.example.org/meetings');
    await oneNotice(waiting!.email, workshop.name, "vous avez été inscrit(e) sur la liste d'attente");
    const delivered = await noticeFor((message) => message.to.includes(waiting!.email));
    expect(delivered.raw).toContain('text/html');
  });

  it('P2-MFORM-17 an edit: moved to a place, moved to the waiting list, removed from either, added to either — one notice each, in its words', async () => {
    const {
      workshop,
      sessions: [session, earlier],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7, 3] });
    const [promoted, demoted, cancelled, unqueued, kept] = await Promise.all(
      Array.from({ length: 5 }, () => createMember(t.database.db, { premium: true })),
    );
    await subscribe(t.database.db, promoted!, session!, 'waiting');
    await subscribe(t.database.db, demoted!, session!);
    await subscribe(t.database.db, cancelled!, session!);
    await subscribe(t.database.db, unqueued!, session!, 'waiting');
    await subscribe(t.database.db, kept!, session!);
    const [placed, queued] = await regulars(2, earlier!);

    const response = await put(proSession, session!.id, {
      subscribers: [kept!.id, promoted!.id, placed!.id],
      queued: [demoted!.id, queued!.id],
    });
    expect(response.statusCode).toBe(200);

    await oneNotice(
      promoted!.email,
      workshop.name,
      "vous étiez sur la liste d'attente : une place vous a été attribuée",
    );
    await oneNotice(demoted!.email, workshop.name, "vous aviez une place : vous avez été mis sur la liste d'attente");
    await oneNotice(cancelled!.email, workshop.name, 'votre place a été annulée');
    await oneNotice(unqueued!.email, workshop.name, "vous avez été retiré de la liste d'attente");
    await oneNotice(placed!.email, workshop.name, 'une place vous a été réservée');
    await oneNotice(queued!.email, workshop.name, "vous avez été inscrit(e) sur la liste d'attente");
    expect(await mailsTo(kept!.email)).toEqual([]);
  });

  it('one list given: the person moved out of the other list is told once, the others nothing', async () => {
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7] });
    const [moved, stays] = await Promise.all([
      createMember(t.database.db, { premium: true }),
      createMember(t.database.db, { premium: true }),
    ]);
    await subscribe(t.database.db, moved!, session!, 'waiting');
    await subscribe(t.database.db, stays!, session!, 'waiting');
    expect((await put(proSession, session!.id, { subscribers: [moved!.id] })).statusCode).toBe(200);
    await oneNotice(moved!.email, workshop.name, "vous étiez sur la liste d'attente : une place vous a été attribuée");
    expect(await mailsTo(stays!.email)).toEqual([]);
  });

  it('a save that changes nobody’s place sends no notice', async () => {
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7] });
    const [first, second, third] = await Promise.all(
      Array.from({ length: 3 }, () => createMember(t.database.db, { premium: true })),
    );
    await subscribe(t.database.db, first!, session!);
    await subscribe(t.database.db, second!, session!);
    await subscribe(t.database.db, third!, session!, 'waiting');
    expect(
      (await put(proSession, session!.id, { places: 12, address: '5 rue des Lilas, Paris', sequence: 3 })).statusCode,
    ).toBe(200);
    expect(
      (await put(proSession, session!.id, { subscribers: [second!.id, first!.id], queued: [third!.id] })).statusCode,
    ).toBe(200);
    expect((await put(staffSession, session!.id, { subscribers: [first!.id, second!.id] })).statusCode).toBe(200);
    const {
      sessions: [empty],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [9] });
    expect(
      (
        await post(proSession, {
          workshop_id: workshop.id,
          start: at(4, 10),
          end: at(4, 11, 30),
          type: 'onsite',
          address: '3 rue des Lilas, Paris',
          sequence: 2,
          places: 8,
        })
      ).statusCode,
    ).toBe(201);
    expect((await put(proSession, empty!.id, { places: 5 })).statusCode).toBe(200);
    for (const person of [first!, second!, third!]) expect(await mailsTo(person.email)).toEqual([]);
    expect(await mailsTo(pro.email)).toEqual([]);
  });

  it('the staff saving the form: the notice names her as the association’s', async () => {
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7] });
    const stranger = await createMember(t.database.db, { premium: true });
    expect((await put(staffSession, session!.id, { queued: [stranger.id] })).statusCode).toBe(200);
    const mail = await oneNotice(stranger.email, workshop.name, "vous avez été inscrit(e) sur la liste d'attente");
    expect(mail.text).toContain(
      `${staff.firstname} ${staff.lastname}, de l'équipe de l'association, a modifié vos inscriptions :`,
    );
  });

  it('the person who saved the form gets no notice for her own place', async () => {
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7] });
    const other = await createMember(t.database.db, { premium: true });
    await t.database.db
      .insert(meetingSubscriptions)
      .values({ meetingId: session!.id, userId: pro.id, status: 'validated' });
    await subscribe(t.database.db, other, session!);
    expect((await put(proSession, session!.id, { subscribers: [] })).statusCode).toBe(200);
    await oneNotice(other.email, workshop.name, 'votre place a été annulée');
    expect(await mailsTo(pro.email)).toEqual([]);
  });
});

describe('a notice that cannot be sent', () => {
  it('is tried again later, and the save stands', async () => {
    const logLines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const failing = await buildApp({
      config: t.config,
      database: t.database,
      mailer: {
        send: () => Promise.reject(new Error('serveur de courrier injoignable')),
        queue: () => Promise.reject(new Error('serveur de courrier injoignable')),
      },
      logger: pino({ level: 'error' }, stream),
    });
    try {
      const {
        sessions: [session],
      } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7] });
      const [leaving, joining] = await Promise.all([
        createMember(t.database.db, { premium: true }),
        createMember(t.database.db, { premium: true }),
      ]);
      await subscribe(t.database.db, leaving, session!);
      await subscribe(t.database.db, joining, session!, 'waiting');
      const response = await failing.inject({
        method: 'PUT',
        url: `/api/meetings/${session!.id}`,
        headers: proSession,
        payload: { subscribers: [joining.id] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.subscribers.map((person: { id: number }) => person.id)).toEqual([joining.id]);
      const now = new Date();
      await failing.jobs.runDue(now);
      const notices = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'place-change-mail'), eq(jobs.state, 'pending')));
      const mine = notices.filter((job) => [leaving.id, joining.id].includes(Number(job.payload.userId)));
      expect(mine).toHaveLength(2);
      for (const job of mine) {
        expect(job.result).toBe('serveur de courrier injoignable');
        expect(job.runAt.getTime()).toBe(now.getTime() + 60_000);
      }
      expect(logLines.join('')).toContain('tâche de fond en échec');
      await t.database.db.delete(jobs).where(eq(jobs.kind, 'place-change-mail'));
    } finally {
      await failing.close();
    }
  });
});
