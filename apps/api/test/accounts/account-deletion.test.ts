import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  calendarFeeds,
  jobs,
  mailOutbox,
  meetingSubscriptions,
  passwordResets,
  payments,
  rateLimitHits,
  sessionMailPreferences,
  surveyResponses,
  surveySessions,
  taxReceipts,
  users,
} from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPayment,
  createPro,
  createSurveySession,
  createWorkshop,
  signIn,
  subscribe,
} from '../helpers/factories.ts';
import { login } from '../helpers/auth.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';
import { waitForOutboxSettled } from '../helpers/smtp-server.ts';

/**
 * Issue #38, ADR 077: « Supprimer mon compte ». After it no table holds her name, e-mail, phone,
 * street or answers — checked by scanning every text and JSON column of every table — while
 * her payments and tax receipts stay, her coming place goes to the waiting list and her AJA
 * carer is told. PGlite and PostgreSQL.
 */
let t: MailTestApp;
const db = () => t.database.db;
const day = 24 * 3600_000;
const password = 'motdepasse-zq';
const her = {
  firstname: 'Zéphyrine',
  lastname: 'Quellec-Bozon',
  email: 'zephyrine.qb@exemple.test',
  phone: '06 12 34 56 78',
  street: '17 impasse des Glycines',
  zip: '29000',
  city: 'Quimper',
};
const answer = 'RÉPONSE-UNIQUE-4242';
const traces = [her.firstname, her.lastname, her.email, her.phone, 'Glycines', answer];

beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t?.close());

const remove = (as: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'DELETE', url: '/api/user', headers: as, payload });

/** Every text, varchar and JSON column of every table, each value that holds one of `words`. */
async function findTraces(words: string[]) {
  const columns = (await db().execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
    order by table_name, column_name`)) as unknown as { rows?: { table_name: string; column_name: string }[] };
  const rows = (columns.rows ?? (columns as unknown as { table_name: string; column_name: string }[])) as {
    table_name: string;
    column_name: string;
  }[];
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of rows) {
    for (const word of words) {
      const hits = (await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${word}%`}`,
      )) as unknown as { rows?: { n: number }[] } & { n: number }[];
      const count = (hits.rows ?? hits)[0]?.n ?? 0;
      if (count > 0) found.push(`${table}.${column}: ${word}`);
    }
  }
  return found;
}

describe('DELETE /api/user', () => {
  it('refuses a wrong password under its field, the staff and a pro who runs a workshop, and changes nothing', async () => {
    const member = await createMember(db(), { premium: true, password });
    const auth = await signIn(db(), member);
    const wrong = await remove(auth, { password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Mot de passe incorrect'] });
    expect((await remove(auth, {})).statusCode).toBe(422);
    const [still] = await db().select().from(users).where(eq(users.id, member.id));
    expect(still!.deletedAt).toBeNull();
    expect(still!.firstname).toBe(member.firstname);

    const admin = await createAdmin(db(), { password });
    expect((await remove(await signIn(db(), admin), { password })).statusCode).toBe(409);
    const pro = await createPro(db(), { status: 'basic', premium: true, password });
    await createWorkshop(db(), { owner: pro });
    const refused = await remove(await signIn(db(), pro), { password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Vous animez des ateliers');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user', payload: { password } })).statusCode).toBe(401);
  });

  it('erases her everywhere, keeps her payments and receipts, frees her coming place for the waiting list and tells her carer', async () => {
    const now = new Date();
    const carer = await createMember(db(), { isAja: true, ajaRole: 'aja_assistant' });
    const member = await createMember(db(), {
      ...her,
      premium: true,
      password,
      isAja: true,
      ajaRole: 'aja_young',
      assistantId: carer.id,
    });
    const other = await createMember(db(), { premium: true, lastname: 'Témoin-Intact' });
    const pro = await createPro(db(), { status: 'basic', premium: true });
    const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [-3, 7], places: 1 });
    const [past, coming] = sessions;
    await subscribe(db(), member, past!);
    await subscribe(db(), member, coming!);
    await subscribe(db(), other, coming!, 'waiting');

    const survey = await createSurveySession(db(), member, 'profile');
    await db().update(surveyResponses).set({ response: answer }).where(eq(surveyResponses.surveySessionId, survey.id));
    await db().insert(sessionMailPreferences).values({ userId: member.id, reminders: false });
    await db()
      .insert(calendarFeeds)
      .values({ userId: member.id, tokenHash: `feed-${member.id}` });
    await db()
      .insert(passwordResets)
      .values({
        userId: member.id,
        email: her.email,
        tokenHash: `reset-${member.id}`,
        expiresAt: new Date(now.getTime() + day),
      });
    await db()
      .insert(rateLimitHits)
      .values({ key: `login:${her.email}`, windowStart: now, count: 1 });
    await db()
      .insert(mailOutbox)
      .values([
        {
          to: her.email,
          subject: `Bonjour ${her.firstname}`,
          text: `Bonjour ${her.firstname} ${her.lastname}`,
          sentAt: now,
        },
        {
          to: pro.email,
          subject: 'Vos participants de demain',
          text: `- ${her.firstname} ${her.lastname}, ${her.phone}\n- ${other.firstname} ${other.lastname}`,
          html: `<li>${her.firstname} ${her.lastname}</li>`,
          sentAt: now,
        },
      ]);
    await db()
      .insert(auditLog)
      .values([
        {
          actorName: 'Équipe',
          action: 'update',
          entity: 'user',
          entityId: member.id,
          label: `${her.firstname} ${her.lastname}`,
          changes: { street: { before: her.street, after: '1 rue X' } },
        },
        {
          actorName: 'Équipe',
          action: 'update',
          entity: 'meeting-subscription',
          entityId: coming!.id,
          label: `${her.lastname.toUpperCase()} ${her.firstname} – séance`,
          changes: { person: { before: `${her.firstname} ${her.lastname}`, after: null } },
        },
      ]);
    await db()
      .insert(jobs)
      .values({
        kind: 'session-mail',
        key: `test-${member.id}`,
        state: 'done',
        runAt: now,
        payload: { members: [{ email: her.email, firstname: her.firstname, lastname: her.lastname }] },
      });
    const payment = await createPayment(db(), member, { donationEuros: 40, now });
    await db()
      .insert(taxReceipts)
      .values({
        paymentId: payment.id,
        number: `R-${payment.id}`,
        sandbox: false,
        donorName: `${her.firstname} ${her.lastname}`,
        donorAddress: `${her.street}, ${her.zip} ${her.city}`,
        amountCents: 4000,
        paidAt: now,
      });
    expect(await findTraces(traces)).not.toEqual([]);

    const auth = await signIn(db(), member);
    const deleted = await remove(auth, { password });
    expect(deleted.statusCode).toBe(204);

    // Nothing of her is left but the receipt the law keeps.
    const left = await findTraces(traces);
    expect(left.filter((trace) => !trace.startsWith('tax_receipts.'))).toEqual([]);
    expect(left.some((trace) => trace.startsWith('tax_receipts.donor_name'))).toBe(true);
    expect(await findTraces([other.lastname])).not.toEqual([]);
    const [payer] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(payer!.userId).toBe(member.id);
    expect(await db().select().from(surveySessions).where(eq(surveySessions.userId, member.id))).toEqual([]);

    // Signed out everywhere, and she cannot sign in again.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: auth })).statusCode).toBe(401);
    await expect(login(t.app, her.email, password)).rejects.toThrow();

    // Her coming place is freed and held for the first in line; her past place stays, nameless.
    const places = await db()
      .select({ meetingId: meetingSubscriptions.meetingId, left: meetingSubscriptions.unsubscribedAt })
      .from(meetingSubscriptions)
      .where(eq(meetingSubscriptions.userId, member.id));
    expect(places.find((place) => place.meetingId === coming!.id)!.left).not.toBeNull();
    expect(places.find((place) => place.meetingId === past!.id)!.left).toBeNull();
    await t.app.jobs.runDue(new Date());
    // The notice and the offer's e-mail go with the mail job's next minute.
    await t.app.jobs.runDue(new Date(Date.now() + 61_000));
    await waitForOutboxSettled(db());
    const [offered] = await db()
      .select({ until: meetingSubscriptions.offeredUntil })
      .from(meetingSubscriptions)
      .where(and(eq(meetingSubscriptions.userId, other.id), eq(meetingSubscriptions.meetingId, coming!.id)));
    expect(offered!.until).not.toBeNull();

    // Her carer is told, without her name; the link is undone.
    const notice = t.smtp.messages.filter((mail) => mail.to.includes(carer.email));
    expect(notice.map((mail) => mail.subject)).toEqual(['Un compte lié au vôtre a été supprimé']);
    const [erased] = await db().select().from(users).where(eq(users.id, member.id));
    expect(erased).toMatchObject({ assistantId: null, passwordHash: null, firstname: 'Compte', lastname: 'supprimé' });
    expect(erased!.deletedAt).not.toBeNull();

    // Deleting twice is not possible: the session is gone.
    expect((await remove(auth, { password })).statusCode).toBe(401);
  });
});
