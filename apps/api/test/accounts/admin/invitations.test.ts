import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, signIn } from '../../helpers/factories.ts';
import { solveCaptcha } from '../../helpers/captcha.ts';
import { waitForOutboxSettled, type TestSmtpServer } from '../../helpers/smtp-server.ts';
import { createMailTestApp, type MailTestApp } from '../../helpers/mail-app.ts';

const PASSWORD = 'mon mot de passe';
let t: MailTestApp;
let smtp: TestSmtpServer;
let staff: { authorization: string };
let nextIp = 1;

beforeAll(async () => {
  t = await createMailTestApp();
  smtp = t.smtp;
  staff = await signIn(t.database.db, await createAdmin(t.database.db));
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });

async function linkSentTo(email: string, after: number) {
  const mail = await smtp.waitForMessage((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after);
  const token = /\/complete-registration\/([\w-]+)\?email=/.exec(mail.text)?.[1];
  if (!token) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
  return { mail, token };
}

async function complete(email: string, token: string) {
  const { payload } = await solveCaptcha(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/registration/complete',
    remoteAddress: `203.0.113.${nextIp++}`,
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
}

const signInWith = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: email, password: PASSWORD, client_id: 'web' },
  });

describe('POST /api/admin/invitations', () => {
  it('P1-PWD-22 creates a pro with a status and e-mails a working 7-day link; audited without the token', async () => {
    const before = smtp.messages.length;
    const response = await call('POST', '/api/admin/invitations', {
      email: 'Nouvelle.Pro@Exemple.fr',
      firstname: 'Nadia',
      lastname: 'Pro',
      role: 'pro',
      pro_status: { type: 'licence', start: '2025-01-01', end: null, is_blocked: false },
    });
    expect(response.statusCode).toBe(201);
    const { user_id: userId } = response.json<{ user_id: number }>();
    const { mail, token } = await linkSentTo('nouvelle.pro@exemple.fr', before);
    expect(mail.subject).toBe('Finalisez votre inscription');
    expect(mail.text).toContain('Bonjour Nadia,');
    expect(mail.text).toContain('7 jours');
    expect(mail.text).toContain('https://adherents.example.org/complete-registration/');

    const pending = (await call('GET', '/api/admin/invitations')).json<{
      data: { user_id: number; expires_at: string }[];
    }>().data;
    const invitation = pending.find((row) => row.user_id === userId)!;
    const days = (new Date(invitation.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect((await complete('nouvelle.pro@exemple.fr', token)).statusCode).toBeLessThan(300);
    expect((await signInWith('nouvelle.pro@exemple.fr')).statusCode).toBe(200);
    const person = (await call('GET', `/api/admin/users/${userId}`)).json();
    expect(person).toMatchObject({
      role: 'pro',
      is_invited: false,
      pro_statuses: [{ type: 'licence', start: '2025-01-01' }],
    });
    expect(
      (await call('GET', '/api/admin/invitations'))
        .json()
        .data.some((row: { user_id: number }) => row.user_id === userId),
    ).toBe(false);

    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)));
    expect(lines.map((line) => line.action)).toEqual(['invite']);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('refuses an address that already has an account, in French under the field, and sends nothing', async () => {
    const member = await createMember(t.database.db);
    const before = smtp.messages.length;
    const response = await call('POST', '/api/admin/invitations', {
      email: member.email,
      firstname: 'A',
      lastname: 'B',
      role: 'user',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée'] });
    await waitForOutboxSettled(t.database.db);
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses a pro status for someone invited as a member, writing nothing', async () => {
    const response = await call('POST', '/api/admin/invitations', {
      email: 'membre.statut@exemple.fr',
      firstname: 'A',
      lastname: 'B',
      role: 'user',
      pro_status: { type: 'basic', start: '2025-01-01' },
    });
    expect(response.statusCode).toBe(422);
    const list = (await call('GET', '/api/admin/users?q=membre.statut')).json();
    expect(list.meta.total).toBe(0);
  });
});

describe('POST /api/admin/invitations/:id/resend', () => {
  it('sends a new link and the old one stops working', async () => {
    let before = smtp.messages.length;
    await call('POST', '/api/admin/invitations', {
      email: 'renvoi@exemple.fr',
      firstname: 'Rémi',
      lastname: 'Renvoi',
      role: 'user',
    });
    const first = await linkSentTo('renvoi@exemple.fr', before);
    const pending = (await call('GET', '/api/admin/invitations'))
      .json<{ data: { id: number; email: string }[] }>()
      .data.find((row) => row.email === 'renvoi@exemple.fr')!;

    before = smtp.messages.length;
    const resent = await call('POST', `/api/admin/invitations/${pending.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const second = await linkSentTo('renvoi@exemple.fr', before);
    expect(second.token).not.toBe(first.token);

    const old = await complete('renvoi@exemple.fr', first.token);
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.token).toEqual(["Ce lien d'invitation n'est plus valide."]);
    expect((await complete('renvoi@exemple.fr', second.token)).statusCode).toBeLessThan(300);
    expect((await signInWith('renvoi@exemple.fr')).statusCode).toBe(200);
    // Used, it is no longer pending.
    expect((await call('POST', `/api/admin/invitations/${pending.id}/resend`)).statusCode).toBe(404);
  });

  it('refuses an archived invitee with 409 in French, sends and writes nothing, and resends once they are reactivated', async () => {
    await call('POST', '/api/admin/invitations', {
      email: 'archive.invite@exemple.fr',
      firstname: 'Anne',
      lastname: 'Archive',
      role: 'user',
    });
    const pending = (await call('GET', '/api/admin/invitations'))
      .json<{ data: { id: number; user_id: number; email: string }[] }>()
      .data.find((row) => row.email === 'archive.invite@exemple.fr')!;
    expect((await call('POST', `/api/admin/users/${pending.user_id}/archive`)).statusCode).toBe(200);
    await waitForOutboxSettled(t.database.db);
    const before = smtp.messages.length;

    const refused = await call('POST', `/api/admin/invitations/${pending.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: 'Ce compte est archivé : réactivez-le avant de renvoyer l’invitation.',
    });
    await waitForOutboxSettled(t.database.db);
    expect(smtp.messages.length).toBe(before);
    const resends = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'resend-invitation'), eq(auditLog.entityId, pending.user_id)));
    expect(resends).toEqual([]);

    expect((await call('POST', `/api/admin/users/${pending.user_id}/unarchive`)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/invitations/${pending.id}/resend`)).statusCode).toBe(200);
    await linkSentTo('archive.invite@exemple.fr', before);
  });
});
