import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResets, users, type NewUser } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { waitForOutboxSettled, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';

const PUBLIC_URL = 'https://adherents.example.org';
const OLD_PASSWORD = 'ancien-mot-de-passe';
const NEW_PASSWORD = 'nouveau mot de passe';
const invalidLink = 'Ce lien de réinitialisation est invalide ou a expiré.';

let t: MailTestApp;
let smtp: TestSmtpServer;
// Each test speaks from its own address: the per-IP limits stay out of each other's way.
let nextIp = 1;
const newIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  t = await createMailTestApp({ PUBLIC_URL });
  smtp = t.smtp;
});
afterAll(() => t?.close());

async function createUser(email: string, values: Partial<NewUser> = {}) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      firstname: 'Camille',
      lastname: 'Martin',
      email,
      passwordHash: await hashPassword(OLD_PASSWORD),
      ...values,
    })
    .returning();
  if (!user) throw new Error('utilisateur non créé');
  return user;
}

const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

const login = (email: string, password: string, ip: string) =>
  post('/oauth/token', { grant_type: 'password', username: email, password, client_id: 'web' }, ip);

/** Asks for a reset and reads the token back from the e-mail the SMTP server received. */
async function requestLink(email: string, ip: string) {
  const before = smtp.messages.length;
  const response = await post('/api/password/email', { email }, ip);
  expect(response.statusCode).toBe(200);
  const mail = await smtp.waitForMessage((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= before);
  const match = /\/password\/reset\/([\w-]+)\?email=(\S+)/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
  return { mail, token: match[1], email: decodeURIComponent(match[2]) };
}

const resetBody = (email: string, token: string, password = NEW_PASSWORD, confirmation = password) => ({
  email,
  token,
  password,
  password_confirmation: confirmation,
});

describe('password reset journey', () => {
  // P1 §7: "POST api/password/email | email" then "POST api/password/reset | email, token,
  // password, password_confirmation"; P1 §8: "Reset requested: 'Demande de réinitialisation
  // envoyée'. Password changed: 'Mot de passe modifié'."
  it('P1-PWD-06 P1-PWD-07 P1-PWD-12 P1-PWD-14 resets through the e-mailed link, then the new password logs in and old sessions are closed', async () => {
    const ip = newIp();
    await createUser('parcours@example.org', { firstname: 'Léa' });
    const oldSession = await login('parcours@example.org', OLD_PASSWORD, ip);
    expect(oldSession.statusCode).toBe(200);

    const response = await post('/api/password/email', { email: 'Parcours@Example.org ' }, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Demande de réinitialisation envoyée' });

    const mail = await smtp.waitForMessage((m) => m.to.includes('parcours@example.org'));
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain('60 minutes');
    const link = /https:\/\/adherents\.example\.org\/password\/reset\/([\w-]+)\?email=parcours%40example\.org/.exec(
      mail.text,
    );
    expect(link?.[1]).toMatch(/^[\w-]{43}$/);
    // The database keeps only a hash of the token.
    const [stored] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, 'parcours@example.org'));
    expect(stored?.tokenHash).not.toBe(link?.[1]);

    const reset = await post('/api/password/reset', resetBody('parcours@example.org', link?.[1] ?? ''), ip);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Mot de passe modifié' });

    expect((await login('parcours@example.org', NEW_PASSWORD, ip)).statusCode).toBe(200);
    expect((await login('parcours@example.org', OLD_PASSWORD, ip)).statusCode).toBe(400);
    // Every session opened before the reset is revoked.
    const logout = await post('/api/logout', {}, ip, { authorization: `Bearer ${oldSession.json().access_token}` });
    expect(logout.statusCode).toBe(401);
  });

  // P1 §7 call table: "POST /password/reset | token, email, password, password_confirmation".
  it('P1-PWD-13 answers the reset on /password/reset too (the call without the api prefix)', async () => {
    const ip = newIp();
    await createUser('sans-prefixe@example.org');
    const { token } = await requestLink('sans-prefixe@example.org', ip);
    const reset = await post('/password/reset', resetBody('sans-prefixe@example.org', token), ip);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Mot de passe modifié' });
    expect((await login('sans-prefixe@example.org', NEW_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('POST /api/password/email', () => {
  // DESIGN.md, Security: "generic answers where an answer would reveal whether an e-mail exists".
  it('gives an unknown address the same answer and sends nothing', async () => {
    const ip = newIp();
    await createUser('connue@example.org');
    const known = await post('/api/password/email', { email: 'connue@example.org' }, ip);
    const unknown = await post('/api/password/email', { email: 'inconnue@example.org' }, ip);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());

    await smtp.waitForMessage((m) => m.to.includes('connue@example.org'));
    await waitForOutboxSettled(t.database.db);
    expect(smtp.messages.filter((m) => m.to.includes('inconnue@example.org'))).toEqual([]);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'inconnue@example.org'));
    expect(queued).toEqual([]);
  });

  it('sends nothing to an archived account, with the same answer', async () => {
    const ip = newIp();
    await createUser('archivee@example.org', { isArchived: true });
    const response = await post('/api/password/email', { email: 'archivee@example.org' }, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Demande de réinitialisation envoyée' });
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'archivee@example.org'));
    expect(queued).toEqual([]);
  });

  it('sends a fresh invitation to an invited person who never chose a password', async () => {
    const ip = newIp();
    await createUser('invitee@example.org', { passwordHash: null, isInvited: true });
    const response = await post('/api/password/email', { email: 'invitee@example.org' }, ip);
    expect(response.json()).toEqual({ message: 'Demande de réinitialisation envoyée' });
    const mail = await smtp.waitForMessage((m) => m.to.includes('invitee@example.org'));
    expect(mail.subject).toBe('Finalisez votre inscription');
    expect(mail.text).toMatch(
      /https:\/\/adherents\.example\.org\/complete-registration\/[\w-]{43}\?email=invitee%40example\.org/,
    );
  });

  // P1 §5: "Reset and edit e-mail check: 'Format invalide'".
  it('P1-PWD-05 refuses an address that is not one with "Format invalide"', async () => {
    const response = await post('/api/password/email', { email: 'abc' }, newIp());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Format invalide'] });
    const missing = await post('/api/password/email', {}, newIp());
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['Champ requis'] });
  });

  // DESIGN.md, Security: "Rate limits on login, password reset, registration and code checks".
  it('allows 5 requests an hour per address: the 6th gets a 429 in French', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/password/email', { email: 'insistante@example.org' }, newIp())).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await post('/api/password/email', { email: 'insistante@example.org' }, newIp());
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Trop de tentatives, veuillez réessayer plus tard.',
    });
  });

  it('allows 5 requests an hour per IP, whatever the address', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/password/email', { email: `adresse${i}@example.org` }, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/password/reset', () => {
  it('accepts a link once only', async () => {
    const ip = newIp();
    await createUser('une-fois@example.org');
    const { token } = await requestLink('une-fois@example.org', ip);
    expect((await post('/api/password/reset', resetBody('une-fois@example.org', token), ip)).statusCode).toBe(200);

    const again = await post('/api/password/reset', resetBody('une-fois@example.org', token, 'encore un autre'), ip);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [invalidLink] });
    expect((await login('une-fois@example.org', NEW_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const ip = newIp();
    await createUser('simultane@example.org');
    const { token } = await requestLink('simultane@example.org', ip);
    const [first, second] = await Promise.all([
      post('/api/password/reset', resetBody('simultane@example.org', token, 'premier mot de passe'), ip),
      post('/api/password/reset', resetBody('simultane@example.org', token, 'second mot de passe'), ip),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 422]);
    const winner = first?.statusCode === 200 ? 'premier mot de passe' : 'second mot de passe';
    expect((await login('simultane@example.org', winner, ip)).statusCode).toBe(200);
  });

  it('refuses a link older than 60 minutes', async () => {
    const ip = newIp();
    await createUser('expire@example.org');
    const { token } = await requestLink('expire@example.org', ip);
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, 'expire@example.org'));
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(60 * 60 * 1000, -4);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.email, 'expire@example.org'));

    const response = await post('/api/password/reset', resetBody('expire@example.org', token), ip);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [invalidLink] });
    expect((await login('expire@example.org', OLD_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('refuses a link sent to another address, and an invented one', async () => {
    const ip = newIp();
    await createUser('titulaire@example.org');
    await createUser('autre@example.org');
    const { token } = await requestLink('titulaire@example.org', ip);
    const other = await post('/api/password/reset', resetBody('autre@example.org', token), ip);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ token: [invalidLink] });
    const invented = await post('/api/password/reset', resetBody('titulaire@example.org', 'abc'), ip);
    expect(invented.json().errors).toEqual({ token: [invalidLink] });
  });

  it('retires the older links once the password is changed', async () => {
    const ip = newIp();
    await createUser('deux-liens@example.org');
    const first = await requestLink('deux-liens@example.org', ip);
    const second = await requestLink('deux-liens@example.org', ip);
    expect((await post('/api/password/reset', resetBody('deux-liens@example.org', second.token), ip)).statusCode).toBe(
      200,
    );
    const stale = await post(
      '/api/password/reset',
      resetBody('deux-liens@example.org', first.token, 'un troisième'),
      ip,
    );
    expect(stale.statusCode).toBe(422);
  });

  // P1 §5: "Password and confirmation at least 8 characters (... on the password-edit and
  // complete-registration screens '8 caractères min.')".
  it('P1-PWD-11 refuses a password under 8 characters with "8 caractères min." and changes nothing', async () => {
    const ip = newIp();
    await createUser('court@example.org');
    const { token } = await requestLink('court@example.org', ip);
    const response = await post('/api/password/reset', resetBody('court@example.org', token, '1234567'), ip);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: ['8 caractères min.'],
      password_confirmation: ['8 caractères min.'],
    });
    // Nothing was spent: the same link still works with a valid password.
    expect((await post('/api/password/reset', resetBody('court@example.org', token), ip)).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs from the password', async () => {
    const ip = newIp();
    await createUser('confirmation@example.org');
    const { token } = await requestLink('confirmation@example.org', ip);
    const body = resetBody('confirmation@example.org', token, NEW_PASSWORD, 'autre chose');
    const response = await post('/api/password/reset', body, ip);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password_confirmation: ['Les mots de passe ne correspondent pas'] });
    expect((await login('confirmation@example.org', OLD_PASSWORD, ip)).statusCode).toBe(200);
  });

  // P1 §5: "Reset and edit e-mail check: 'Format invalide'".
  it('P1-PWD-10 refuses an e-mail that is not one with "Format invalide"', async () => {
    const response = await post('/api/password/reset', resetBody('abc', 'jeton'), newIp());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Format invalide'] });
  });
});

describe('OpenAPI', () => {
  it('documents the password routes in French', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/password/email',
      '/api/password/reset',
      '/password/reset',
      '/api/registration/complete',
    ]) {
      expect(document.paths[path].post.summary, path).toBeTruthy();
      expect(document.paths[path].post.tags, path).toEqual(['comptes']);
      expect(document.paths[path].post.requestBody, path).toBeDefined();
    }
  });
});
