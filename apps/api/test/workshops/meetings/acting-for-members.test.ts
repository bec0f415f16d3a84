import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, meetingSubscriptions } from '../../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPro,
  createSurveySession,
  createWorkshop,
  signIn,
  subscribe,
} from '../../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../../helpers/mail-app.ts';
import { waitForOutboxSettled, type ReceivedMail } from '../../helpers/smtp-server.ts';

const NOTICE = 'Vos inscriptions aux séances ont été modifiées';

/**
 * « One of her members » is not something a pro can make herself (ADR 058): a pro acts for a
 * member only in a workshop the member took part in by her own doing or the staff's, a place a
 * pro makes never opens the member's profile, sessions or questionnaires to her, and the member
 * hears by e-mail of every change someone else makes to her places. PGlite and PostgreSQL.
 */
let t: MailTestApp;
let pro: { id: number; firstname: string; lastname: string };
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

const put = (as: { authorization: string }, meetingId: number, verb: string, userId: number) =>
  t.app.inject({ method: 'PUT', url: `/api/meetings/${meetingId}/${verb}/${userId}`, headers: as });
const get = (as: { authorization: string }, url: string) => t.app.inject({ method: 'GET', url, headers: as });

async function member(options: Parameters<typeof createMember>[1] = {}) {
  const person = await createMember(t.database.db, { premium: true, ...options });
  return { ...person, session: await signIn(t.database.db, person) };
}

/** What a pro reads of a member: her card, her sessions, her questionnaires. */
async function readsOf(as: { authorization: string }, memberId: number) {
  const search = encodeURIComponent(JSON.stringify({ user_id: memberId }));
  return [
    (await get(as, `/api/users/${memberId}`)).statusCode,
    (await get(as, `/api/meetings?search=${search}`)).statusCode,
    (await get(as, `/api/users/${memberId}/survey-sessions`)).statusCode,
  ];
}

/** « Mes adhérents » of the pro, filtered on one workshop. */
async function listedMembers(workshopId: number): Promise<number[]> {
  const search = encodeURIComponent(JSON.stringify({ role: 'user', is_archived: false, workshop_id: workshopId }));
  const response = await get(proSession, `/api/users?per_page=0&search=${search}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { id: number }[] }).data.map((item) => item.id);
}

async function activeRow(meetingId: number, userId: number) {
  const [row] = await t.database.db
    .select()
    .from(meetingSubscriptions)
    .where(
      and(
        eq(meetingSubscriptions.meetingId, meetingId),
        eq(meetingSubscriptions.userId, userId),
        isNull(meetingSubscriptions.unsubscribedAt),
      ),
    );
  return row;
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

describe('a pro acting for a member (ADR 058)', () => {
  it('cannot subscribe a member who never took a place in her workshop (403), and then reads nothing of her', async () => {
    const {
      workshop,
      sessions: [session, other],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7, 14] });
    const victim = await member({ followedCancerousPathology: true });
    await createSurveySession(t.database.db, victim, 'profile');
    for (const verb of ['subscribe', 'unsubscribe', 'take-place']) {
      const refused = await put(proSession, session!.id, verb, victim.id);
      expect(refused.statusCode, verb).toBe(403);
      expect(refused.json().message).toBe(
        'Vous ne pouvez agir que pour les adhérents qui se sont inscrits eux-mêmes à cet atelier.',
      );
    }
    expect(await activeRow(session!.id, victim.id)).toBeUndefined();
    expect(await readsOf(proSession, victim.id)).toEqual([403, 403, 403]);
    expect(await listedMembers(workshop.id)).not.toContain(victim.id);
    // Even a row a pro made (as before this rule) opens nothing: only the member's own or the staff's count.
    await t.database.db
      .insert(meetingSubscriptions)
      .values({ meetingId: other!.id, userId: victim.id, status: 'validated', bookedBy: pro.id });
    expect(await readsOf(proSession, victim.id)).toEqual([403, 403, 403]);
    expect(await listedMembers(workshop.id)).not.toContain(victim.id);
    expect((await put(proSession, session!.id, 'subscribe', victim.id)).statusCode).toBe(403);
    expect(await mailsTo(victim.email)).toEqual([]);
  });

  it('acts for a member who took a place herself; the member is told by e-mail who changed what, in HTML and text', async () => {
    const {
      workshop,
      sessions: [own, coming],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7, 14] });
    const person = await member({ firstname: 'Hélène' });
    expect((await put(person.session, own!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect(await mailsTo(person.email)).toEqual([]);

    expect((await put(proSession, coming!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect((await activeRow(coming!.id, person.id))?.bookedBy).toBe(pro.id);
    const subscribed = await noticeFor(
      (mail) => mail.to.includes(person.email) && mail.text.includes('une place vous a été réservée'),
    );
    expect(subscribed.subject).toBe('Vos inscriptions aux séances ont été modifiées');
    expect(subscribed.text).toContain('Bonjour Hélène,');
    expect(subscribed.text).toContain(
      `${pro.firstname} ${pro.lastname}, qui anime l'atelier, a modifié vos inscriptions :`,
    );
    expect(subscribed.text).toMatch(
      new RegExp(
        `atelier « ${workshop.name} », séance du \\S+ \\d{2}/\\d{2}/\\d{4}, \\d{2}h\\d{2} - \\d{2}h\\d{2} : une place vous a été réservée\\.`,
      ),
    );
    expect(subscribed.text).toContain('https://adherents.example.org/meetings');
    expect(subscribed.raw).toContain('text/html');
    // The place given comes with its calendar file, as a confirmation does (ADR 072).
    expect(subscribed.attachments.map((file) => file.filename)).toEqual([`seance-${coming!.id}.ics`]);
    expect(subscribed.attachments[0]!.content.toString('utf8')).toContain('METHOD:REQUEST');

    expect((await put(proSession, coming!.id, 'unsubscribe', person.id)).statusCode).toBe(200);
    const cancelled = await noticeFor(
      (mail) => mail.to.includes(person.email) && mail.text.includes('votre place a été annulée'),
    );
    expect(cancelled.attachments.map((file) => file.filename)).toEqual([`annulation-${coming!.id}.ics`]);
    expect(cancelled.attachments[0]!.content.toString('utf8')).toContain('METHOD:CANCEL');
    expect(await readsOf(proSession, person.id)).toEqual([200, 200, 200]);
    expect(await listedMembers(workshop.id)).toContain(person.id);
    expect(await mailsTo(person.email)).toHaveLength(2);
  });

  it('taking a place for a waiting member tells her of the place and of the same-sequence place she left', async () => {
    const {
      sessions: [full],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7], places: 1 });
    const {
      sessions: [elsewhere],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [9] });
    const person = await member();
    const holder = await member();
    await subscribe(t.database.db, holder, full!);
    expect((await put(person.session, full!.id, 'subscribe', person.id)).statusCode).toBe(202);
    expect((await put(person.session, elsewhere!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect((await put(holder.session, full!.id, 'unsubscribe', holder.id)).statusCode).toBe(200);
    expect((await put(proSession, full!.id, 'take-place', person.id)).statusCode).toBe(200);
    const mail = await noticeFor((m) => m.to.includes(person.email));
    expect(mail.text).toContain("vous étiez sur la liste d'attente : une place vous a été attribuée");
    expect(mail.text).toContain(
      "votre place a été libérée, puisqu'une place vous a été attribuée dans une autre séance de la même séquence",
    );
    expect(await mailsTo(person.email)).toHaveLength(1);
  });

  it('a member acting herself gets no e-mail', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, places: 1, sessionDays: [7] });
    const person = await member();
    expect((await put(person.session, session!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect((await put(person.session, session!.id, 'unsubscribe', person.id)).statusCode).toBe(200);
    expect((await put(person.session, session!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect((await activeRow(session!.id, person.id))?.bookedBy).toBeNull();
    expect(await mailsTo(person.email)).toEqual([]);
  });

  it('the staff may act for anyone, the member is told, and a place the staff made counts as hers', async () => {
    const {
      workshop,
      sessions: [session, later],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7, 14] });
    const person = await member();
    expect((await put(staffSession, session!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect((await activeRow(session!.id, person.id))?.bookedBy).toBe(staff.id);
    const mail = await noticeFor((m) => m.to.includes(person.email));
    expect(mail.text).toContain(
      `${staff.firstname} ${staff.lastname}, de l'équipe de l'association, a modifié vos inscriptions :`,
    );
    expect(await readsOf(proSession, person.id)).toEqual([200, 200, 200]);
    expect(await listedMembers(workshop.id)).toContain(person.id);
    expect((await put(proSession, later!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect(await mailsTo(person.email)).toHaveLength(2);
  });

  it('AJA young people likewise: refused until they took a place themselves, told when the pro acts', async () => {
    const ajaPro = await createPro(t.database.db, { status: 'basic', premium: true });
    const ajaSession = await signIn(t.database.db, ajaPro);
    const {
      sessions: [first, second],
    } = await createWorkshop(t.database.db, { owner: ajaPro, isAja: true, sessionDays: [7, 14] });
    const young = await member({ isAja: true, ajaRole: 'aja_young' });
    expect((await put(ajaSession, first!.id, 'subscribe', young.id)).statusCode).toBe(403);
    expect(await readsOf(ajaSession, young.id)).toEqual([403, 403, 403]);
    expect((await put(young.session, first!.id, 'subscribe', young.id)).statusCode).toBe(200);
    expect((await put(ajaSession, second!.id, 'subscribe', young.id)).statusCode).toBe(200);
    await noticeFor((m) => m.to.includes(young.email) && m.text.includes('une place vous a été réservée'));
    expect(await readsOf(ajaSession, young.id)).toEqual([200, 200, 200]);
  });

  it('a member of one of her workshops is not hers in another', async () => {
    const {
      sessions: [mine],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [7] });
    const {
      sessions: [another],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [8] });
    const person = await member();
    expect((await put(person.session, mine!.id, 'subscribe', person.id)).statusCode).toBe(200);
    expect((await put(proSession, another!.id, 'subscribe', person.id)).statusCode).toBe(403);
  });
});

describe('the meeting form adds participants by the same rule (ADR 058)', () => {
  const body = (workshopId: number, subscribers: number[], hour: number) => {
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(hour, 0, 0, 0);
    return {
      workshop_id: workshopId,
      start: start.toISOString(),
      end: new Date(start.getTime() + 90 * 60_000).toISOString(),
      type: 'onsite',
      address: '3 rue des Lilas, Paris',
      sequence: 1,
      places: 8,
      subscribers,
      queued: [],
    };
  };

  it('a pro cannot add someone who never took a place in the workshop; one who did, or the staff, can', async () => {
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [10] });
    const stranger = await member();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: proSession,
      payload: body(workshop.id, [stranger.id], 8),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.subscribers).toEqual([
      `${stranger.firstname} ${stranger.lastname} ne s'est jamais inscrit à cet atelier : vous ne pouvez ajouter que les adhérents qui s'y sont inscrits eux-mêmes`,
    ]);
    expect(await readsOf(proSession, stranger.id)).toEqual([403, 403, 403]);

    const regular = await member();
    expect((await put(regular.session, session!.id, 'subscribe', regular.id)).statusCode).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: proSession,
      payload: body(workshop.id, [regular.id], 10),
    });
    expect(added.statusCode).toBe(201);
    expect((await activeRow(added.json().data.id, regular.id))?.bookedBy).toBe(pro.id);

    const byStaff = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: staffSession,
      payload: body(workshop.id, [stranger.id], 13),
    });
    expect(byStaff.statusCode).toBe(201);
    expect((await activeRow(byStaff.json().data.id, stranger.id))?.bookedBy).toBe(staff.id);
  });
});
