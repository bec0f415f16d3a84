import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmations, mailOutbox, users } from '../../src/db/schema/index.ts';
import { createMailer, type OutboxMailer } from '../../src/lib/mailer.ts';
import { sendWelcomeMail } from '../../src/modules/accounts/email-confirmation.service.ts';
import { createInvitation } from '../../src/modules/accounts/invitation.service.ts';
import { redactUrl } from '../../src/plugins/request-log.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { createAdmin, createMember, signIn } from '../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';
import { waitForOutboxSettled } from '../helpers/smtp-server.ts';
import { PASSWORD, newEmail, postRegister, registrationBody } from '../registration/registration-helpers.ts';

const PUBLIC_URL = 'https://adherents.example.org';
const HOUR = 3600_000;
let t: MailTestApp;
let mailer: OutboxMailer;
let nextIp = 1;
const newIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  t = await createMailTestApp({ PUBLIC_URL });
  mailer = createMailer(t.config, t.database.db);
});
afterAll(async () => {
  await mailer?.idle();
  await t?.close();
});

const deps = () => ({ db: t.database.db, mailer, config: t.config });

const confirm = (token: string, ip = newIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/email-confirmation/confirm',
    payload: { token },
    remoteAddress: ip,
  });

const resend = (headers: { authorization: string }, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/email-confirmation/resend', headers, remoteAddress: ip });

const profile = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers })).json().data;

const mailsTo = (email: string) => t.smtp.messages.filter((m) => m.to.includes(email));

/** The link of the latest e-mail to this address with that subject. */
async function linkIn(email: string, subject: string, after = 0) {
  const mail = await t.smtp.waitForMessage(
    (m) => m.to.includes(email) && m.subject === subject && t.smtp.messages.indexOf(m) >= after,
  );
  const token = /\/confirm-email\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
  return { mail, token };
}

const confirmedAt = async (userId: number) =>
  (await t.database.db.select({ at: users.emailConfirmedAt }).from(users).where(eq(users.id, userId)))[0]?.at;

async function registerNewMember() {
  const email = newEmail('bienvenue');
  const response = await postRegister(t, registrationBody({ reason: 'other' }, { email }));
  expect(response.statusCode).toBe(201);
  return { id: response.json().data.id as number, email };
}

/** A member whose welcome e-mail was written on the injected clock `now`. */
async function memberWithLink(now = new Date()) {
  const member = await createMember(t.database.db, { password: PASSWORD });
  await sendWelcomeMail(deps(), member.id, now);
  const { token } = await linkIn(member.email, 'Bienvenue dans l’association');
  return { member, token, headers: await signIn(t.database.db, member) };
}

describe('the welcome e-mail (issue #38)', () => {
  it('is written once after registration, by the job, with what to do next and a 48-hour link', async () => {
    const { id, email } = await registerNewMember();
    // Nothing is sent by the request itself: the job sends it.
    expect(mailsTo(email)).toHaveLength(0);
    const now = new Date();
    await t.app.jobs.runDue(now);
    await t.app.jobs.runDue(new Date(now.getTime() + 60_000));
    const { mail } = await linkIn(email, 'Bienvenue dans l’association');
    expect(mail.text).toMatch(/https:\/\/adherents\.example\.org\/confirm-email\/[\w-]{43}/);
    expect(mail.text).toContain('valable 48 heures, une seule fois');
    expect(mail.text).toContain('20 € par an, dont 66 % déductibles');
    expect(mail.text).toContain('gratuite avec certains partenaires et pour l’AJA');
    for (const path of ['/payment/subscription', '/workshops', '/map']) expect(mail.text).toContain(PUBLIC_URL + path);
    expect(mail.raw).toContain('text/html');
    await waitForOutboxSettled(t.database.db);
    expect(mailsTo(email)).toHaveLength(1);
    const written = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.purpose, `welcome:${id}`));
    expect(written).toHaveLength(1);
    // Only a hash is kept, with the address lower-cased.
    const [link] = await t.database.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, id));
    expect(link?.email).toBe(email.toLowerCase());
    expect((link!.expiresAt.getTime() - now.getTime()) / HOUR).toBeCloseTo(48, 1);
    expect(await confirmedAt(id)).toBeNull();
  });

  it('the link confirms the address once, then says it has already been used', async () => {
    const { member, token, headers } = await memberWithLink();
    expect((await profile(headers)).email_confirmed).toBe(false);
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Votre adresse e-mail est confirmée.' });
    expect(await confirmedAt(member.id)).toBeInstanceOf(Date);
    expect((await profile(headers)).email_confirmed).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['Ce lien de confirmation a déjà servi.'] });
  });

  it('the link’s secret is masked in the request log', () => {
    expect(redactUrl('/confirm-email/secret-du-lien')).toBe('/confirm-email/[masqué]');
  });

  it('a link expires after 48 hours, and an unknown one is refused', async () => {
    const { member, token } = await memberWithLink(new Date(Date.now() - 48 * HOUR - 60_000));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({
      token: ['Ce lien de confirmation a expiré (il était valable 48 heures).'],
    });
    expect(await confirmedAt(member.id)).toBeNull();
    const unknown = await confirm('lien-inconnu');
    expect(unknown.json().errors).toEqual({ token: ['Ce lien de confirmation n’est pas valide.'] });
  });

  it('a link sent to an address changed since confirms nothing', async () => {
    const { member, token } = await memberWithLink();
    await t.database.db
      .update(users)
      .set({ email: `autre-${member.id}@exemple.test` })
      .where(eq(users.id, member.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      token: ['Ce lien concerne une adresse qui n’est plus celle de votre compte.'],
    });
    expect(await confirmedAt(member.id)).toBeNull();
  });
});

describe('« Renvoyer le lien »', () => {
  it('sends a new link that replaces the previous one, 5 times an hour at most (French 429)', async () => {
    const { member, token: welcomeToken, headers } = await memberWithLink();
    const ip = newIp();
    let latest = '';
    for (let sent = 1; sent <= 5; sent += 1) {
      const before = t.smtp.messages.length;
      const response = await resend(headers, ip);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        `Un nouveau lien de confirmation a été envoyé à ${member.email}. Il est valable 48 heures.`,
      );
      latest = (await linkIn(member.email, 'Confirmez votre adresse e-mail', before)).token;
    }
    const refused = await resend(headers, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Trop de tentatives, veuillez réessayer plus tard.');
    // Only the latest link works.
    expect((await confirm(welcomeToken)).statusCode).toBe(422);
    expect((await confirm(latest)).statusCode).toBe(200);
  });

  it('is refused once the address is confirmed, and needs a session', async () => {
    const { token, headers } = await memberWithLink();
    await confirm(token);
    const response = await resend(headers, newIp());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Votre adresse e-mail est déjà confirmée.');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/email-confirmation/resend' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an address proven another way', () => {
  it('an e-mail change confirmed through its link marks the new address confirmed', async () => {
    const member = await createMember(t.database.db, { password: PASSWORD });
    const headers = await signIn(t.database.db, member);
    const next = `changee-${member.id}@exemple.test`;
    const asked = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers,
      payload: {
        lastname: member.lastname,
        firstname: member.firstname,
        email: next,
        street: '1 rue de la Paix',
        zip: '75002',
        city: 'Paris',
        phone: '06 11 22 33 44',
        old_password: PASSWORD,
      },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await t.smtp.waitForMessage((m) => m.to.includes(next));
    const token = /\/email-change\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/users/email-change/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await confirmedAt(member.id)).toBeInstanceOf(Date);
  });
  it('an invited person who finishes her registration has proven her address by opening the invitation', async () => {
    const email = `invitee-${Date.now()}@exemple.test`;
    const [user] = await t.database.db
      .insert(users)
      .values({ firstname: 'Noé', lastname: 'Bernard', email, isInvited: true })
      .returning();
    await createInvitation(t.database.db, mailer, t.config, user!.id);
    const mail = await t.smtp.waitForMessage((m) => m.to.includes(email));
    const token = /\/complete-registration\/([\w-]+)\?email=/.exec(mail.text)?.[1];
    const { payload } = await solveCaptcha(t.app);
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/registration/complete',
      remoteAddress: newIp(),
      payload: {
        email,
        token,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        from_complete_registration: true,
        terms_accepted: true,
        privacy_accepted: true,
        captcha: payload,
      },
    });
    expect(completed.statusCode).toBe(200);
    expect(await confirmedAt(user!.id)).toBeInstanceOf(Date);
  });
});

describe('who sees whether an address is confirmed', () => {
  it('the staff see it on the person and in the list', async () => {
    const { member, token } = await memberWithLink();
    const admin = await signIn(t.database.db, await createAdmin(t.database.db));
    const detail = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/users/${member.id}`, headers: admin })).json();
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/users?q=${encodeURIComponent(member.email)}`,
          headers: admin,
        })
      ).json().data;
    expect((await detail()).email_confirmed_at).toBeNull();
    expect(await listed()).toEqual([expect.objectContaining({ id: member.id, email_confirmed: false })]);
    await confirm(token);
    expect((await detail()).email_confirmed_at).toEqual(expect.any(String));
    expect(await listed()).toEqual([expect.objectContaining({ id: member.id, email_confirmed: true })]);
  });

  it('an address the staff type in is not confirmed until its owner opens a link', async () => {
    const { member, token } = await memberWithLink();
    await confirm(token);
    const admin = await signIn(t.database.db, await createAdmin(t.database.db));
    const edit = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${member.id}`,
        headers: admin,
        payload: { firstname: member.firstname, lastname: member.lastname, email, phone: '', role: 'user' },
      });
    expect((await edit(member.email)).json().email_confirmed_at).toEqual(expect.any(String));
    const changed = await edit(`saisie-${member.id}@exemple.test`);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email_confirmed_at).toBeNull();
  });

  it('a member cannot read another member’s state', async () => {
    const other = await createMember(t.database.db);
    const { headers } = await memberWithLink();
    const asUser = await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).not.toHaveProperty('data');
    const asStaff = await t.app.inject({ method: 'GET', url: `/api/admin/users/${other.id}`, headers });
    expect(asStaff.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, other.id)));
    expect(rows).toHaveLength(0);
  });
});
