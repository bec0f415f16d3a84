import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, createPartner, createPro, signIn } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';
import { waitForOutboxSettled } from '../helpers/smtp-server.ts';

/**
 * Issue #38, ADR 076: the e-mails that tell a member her membership ends, at the staff's delays
 * (30 and 7 days before, the day, 15 days after), through a real SMTP server, on the test's
 * clock. PGlite and PostgreSQL.
 */
let t: MailTestApp;
const db = () => t.database.db;
const day = 24 * 3600_000;
const hour = 3600_000;

beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t?.close());

async function runJobs(now: Date) {
  await t.app.jobs.runDue(now);
  await t.app.jobs.runDue(now);
  await waitForOutboxSettled(db());
}
const received = (email: string) => t.smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));
const subjects = (email: string) => received(email).map((mail) => mail.subject);

type Source = (typeof memberships.$inferInsert)['source'];
async function membershipOf(userId: number, end: Date, source: Source = 'card_payment', partnerId?: number) {
  await db()
    .insert(memberships)
    .values({ userId, start: new Date(end.getTime() - 365 * day), end, source, partnerId, ref: `R-${userId}` });
}

describe('renewal reminders', () => {
  it('are written once at each delay, none once renewed, each with the way to renew that fits the member', async () => {
    // Ends on Tuesday 1 June 2027, 10:00 in Paris.
    const end = new Date('2027-06-01T08:00:00Z');
    const card = await createMember(db());
    const renewed = await createMember(db());
    const pro = await createPro(db());
    const aja = await createMember(db(), { isAja: true, ajaRole: 'aja_young' });
    const ligue = await createPartner(db(), { name: 'Ligue contre le cancer – Comité de Paris', supportType: 'ligue' });
    const partnered = await createMember(db());
    await membershipOf(card.id, end);
    await membershipOf(renewed.id, end);
    await membershipOf(renewed.id, new Date(end.getTime() + 365 * day));
    await membershipOf(pro.id, end);
    await membershipOf(aja.id, end, 'aja_adhesion');
    await membershipOf(partnered.id, end, 'free_adhesion', ligue.id);

    await runJobs(new Date(end.getTime() - 31 * day));
    expect(subjects(card.email)).toEqual([]);

    await runJobs(new Date(end.getTime() - 30 * day + hour));
    await runJobs(new Date(end.getTime() - 29 * day));
    expect(subjects(card.email)).toEqual(['Votre adhésion prend fin le mardi 1er juin 2027']);
    const first = received(card.email)[0]!;
    expect(first.text).toContain('prend fin le mardi 1er juin 2027, dans 30 jours.');
    expect(first.text).toContain('Vous pourrez la renouveler à partir du lundi 17 mai 2027');
    expect(first.text).toContain('https://adherents.example.org/payment/subscription');
    expect(first.text).toContain('par carte bancaire');
    expect(received(pro.email)[0]!.text).toContain('https://adherents.example.org/payment/resubscription');
    expect(received(aja.email)[0]!.text).toContain('Dans le programme AJA, l’adhésion reste gratuite.');
    const partnerMail = received(partnered.email)[0]!;
    expect(partnerMail.text).toContain('prise en charge par Ligue contre le cancer – Comité de Paris');
    expect(partnerMail.text).toContain('https://adherents.example.org/payment/subscription');
    expect(partnerMail.raw).toContain('text/html');

    await runJobs(new Date(end.getTime() - 7 * day + hour));
    await runJobs(new Date(end.getTime() + hour));
    await runJobs(new Date(end.getTime() + 15 * day + hour));
    await runJobs(new Date(end.getTime() + 40 * day));
    expect(subjects(card.email)).toEqual([
      'Votre adhésion prend fin le mardi 1er juin 2027',
      'Votre adhésion prend fin le mardi 1er juin 2027',
      'Votre adhésion prend fin aujourd’hui',
      'Votre adhésion a pris fin le mardi 1er juin 2027',
    ]);
    expect(received(card.email)[1]!.text).toContain('Vous pouvez la renouveler dès maintenant');
    expect(received(card.email)[3]!.text).toContain('Renouvelez-la pour continuer');
    expect(subjects(renewed.email)).toEqual([]);
  });

  it('a pass missed is made up for with the delay now due, not with the ones overtaken, counting the real days left', async () => {
    const now = new Date('2027-09-01T08:00:00Z');
    const late = await createMember(db());
    await membershipOf(late.id, new Date(now.getTime() + 5 * day));
    await runJobs(now);
    await runJobs(new Date(now.getTime() + hour));
    expect(received(late.email).map((mail) => mail.text.match(/dans (\d+) jours/)?.[1])).toEqual(['5']);
  });

  it('follow the staff setting, refused with its reason when unreadable', async () => {
    const admin = await signIn(db(), await createAdmin(db()));
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json().data;
    const save = (renewal_reminder_days: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin,
        payload: { ...before, renewal_reminder_days },
      });
    const before = await read();
    expect(before.renewal_reminder_days).toBe('30,7,0,-15');
    for (const [typed, error] of [
      ['30 jours', 'Indiquez des nombres de jours entiers séparés par des virgules, par exemple 30, 7, 0, -15'],
      ['120, 7', 'Chaque délai doit être compris entre -90 et 90 jours'],
      ['7, 7', 'Chaque délai ne peut figurer qu’une fois'],
    ]) {
      const refused = await save(typed!);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ renewal_reminder_days: [error] });
    }
    expect((await save(' 10 ')).statusCode).toBe(200);
    expect((await read()).renewal_reminder_days).toBe('10');
    const end = new Date('2028-03-01T08:00:00Z');
    const member = await createMember(db());
    await membershipOf(member.id, end);
    for (const offset of [30, 10, 7, 0]) await runJobs(new Date(end.getTime() - offset * day + hour));
    expect(received(member.email).map((mail) => mail.text.match(/dans (\d+) jours?/)?.[1])).toEqual(['10']);
    expect((await save('30, 7, 0, -15')).statusCode).toBe(200);
  });
});
