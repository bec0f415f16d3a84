import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { login } from '../helpers/auth.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';
import { waitForOutboxSettled } from '../helpers/smtp-server.ts';

/**
 * Issue #38, ADR 078: the nightly retention pass — unused accounts warned, then anonymised 30
 * days later; the text of old e-mails emptied — and the staff's dry run, which must announce
 * exactly what the pass then does. PGlite and PostgreSQL.
 */
let t: MailTestApp;
const db = () => t.database.db;
const day = 24 * 3600_000;
const year = 365.25 * day;

beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t?.close());

describe('retention', () => {
  it('warns, anonymises and empties exactly what the dry run announced, and nobody else', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const toWarn = await createMember(db(), { lastActiveAt: ago(3 * year + 10 * day) });
    const toErase = await createMember(db(), {
      lastActiveAt: ago(3 * year + 40 * day),
      inactivityWarnedAt: ago(31 * day),
    });
    const recent = await createMember(db(), { lastActiveAt: ago(2 * year) });
    const paying = await createMember(db(), { premium: true, lastActiveAt: ago(4 * year) });
    const staff = await createAdmin(db(), { lastActiveAt: ago(4 * year) });
    const runsOne = await createPro(db(), { lastActiveAt: ago(4 * year), inactivityWarnedAt: ago(40 * day) });
    await createWorkshop(db(), { owner: runsOne, sessionDays: [] });
    const justWarned = await createMember(db(), { lastActiveAt: ago(4 * year), inactivityWarnedAt: ago(10 * day) });
    const [oldMail, newMail] = await db()
      .insert(mailOutbox)
      .values([
        {
          to: 'ancien@exemple.test',
          subject: 'Ancien',
          text: 'Texte ancien',
          sentAt: ago(400 * day),
          createdAt: ago(400 * day),
        },
        {
          to: 'recent@exemple.test',
          subject: 'Récent',
          text: 'Texte récent',
          sentAt: ago(10 * day),
          createdAt: ago(10 * day),
        },
      ])
      .returning();

    const admin = await signIn(db(), await createAdmin(db()));
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/retention', headers: admin })).json().data;
    const plan = await read();
    expect(plan).toMatchObject({ inactive_years: 3, mail_months: 12, to_warn: 1, to_anonymise: 1, mails_to_empty: 1 });
    expect(plan.people.map((person: { id: number; action: string }) => [person.id, person.action])).toEqual([
      [toErase.id, 'anonymise'],
      [toWarn.id, 'warn'],
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/retention', headers: await signIn(db(), recent) }))
        .statusCode,
    ).toBe(403);

    await t.app.jobs.runDue(now);
    // The warnings written by the pass go with the mail job's next minute.
    await t.app.jobs.runDue(new Date(now.getTime() + 61_000));
    await waitForOutboxSettled(db());

    const rows = await db()
      .select({
        id: users.id,
        deletedAt: users.deletedAt,
        warnedAt: users.inactivityWarnedAt,
        lastname: users.lastname,
      })
      .from(users)
      .where(inArray(users.id, [toWarn.id, toErase.id, recent.id, paying.id, staff.id, runsOne.id, justWarned.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(toWarn.id)!.warnedAt).not.toBeNull();
    expect(byId.get(toErase.id)).toMatchObject({ lastname: 'supprimé' });
    for (const kept of [recent, paying, staff, runsOne, justWarned]) expect(byId.get(kept.id)!.deletedAt).toBeNull();
    expect(byId.get(recent.id)!.warnedAt).toBeNull();
    const warning = t.smtp.messages.filter((mail) => mail.to.includes(toWarn.email));
    expect(warning.map((mail) => mail.subject)).toEqual(['Votre compte sera anonymisé dans 30 jours']);
    expect(warning[0]!.text).toContain('depuis 3 ans');
    expect(warning[0]!.text).toContain('https://adherents.example.org/login');
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [oldMail!.id, newMail!.id]));
    expect(mails.find((mail) => mail.id === oldMail!.id)).toMatchObject({
      text: '',
      subject: 'Ancien',
      to: 'ancien@exemple.test',
    });
    expect(mails.find((mail) => mail.id === newMail!.id)).toMatchObject({ text: 'Texte récent' });

    const after = await read();
    expect(after.runs[0].result).toBe('1 compte(s) prévenu(s), 1 anonymisé(s), 1 e-mail(s) vidé(s)');
    expect(after).toMatchObject({ to_warn: 0, to_anonymise: 0, mails_to_empty: 0 });
  });

  it('signing in again cancels the warning', async () => {
    const member = await createMember(db(), {
      password: 'motdepasse',
      lastActiveAt: new Date(Date.now() - 3 * year),
      inactivityWarnedAt: new Date(Date.now() - 5 * day),
    });
    await login(t.app, member.email, 'motdepasse');
    const [row] = await db().select().from(users).where(eq(users.id, member.id));
    expect(row!.inactivityWarnedAt).toBeNull();
    expect(row!.lastActiveAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
