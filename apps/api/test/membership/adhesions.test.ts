import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, partners, users } from '../../src/db/schema/index.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { getUserId } from './membership-helpers.ts';

let t: TestApp;
let cleanup: () => void;
const tokens: Record<string, Tokens> = {};
const ids: Record<string, number> = {};
let ligue75: number;
let mutuelle: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  for (const email of ['nonmembre@demo.fr', 'membre@demo.fr', 'jeune@demo.fr', 'pro@demo.fr', 'ligue@demo.fr', 'aidant@demo.fr']) {
    tokens[email] = await login(t.app, email);
    ids[email] = await getUserId(t.database, email);
  }
  const partnerId = async (name: string) =>
    (await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)))[0]!.id;
  ligue75 = await partnerId('Ligue contre le cancer – Comité de Paris');
  mutuelle = await partnerId('Mutuelle Santé Solidaire');
  // The free adhesion is for the partner of one's own orientation: Paul registered through the Ligue of Paris.
  await t.database.db
    .update(users)
    .set({ registrationProcess: { reason: 'ligue', aja_role: null, partner: { id: ligue75 }, validLigueCodeRegistered: true, qprRegistered: true } })
    .where(eq(users.id, ids['nonmembre@demo.fr']!));
});
afterAll(async () => {
  await t.close();
  cleanup();
});

const post = (as: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[as]!), payload });
const profile = async (as: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens[as]!) })).json().data;

describe('POST /api/users/free-adhesion', () => {
  const adhesion = (overrides: object = {}) => ({
    user_id: ids['nonmembre@demo.fr'],
    partner_id: ligue75,
    adh_secret_code: 'LIGUE75',
    reason: 'ligue',
    ref: `ADH-FREE-${Date.now()}`,
    note: null,
    ...overrides,
  });

  it('refuses an expired partner code (LIGUE75-2023) with the code’s error text', async () => {
    const response = await post('nonmembre@demo.fr', '/api/users/free-adhesion', adhesion({ adh_secret_code: 'LIGUE75-2023' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'Code adhérent invalide',
      errors: { adh_secret_code: ['Code adhérent invalide'] },
    });
    expect((await profile('nonmembre@demo.fr')).types).not.toContain('premium');
  });

  it('refuses a partner that does not pay the whole membership, and a partner of another orientation', async () => {
    const paying = await post('nonmembre@demo.fr', '/api/users/free-adhesion', adhesion({ partner_id: mutuelle, reason: 'healthinsurance', adh_secret_code: 'MSS-ADHESION' }));
    expect(paying.statusCode).toBe(422);
    expect(paying.json().errors.partner_id).toEqual(["Ce partenaire ne prend pas en charge l'adhésion : elle se règle par carte."]);
    const mismatch = await post('nonmembre@demo.fr', '/api/users/free-adhesion', adhesion({ reason: 'retreat' }));
    expect(mismatch.statusCode).toBe(422);
  });

  it('refuses an adhesion for someone else (403) and a pro (403)', async () => {
    expect((await post('membre@demo.fr', '/api/users/free-adhesion', adhesion())).statusCode).toBe(403);
    expect((await post('pro@demo.fr', '/api/users/free-adhesion', adhesion({ user_id: ids['pro@demo.fr'] }))).statusCode).toBe(403);
  });

  it('P1-PAY-37 P1-PAY-38 P1-PAY-40 registers a one-year membership with the demo code LIGUE75', async () => {
    const response = await post('nonmembre@demo.fr', '/api/users/free-adhesion', adhesion());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Adhésion enregistrée !', data: { ref: expect.stringMatching(/^ADH-FREE-\d{13}$/) } });
    const { data } = response.json();
    const user = await profile('nonmembre@demo.fr');
    expect(user.types).toContain('premium');
    expect(user.premium_dates).toEqual({ start: data.start, end: data.end });
    const [period] = await t.database.db.select().from(memberships).where(eq(memberships.userId, ids['nonmembre@demo.fr']!));
    expect(period).toMatchObject({ source: 'free_adhesion', partnerId: ligue75, paymentId: null, ref: data.ref });
  });

  it('a second adhesion while the first runs is refused (422)', async () => {
    const response = await post('nonmembre@demo.fr', '/api/users/free-adhesion', adhesion());
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Votre adhésion est déjà en cours.');
  });
});

describe('the demo account ligue@demo.fr (README)', () => {
  it('P1-PAY-37 P1-PAY-38 has finished its ligue registration without membership, and adheres for free with LIGUE75', async () => {
    const before = await profile('ligue@demo.fr');
    expect(before.types).not.toContain('premium');
    expect(before.premium_dates).toBeNull();
    const registration = JSON.parse(before.registration_process);
    expect(registration).toMatchObject({ reason: 'ligue', partner: { id: ligue75 }, validLigueCodeRegistered: true, qprRegistered: true });

    const response = await post('ligue@demo.fr', '/api/users/free-adhesion', {
      user_id: ids['ligue@demo.fr'],
      partner_id: registration.partner.id,
      adh_secret_code: 'LIGUE75',
      reason: registration.reason,
      ref: `ADH-FREE-${Date.now()}`,
      note: null,
    });
    expect(response.statusCode).toBe(200);
    expect((await profile('ligue@demo.fr')).types).toContain('premium');
  });
});

describe('POST /api/users/aja-adhesion', () => {
  it('P1-PAY-39 registers the free AJA membership of an AJA young person', async () => {
    const youngId = ids['jeune@demo.fr']!;
    // The demo AJA membership is over: the young person adheres again.
    await t.database.db.delete(memberships).where(eq(memberships.userId, youngId));
    expect((await profile('jeune@demo.fr')).types).not.toContain('premium');

    const wrongRole = await post('jeune@demo.fr', '/api/users/aja-adhesion', { user_id: youngId, reason: 'aja', aja_role: 'aja_assistant' });
    expect(wrongRole.statusCode).toBe(422);

    const response = await post('jeune@demo.fr', '/api/users/aja-adhesion', {
      user_id: youngId,
      adh_secret_code: null,
      reason: 'aja',
      aja_role: 'aja_young',
      ref: `ADH-AJA-${Date.now()}`,
      note: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Adhésion enregistrée !', data: { ref: expect.stringMatching(/^ADH-AJA-\d{13}$/) } });
    expect((await profile('jeune@demo.fr')).types).toContain('premium');
    const [period] = await t.database.db.select().from(memberships).where(eq(memberships.userId, youngId));
    expect(period).toMatchObject({ source: 'aja_adhesion' });

    const again = await post('jeune@demo.fr', '/api/users/aja-adhesion', { user_id: youngId, reason: 'aja', aja_role: 'aja_young' });
    expect(again.statusCode).toBe(422);
  });

  it('waits for the end of the registration: a carer who has not registered the child yet is refused (409)', async () => {
    const carerId = ids['aidant@demo.fr']!;
    await t.database.db.delete(memberships).where(eq(memberships.userId, carerId));
    await t.database.db.update(users).set({ completedAt: null }).where(eq(users.id, carerId));
    const response = await post('aidant@demo.fr', '/api/users/aja-adhesion', { user_id: carerId, reason: 'aja', aja_role: 'aja_assistant' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', message: 'Terminez d’abord votre inscription avant d’adhérer.' });
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, carerId))).toHaveLength(0);
  });

  it('is for AJA participants only (403)', async () => {
    const response = await post('membre@demo.fr', '/api/users/aja-adhesion', { user_id: ids['membre@demo.fr'], reason: 'aja', aja_role: 'aja_young' });
    expect(response.statusCode).toBe(403);
  });
});
