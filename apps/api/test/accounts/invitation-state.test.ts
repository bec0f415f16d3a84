import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../src/db/schema/index.ts';
import { createMailer, type OutboxMailer } from '../../src/lib/mailer.ts';
import { createInvitation } from '../../src/modules/accounts/invitation.service.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';

let t: MailTestApp;
let mailer: OutboxMailer;
let sequence = 0;

beforeAll(async () => {
  t = await createMailTestApp();
  mailer = createMailer(t.config, t.database.db);
});
afterAll(() => t?.close());

/** A person a carer or the staff created, invited by e-mail: the token of the link. */
async function invite() {
  const email = `invite-${++sequence}-${process.pid}@exemple.test`;
  const [user] = await t.database.db
    .insert(users)
    .values({ firstname: 'Noé', lastname: 'Bernard', email, isInvited: true })
    .returning();
  if (!user) throw new Error('utilisateur non créé');
  await createInvitation(t.database.db, mailer, t.config, user.id);
  const mail = await t.smtp.waitForMessage((m) => m.to.includes(email));
  const token = /\/complete-registration\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
  return { user, email, token };
}

const read = (token: string, remoteAddress = '192.0.2.30') =>
  t.app.inject({
    method: 'GET',
    url: `/api/registration/invitation?token=${encodeURIComponent(token)}`,
    remoteAddress,
  });

describe('GET /api/registration/invitation (ADR 068)', () => {
  it('gives a live link its address, to fill the completion form with', async () => {
    const { email, token } = await invite();
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'valid', email } });
  });

  it('says on arrival that a link is used, or dead, and gives no address then', async () => {
    const used = await invite();
    await t.database.db.update(invitations).set({ usedAt: new Date() }).where(eq(invitations.userId, used.user.id));
    expect((await read(used.token)).json()).toEqual({ data: { status: 'used', email: null } });

    const expired = await invite();
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.userId, expired.user.id));
    expect((await read(expired.token)).json()).toEqual({ data: { status: 'invalid', email: null } });

    const archived = await invite();
    await t.database.db.update(users).set({ isArchived: true }).where(eq(users.id, archived.user.id));
    expect((await read(archived.token)).json()).toEqual({ data: { status: 'invalid', email: null } });

    expect((await read('lien-inconnu')).json()).toEqual({ data: { status: 'invalid', email: null } });
  });

  it('needs a token, and is limited per IP', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/registration/invitation' });
    expect(missing.statusCode).toBe(422);
    for (let i = 0; i < 30; i++) expect((await read('lien-inconnu', '203.0.113.31')).statusCode).toBe(200);
    const limited = await read('lien-inconnu', '203.0.113.31');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Trop de tentatives, veuillez réessayer plus tard.');
  });
});
