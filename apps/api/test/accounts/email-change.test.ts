import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../src/db/schema/index.ts';
import { createMember, signIn } from '../helpers/factories.ts';
import type { TestSmtpServer } from '../helpers/smtp-server.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';

const PUBLIC_URL = 'https://adherents.example.org';
const PASSWORD = 'motdepasse-actuel';
let t: MailTestApp;
let smtp: TestSmtpServer;
let sequence = 0;
const newAddress = () => `nouvelle-${++sequence}-${process.pid}@exemple.test`;

beforeAll(async () => {
  t = await createMailTestApp({ PUBLIC_URL });
  smtp = t.smtp;
});
afterAll(() => t?.close());

const profileOf = (user: { firstname: string; lastname: string }, email: string) => ({
  lastname: user.lastname,
  firstname: user.firstname,
  email,
  street: '1 rue de la Paix',
  zip: '75002',
  city: 'Paris',
  phone: '06 11 22 33 44',
});

async function memberWithSession() {
  const member = await createMember(t.database.db, { password: PASSWORD });
  return { member, headers: await signIn(t.database.db, member) };
}

const askChange = (
  member: { id: number; firstname: string; lastname: string },
  headers: { authorization: string },
  email: string,
  oldPassword?: string,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${member.id}`,
    headers,
    payload: { ...profileOf(member, email), ...(oldPassword === undefined ? {} : { old_password: oldPassword }) },
  });

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/email-change/confirm', payload: { token } });

const signInStatus = async (email: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: email, password: PASSWORD, client_id: 'web' },
    })
  ).statusCode;

async function linkSentTo(email: string) {
  const mail = await smtp.waitForMessage((m) => m.to.includes(email));
  const token = /\/email-change\/([\w-]+)/.exec(mail.text)?.[1];
  return { mail, token };
}

describe('changing the login e-mail', () => {
  it('P2-PROF-16 needs the current password', async () => {
    const { member, headers } = await memberWithSession();
    const missing = await askChange(member, headers, newAddress());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ old_password: ['Champ requis'] });
    const wrong = await askChange(member, headers, newAddress(), 'pas-le-bon');
    expect(wrong.json().errors).toEqual({ old_password: ['Ancien mot de passe incorrect'] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe(member.email);
  });

  it('keeps the current address until the link sent to the new one is opened, and warns the current one', async () => {
    const { member, headers } = await memberWithSession();
    const next = newAddress();
    const response = await askChange(member, headers, next.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Un lien de confirmation a été envoyé à ${next} ; votre adresse actuelle reste valable jusqu'à la confirmation.`,
      pending_email: next,
      data: { email: member.email },
    });
    const { mail, token } = await linkSentTo(next);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(mail.text).toContain(`${PUBLIC_URL}/email-change/`);
    expect(mail.text).toContain('24 heures');
    const notice = await smtp.waitForMessage((m) => m.to.includes(member.email));
    expect(notice.subject).toBe('Changement d’adresse e-mail demandé');
    expect(notice.text).not.toContain('/email-change/');
    // Only a hash is stored.
    const [stored] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, member.id));
    expect(stored?.tokenHash).not.toBe(token);

    expect(await signInStatus(member.email)).toBe(200);
    expect(await signInStatus(next)).toBe(400);

    const confirmed = await confirm(token ?? '');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Votre nouvelle adresse e-mail est enregistrée.' });
    expect(await signInStatus(next)).toBe(200);
    expect(await signInStatus(member.email)).toBe(400);

    // One use only.
    const again = await confirm(token ?? '');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['Lien invalide ou expiré'] });
  });

  it('answers an address that already has an account exactly as a free one, and warns its owner without a link', async () => {
    const owner = await createMember(t.database.db);
    const { member, headers } = await memberWithSession();
    const free = await askChange(member, headers, newAddress(), PASSWORD);
    const taken = await askChange(member, headers, owner.email, PASSWORD);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message).toBe(free.json().message.replace(free.json().pending_email, owner.email));
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());

    const warning = await smtp.waitForMessage((m) => m.to.includes(owner.email));
    expect(warning.subject).toBe('Tentative d’utilisation de votre adresse e-mail');
    expect(warning.text).toContain('Quelqu’un a tenté de rattacher votre adresse e-mail à un autre compte');
    expect(warning.text).not.toMatch(/https?:\/\//);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe(member.email);
  });

  it('refuses an expired or invented link', async () => {
    const { member, headers } = await memberWithSession();
    const next = newAddress();
    await askChange(member, headers, next, PASSWORD);
    const { token } = await linkSentTo(next);
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, member.id));
    expect((await confirm(token ?? '')).json().errors).toEqual({ token: ['Lien invalide ou expiré'] });
    expect((await confirm('invente')).statusCode).toBe(422);
    expect(await signInStatus(member.email)).toBe(200);
  });

  it('fails cleanly when another account took the address before the link was opened', async () => {
    const { member, headers } = await memberWithSession();
    const next = newAddress();
    await askChange(member, headers, next, PASSWORD);
    const { token } = await linkSentTo(next);
    await createMember(t.database.db, { email: next });
    const response = await confirm(token ?? '');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.token).toEqual([
      'Cette adresse ne peut pas être attribuée à votre compte. Faites une nouvelle demande depuis votre profil.',
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.email).toBe(member.email);
  });
});
