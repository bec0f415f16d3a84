import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../src/db/schema/index.ts';
import { createMember, createPartner, createPartnerCode, createPro, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Account = 'nonMember' | 'member' | 'young' | 'pro' | 'ligue' | 'carer';

let t: TestApp;
const headers = {} as Record<Account, { authorization: string }>;
const ids = {} as Record<Account, number>;
let ligue75: number;
let mutuelle: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ligue = await createPartner(db, {
    name: 'Ligue contre le cancer – Comité de Paris',
    supportType: 'ligue',
    department: '75',
    price: 0,
  });
  await createPartnerCode(db, ligue, 'LIGUE75');
  await createPartnerCode(db, ligue, 'LIGUE75-2023', { validUntil: '2023-12-31' });
  const insurer = await createPartner(db, {
    name: 'Mutuelle Santé Solidaire',
    supportType: 'healthinsurance',
    department: '33',
    price: 1000,
  });
  await createPartnerCode(db, insurer, 'MSS-ADHESION');
  ligue75 = ligue.id;
  mutuelle = insurer.id;
  // The free adhesion is for the partner of one's own orientation: both registered through the Ligue of Paris.
  const throughLigue = {
    registrationProcess: {
      reason: 'ligue' as const,
      aja_role: null,
      partner: { id: ligue75 },
      validLigueCodeRegistered: true,
      qprRegistered: true,
    },
  };
  const carer = await createMember(db, {
    isAja: true,
    ajaRole: 'aja_assistant',
    registrationProcess: { reason: 'aja', aja_role: 'aja_assistant' },
  });
  const accounts: Record<Account, { id: number }> = {
    nonMember: await createMember(db, throughLigue),
    member: await createMember(db, { premium: true }),
    young: await createMember(db, {
      isAja: true,
      ajaRole: 'aja_young',
      assistantId: carer.id,
      registrationProcess: { reason: 'aja', aja_role: 'aja_young' },
    }),
    pro: await createPro(db, { premium: true, status: 'basic' }),
    ligue: await createMember(db, throughLigue),
    carer,
  };
  for (const [as, account] of Object.entries(accounts) as [Account, { id: number }][]) {
    ids[as] = account.id;
    headers[as] = await signIn(db, account);
  }
});
afterAll(async () => {
  await t.close();
});

const post = (as: Account, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: headers[as], payload });
const profile = async (as: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: headers[as] })).json().data;

describe('POST /api/users/free-adhesion', () => {
  const adhesion = (overrides: object = {}) => ({
    user_id: ids.nonMember,
    partner_id: ligue75,
    adh_secret_code: 'LIGUE75',
    reason: 'ligue',
    ref: `ADH-FREE-${Date.now()}`,
    note: null,
    ...overrides,
  });

  it('refuses an expired partner code (LIGUE75-2023) with the code’s error text', async () => {
    const response = await post('nonMember', '/api/users/free-adhesion', adhesion({ adh_secret_code: 'LIGUE75-2023' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'Code adhérent invalide',
      errors: { adh_secret_code: ['Code adhérent invalide'] },
    });
    expect((await profile('nonMember')).types).not.toContain('premium');
  });

  it('refuses a partner that does not pay the whole membership, and a partner of another orientation', async () => {
    const paying = await post(
      'nonMember',
      '/api/users/free-adhesion',
      adhesion({ partner_id: mutuelle, reason: 'healthinsurance', adh_secret_code: 'MSS-ADHESION' }),
    );
    expect(paying.statusCode).toBe(422);
    expect(paying.json().errors.partner_id).toEqual([
      "Ce partenaire ne prend pas en charge l'adhésion : elle se règle par carte.",
    ]);
    const mismatch = await post('nonMember', '/api/users/free-adhesion', adhesion({ reason: 'retreat' }));
    expect(mismatch.statusCode).toBe(422);
  });

  it('refuses an adhesion for someone else (403) and a pro (403)', async () => {
    expect((await post('member', '/api/users/free-adhesion', adhesion())).statusCode).toBe(403);
    expect((await post('pro', '/api/users/free-adhesion', adhesion({ user_id: ids.pro }))).statusCode).toBe(403);
  });

  it('P1-PAY-37 P1-PAY-38 P1-PAY-40 registers a one-year membership with the partner code LIGUE75', async () => {
    const response = await post('nonMember', '/api/users/free-adhesion', adhesion());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Adhésion enregistrée !',
      data: { ref: expect.stringMatching(/^ADH-FREE-\d{13}$/) },
    });
    const { data } = response.json();
    const user = await profile('nonMember');
    expect(user.types).toContain('premium');
    expect(user.premium_dates).toEqual({ start: data.start, end: data.end });
    const [period] = await t.database.db.select().from(memberships).where(eq(memberships.userId, ids.nonMember!));
    expect(period).toMatchObject({ source: 'free_adhesion', partnerId: ligue75, paymentId: null, ref: data.ref });
  });

  it('a second adhesion while the first runs is refused (422)', async () => {
    const response = await post('nonMember', '/api/users/free-adhesion', adhesion());
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Votre adhésion est déjà en cours.');
  });
});

describe('a member who finished a Ligue registration', () => {
  it('P1-PAY-37 P1-PAY-38 has finished its ligue registration without membership, and adheres for free with LIGUE75', async () => {
    const before = await profile('ligue');
    expect(before.types).not.toContain('premium');
    expect(before.premium_dates).toBeNull();
    const registration = JSON.parse(before.registration_process);
    expect(registration).toMatchObject({
      reason: 'ligue',
      partner: { id: ligue75 },
      validLigueCodeRegistered: true,
      qprRegistered: true,
    });

    const response = await post('ligue', '/api/users/free-adhesion', {
      user_id: ids.ligue,
      partner_id: registration.partner.id,
      adh_secret_code: 'LIGUE75',
      reason: registration.reason,
      ref: `ADH-FREE-${Date.now()}`,
      note: null,
    });
    expect(response.statusCode).toBe(200);
    expect((await profile('ligue')).types).toContain('premium');
  });
});

describe('POST /api/users/aja-adhesion', () => {
  it('P1-PAY-39 registers the free AJA membership of an AJA young person', async () => {
    const youngId = ids.young;
    // Any earlier AJA membership is over: the young person adheres again.
    await t.database.db.delete(memberships).where(eq(memberships.userId, youngId));
    expect((await profile('young')).types).not.toContain('premium');

    const wrongRole = await post('young', '/api/users/aja-adhesion', {
      user_id: youngId,
      reason: 'aja',
      aja_role: 'aja_assistant',
    });
    expect(wrongRole.statusCode).toBe(422);

    const response = await post('young', '/api/users/aja-adhesion', {
      user_id: youngId,
      adh_secret_code: null,
      reason: 'aja',
      aja_role: 'aja_young',
      ref: `ADH-AJA-${Date.now()}`,
      note: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Adhésion enregistrée !',
      data: { ref: expect.stringMatching(/^ADH-AJA-\d{13}$/) },
    });
    expect((await profile('young')).types).toContain('premium');
    const [period] = await t.database.db.select().from(memberships).where(eq(memberships.userId, youngId));
    expect(period).toMatchObject({ source: 'aja_adhesion' });

    const again = await post('young', '/api/users/aja-adhesion', {
      user_id: youngId,
      reason: 'aja',
      aja_role: 'aja_young',
    });
    expect(again.statusCode).toBe(422);
  });

  it('waits for the end of the registration: a carer who has not registered the child yet is refused (409)', async () => {
    const carerId = ids.carer;
    await t.database.db.delete(memberships).where(eq(memberships.userId, carerId));
    await t.database.db.update(users).set({ completedAt: null }).where(eq(users.id, carerId));
    const response = await post('carer', '/api/users/aja-adhesion', {
      user_id: carerId,
      reason: 'aja',
      aja_role: 'aja_assistant',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: 'Terminez d’abord votre inscription avant d’adhérer.',
    });
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, carerId))).toHaveLength(0);
  });

  it('is for AJA participants only (403)', async () => {
    const response = await post('member', '/api/users/aja-adhesion', {
      user_id: ids.member,
      reason: 'aja',
      aja_role: 'aja_young',
    });
    expect(response.statusCode).toBe(403);
  });
});
