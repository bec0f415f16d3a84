import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users, type NewUser } from '../../src/db/schema/index.ts';
import { createMailer, type OutboxMailer } from '../../src/lib/mailer.ts';
import { createInvitation } from '../../src/modules/accounts/invitation.service.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import type { TestSmtpServer } from '../helpers/smtp-server.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';

const PUBLIC_URL = 'https://adherents.example.org';
const PASSWORD = 'mon mot de passe';
const invalidInvitation = "Ce lien d'invitation n'est plus valide.";
const captchaFailed = 'La vérification anti-robot a échoué, veuillez réessayer.';

let t: MailTestApp;
let smtp: TestSmtpServer;
let mailer: OutboxMailer;
let nextIp = 1;
const newIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  t = await createMailTestApp({ PUBLIC_URL });
  smtp = t.smtp;
  mailer = createMailer(t.config, t.database.db);
});
afterAll(() => t?.close());

/** A person created by someone else (a carer, the staff), then invited by e-mail. */
async function invite(email: string, values: Partial<NewUser> = {}) {
  const [user] = await t.database.db
    .insert(users)
    .values({ firstname: 'Noé', lastname: 'Bernard', email, isInvited: true, ...values })
    .returning();
  if (!user) throw new Error('utilisateur non créé');
  const before = smtp.messages.length;
  await createInvitation(t.database.db, mailer, t.config, user.id);
  const mail = await smtp.waitForMessage((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= before);
  const token = /\/complete-registration\/([\w-]+)\?email=/.exec(mail.text)?.[1];
  if (!token) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
  return { user, token, mail };
}

async function completeBody(email: string, token: string, overrides: Record<string, unknown> = {}) {
  const { payload } = await solveCaptcha(t.app);
  return {
    email,
    token,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    from_complete_registration: true,
    terms_accepted: true,
    privacy_accepted: true,
    captcha: payload,
    ...overrides,
  };
}

const complete = (body: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/registration/complete', payload: body, remoteAddress: ip });

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: email, password, client_id: 'web' },
    remoteAddress: ip,
  });

describe('createInvitation', () => {
  it('e-mails a French invitation whose link opens /complete-registration/{token} for 7 days', async () => {
    const { user, mail } = await invite('invitation@example.org');
    expect(mail.subject).toBe('Finalisez votre inscription');
    expect(mail.text).toContain('Bonjour Noé,');
    expect(mail.text).toContain('7 jours');
    expect(mail.text).toMatch(
      /https:\/\/adherents\.example\.org\/complete-registration\/[\w-]{43}\?email=invitation%40example\.org/,
    );
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.userId, user.id));
    expect(row && (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000).toBeCloseTo(7, 2);
  });
});

describe('POST /api/registration/complete', () => {
  // P1 §2 Complete registration: "The user sets e-mail, password and confirmation, accepts
  // terms and privacy notice, passes a human-check captcha, and is then sent to login."
  // P1 §7: "POST api/registration/complete | email, token, password, password_confirmation,
  // from_complete_registration true"; P1 §8: "Registration finished: 'Inscription terminée'".
  it('P1-PWD-22 P1-PWD-23 finishes the account with a solved captcha, then the password logs in', async () => {
    const ip = newIp();
    const { user, token } = await invite('finir@example.org');
    expect((await login('finir@example.org', PASSWORD, ip)).statusCode).toBe(400);

    const response = await complete(await completeBody('finir@example.org', token), ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Inscription terminée' });

    expect((await login('finir@example.org', PASSWORD, ip)).statusCode).toBe(200);
    const stored = await t.database.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(stored?.isInvited).toBe(false);
    expect(stored?.completedAt).toBeInstanceOf(Date);
    expect(stored?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('accepts an invitation once only, and refuses the same captcha twice', async () => {
    const ip = newIp();
    const { token } = await invite('une-seule-fois@example.org');
    const body = await completeBody('une-seule-fois@example.org', token);
    expect((await complete(body, ip)).statusCode).toBe(200);

    // The same captcha payload, replayed: refused before anything else.
    const replay = await complete(body, ip);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ captcha: [captchaFailed] });

    // A fresh captcha, but the link is spent.
    const other = { password: 'autre mot de passe', password_confirmation: 'autre mot de passe' };
    const again = await complete(await completeBody('une-seule-fois@example.org', token, other), ip);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [invalidInvitation] });
    expect((await login('une-seule-fois@example.org', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('refuses an expired invitation, a link for another address and a replaced link', async () => {
    const ip = newIp();
    const expired = await invite('expiree@example.org');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.userId, expired.user.id));
    const late = await complete(await completeBody('expiree@example.org', expired.token), ip);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ token: [invalidInvitation] });

    const mine = await invite('destinataire@example.org');
    const other = await complete(await completeBody('quelqu-un@example.org', mine.token), ip);
    expect(other.json().errors).toEqual({ token: [invalidInvitation] });

    // A second invitation replaces the first: only the newest link works.
    const first = mine.token;
    const second = await createInvitation(t.database.db, mailer, t.config, mine.user.id).then(() =>
      smtp.waitForMessage((m) => m.to.includes('destinataire@example.org') && !m.text.includes(first)),
    );
    const replaced = await complete(await completeBody('destinataire@example.org', first), ip);
    expect(replaced.json().errors).toEqual({ token: [invalidInvitation] });
    const newest = /\/complete-registration\/([\w-]+)\?/.exec(second.text)?.[1] ?? '';
    expect((await complete(await completeBody('destinataire@example.org', newest), ip)).statusCode).toBe(200);
  });

  // P1 §5: "The captcha must be verified to enable ... complete-registration submit".
  it('P1-PWD-20 refuses a missing captcha and one with a forged signature', async () => {
    const ip = newIp();
    const { token } = await invite('robot@example.org');
    const missing = await complete({ ...(await completeBody('robot@example.org', token)), captcha: undefined }, ip);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ captcha: [captchaFailed] });

    const { payload } = await solveCaptcha(t.app);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    decoded.challenge.signature = 'f'.repeat(64);
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const response = await complete({ ...(await completeBody('robot@example.org', token)), captcha: forged }, ip);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ captcha: [captchaFailed] });
    // The invitation is still there for the human.
    expect((await complete(await completeBody('robot@example.org', token), ip)).statusCode).toBe(200);
  });

  // P1 §2: "accepts terms and privacy notice"; P1 §5: "Required fields: 'Champ requis'".
  it('P1-PWD-19 requires accepting the terms and the privacy notice', async () => {
    const ip = newIp();
    const { token } = await invite('conditions@example.org');
    const body = await completeBody('conditions@example.org', token, {
      terms_accepted: undefined,
      privacy_accepted: false,
    });
    const response = await complete(body, ip);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ terms_accepted: ['Champ requis'], privacy_accepted: ['Champ requis'] });
  });

  // P2 §5 / P2 §8: the e-mail is required ('Champ requis') and checked ('Format invalide').
  it('P1-PWD-17 requires the e-mail and checks its form', async () => {
    const ip = newIp();
    const empty = await complete(await completeBody('', 'jeton'), ip);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ email: ['Champ requis'] });
    const malformed = await complete(await completeBody('abc', 'jeton'), ip);
    expect(malformed.json().errors).toEqual({ email: ['Format invalide'] });
  });

  // P1 §5: "on the password-edit and complete-registration screens '8 caractères min.'".
  it('P1-PWD-18 requires a password and confirmation of 8 characters or more', async () => {
    const ip = newIp();
    const { token } = await invite('court@example.org');
    const attempt = async (fields: Record<string, unknown>) =>
      complete(await completeBody('court@example.org', token, fields), ip);
    const short = await attempt({ password: '1234567', password_confirmation: '1234567' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      password: ['8 caractères min.'],
      password_confirmation: ['8 caractères min.'],
    });
    const missing = await attempt({ password: undefined, password_confirmation: undefined });
    expect(missing.json().errors).toEqual({ password: ['Champ requis'], password_confirmation: ['Champ requis'] });
    const mismatch = await attempt({ password_confirmation: 'pas le même' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Les mots de passe ne correspondent pas'] });
  });
});
