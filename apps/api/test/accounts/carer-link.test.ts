import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createMember, signIn } from '../helpers/factories.ts';
import type { TestSmtpServer } from '../helpers/smtp-server.ts';
import { createMailTestApp, type MailTestApp } from '../helpers/mail-app.ts';
import { awayFromWindowEdge } from '../helpers/rate-limit-window.ts';

// The limits below are filled within one fixed window.
beforeEach(() => awayFromWindowEdge(), 60_000);

let t: MailTestApp;
let smtp: TestSmtpServer;
let sequence = 0;
const newAddress = () => `aidant-${++sequence}-${process.pid}@exemple.test`;

beforeAll(async () => {
  t = await createMailTestApp();
  smtp = t.smtp;
});
afterAll(() => t?.close());

async function youngWithSession() {
  const young = await createMember(t.database.db, { isAja: true, ajaRole: 'aja_young', firstname: 'Lina' });
  return { young, headers: await signIn(t.database.db, young) };
}

const nameCarer = (young: { id: number }, headers: { authorization: string }, body: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/users/${young.id}/aja-assistant`, headers, payload: body });

const assistantIdOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.assistantId;

describe('POST /api/users/{id}/aja-assistant', () => {
  it('P2-PROF-20 an existing carer account is linked only once the carer accepts through the e-mailed link', async () => {
    const carer = await createMember(t.database.db, {
      isAja: true,
      ajaRole: 'aja_assistant',
      firstname: 'Véritable',
      lastname: 'Identité',
    });
    const { young, headers } = await youngWithSession();
    const typed = {
      firstname: 'Tapé',
      lastname: 'Par le jeune <a href="https://piege.example">ici</a>',
      email: carer.email,
    };
    const response = await nameCarer(young, headers, typed);
    expect(response.statusCode).toBe(201);
    // Only what was typed comes back: never the name of the existing account.
    expect(response.json().data).toEqual({ firstname: typed.firstname, lastname: typed.lastname, email: carer.email });
    expect(response.body).not.toContain('Véritable');
    expect(await assistantIdOf(young.id)).toBeNull();

    const mail = await smtp.waitForMessage((m) => m.to.includes(carer.email));
    expect(mail.subject).toBe('Un jeune du parcours AJA vous désigne comme aidant');
    // Fixed wording: nothing the young person typed.
    expect(mail.text).not.toContain('Tapé');
    expect(mail.text).not.toContain('piege');
    const token = /\/carer-link\/([\w-]+)/.exec(mail.text)?.[1] ?? '';

    // Someone else signed in cannot use the link.
    const stranger = await createMember(t.database.db, { isAja: true, ajaRole: 'aja_assistant' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/carer-link/accept',
      headers: await signIn(t.database.db, stranger),
      payload: { token },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ token: ['Lien invalide ou expiré'] });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/users/carer-link/accept',
      headers: await signIn(t.database.db, carer),
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await assistantIdOf(young.id)).toBe(carer.id);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/carer-link/accept',
      headers: await signIn(t.database.db, carer),
      payload: { token },
    });
    expect(again.statusCode).toBe(422);
  });

  it('removing the carer ends every acceptance link still pending: an old e-mail links nobody again (ADR 068)', async () => {
    const carer = await createMember(t.database.db, { isAja: true, ajaRole: 'aja_assistant' });
    const { young, headers } = await youngWithSession();
    // Named twice (a second e-mail after the first seemed lost): two links reach the carer.
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect((await nameCarer(young, headers, { firstname: 'A', lastname: 'B', email: carer.email })).statusCode).toBe(
        201,
      );
      const mail = await smtp.waitForMessage(
        (m) => m.to.includes(carer.email) && !tokens.some((token) => m.text.includes(token)),
      );
      tokens.push(/\/carer-link\/([\w-]+)/.exec(mail.text)?.[1] ?? '');
    }
    const carerHeaders = await signIn(t.database.db, carer);
    const accept = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/carer-link/accept', headers: carerHeaders, payload: { token } });
    expect((await accept(tokens[0]!)).statusCode).toBe(200);
    expect(await assistantIdOf(young.id)).toBe(carer.id);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${young.id}/aja-assistant`, headers })).statusCode,
    ).toBeLessThan(300);
    const stale = await accept(tokens[1]!);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: ['Lien invalide ou expiré'] });
    expect(await assistantIdOf(young.id)).toBeNull();
  });

  it('answers the address of a non-carer account as a new one and warns its owner, with no link and no typed text', async () => {
    const owner = await createMember(t.database.db);
    const { young, headers } = await youngWithSession();
    const free = await nameCarer(young, headers, { firstname: 'Anne', lastname: 'Durand', email: newAddress() });
    await t.app.inject({ method: 'DELETE', url: `/api/users/${young.id}/aja-assistant`, headers });
    const taken = await nameCarer(young, headers, { firstname: 'Anne', lastname: 'Durand', email: owner.email });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message).toBe(free.json().message);
    expect(taken.json().data).toEqual({ firstname: 'Anne', lastname: 'Durand', email: owner.email });
    const warning = await smtp.waitForMessage((m) => m.to.includes(owner.email));
    expect(warning.text).toContain('Quelqu’un a tenté de rattacher votre adresse e-mail à un autre compte');
    expect(warning.text).not.toMatch(/https?:\/\//);
    expect(warning.text).not.toContain('Durand');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.ajaRole).toBeNull();
  });

  it('invites a new carer with a fixed-wording mail', async () => {
    const { young, headers } = await youngWithSession();
    const email = newAddress();
    expect((await nameCarer(young, headers, { firstname: 'Texte libre', lastname: 'Durand', email })).statusCode).toBe(
      201,
    );
    const mail = await smtp.waitForMessage((m) => m.to.includes(email));
    expect(mail.text).toContain('/complete-registration/');
    expect(mail.text).not.toContain('Texte libre');
  });

  it('allows 5 carer requests per young person a day: the 6th gets a 429 in French', async () => {
    const { young, headers } = await youngWithSession();
    const carers = await Promise.all(
      Array.from({ length: 6 }, () => createMember(t.database.db, { isAja: true, ajaRole: 'aja_assistant' })),
    );
    for (const carer of carers.slice(0, 5)) {
      expect((await nameCarer(young, headers, { firstname: 'A', lastname: 'B', email: carer.email })).statusCode).toBe(
        201,
      );
    }
    const blocked = await nameCarer(young, headers, { firstname: 'A', lastname: 'B', email: carers[5]!.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de tentatives, veuillez réessayer plus tard.');
  });
});
