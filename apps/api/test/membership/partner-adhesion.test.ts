import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import { memberships, partnerCodes } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { createMember, createPartner, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { awayFromWindowEdge } from '../helpers/rate-limit-window.ts';

// The limits below are filled within one fixed window.
beforeEach(() => awayFromWindowEdge(), 60_000);

let t: TestApp;
/** Two Ligue committees that pay the whole membership, each with its own code. */
let paris: { id: number };
let lyon: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  paris = await createPartner(db, { name: 'Comité de Paris', supportType: 'ligue', price: 0 });
  lyon = await createPartner(db, { name: 'Comité du Rhône', supportType: 'ligue', price: 0, department: '69' });
  await db.insert(partnerCodes).values([
    { partnerId: paris.id, codeHash: await hashPassword('PARIS-CODE') },
    { partnerId: lyon.id, codeHash: await hashPassword('LYON-CODE') },
  ]);
});
afterAll(() => t?.close());

const finishedLigue = (partnerId: number) =>
  ({
    reason: 'ligue',
    aja_role: null,
    partner: { id: partnerId },
    validLigueCodeRegistered: true,
    qprRegistered: true,
  }) as const;

async function person(values: Parameters<typeof createMember>[1]) {
  const user = await createMember(t.database.db, values);
  return { id: user.id, headers: await signIn(t.database.db, user) };
}

const adhere = (
  who: { id: number; headers: { authorization: string } },
  partnerId: number,
  code: string,
  remoteAddress = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/free-adhesion',
    headers: who.headers,
    remoteAddress,
    payload: {
      user_id: who.id,
      partner_id: partnerId,
      adh_secret_code: code,
      reason: 'ligue',
      ref: `ADH-FREE-${Date.now()}`,
      note: null,
    },
  });
const periodsOf = (userId: number) => t.database.db.select().from(memberships).where(eq(memberships.userId, userId));

describe('POST /api/users/free-adhesion: the partner of the person’s orientation (ADR 024)', () => {
  it('P1-PAY-38 refuses the valid code of another partner than the one recorded at registration (422 on partner_id)', async () => {
    const member = await person({ registrationProcess: finishedLigue(paris.id) });
    const response = await adhere(member, lyon.id, 'LYON-CODE');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      partner_id: [
        "Ce partenaire n'est pas celui de votre inscription : le code adhérent doit être celui du partenaire de votre orientation.",
      ],
    });
    expect(await periodsOf(member.id)).toHaveLength(0);

    const own = await adhere(member, paris.id, 'PARIS-CODE');
    expect(own.statusCode).toBe(200);
    expect(await periodsOf(member.id)).toMatchObject([{ source: 'free_adhesion', partnerId: paris.id }]);
  });

  it('P1-PAY-38 refuses a partner code to a person registered under another orientation (other, no partner)', async () => {
    const member = await person({ registrationProcess: { reason: 'other', aja_role: null } });
    const response = await adhere(member, paris.id, 'PARIS-CODE');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['partner_id']);
    expect(await periodsOf(member.id)).toHaveLength(0);
  });

  it('P1-PAY-38 refuses it while the registration is unfinished, even with the recorded partner (409)', async () => {
    // Step 4 not done: the code was checked at step 3, the questionnaire is missing.
    const member = await person({
      completedAt: null,
      registrationProcess: {
        reason: 'ligue',
        aja_role: null,
        partner: { id: paris.id },
        validLigueCodeRegistered: true,
      },
    });
    const response = await adhere(member, paris.id, 'PARIS-CODE');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: 'Terminez d’abord votre inscription avant d’adhérer.',
    });
    expect(await periodsOf(member.id)).toHaveLength(0);

    const noOrientation = await person({ completedAt: null, registrationProcess: {} });
    expect((await adhere(noOrientation, paris.id, 'PARIS-CODE')).statusCode).toBe(409);
  });
});

describe('POST /api/users/free-adhesion: tries per IP address', () => {
  it('P1-REG-25 counts wrong codes per address across accounts, as check-adh-code does (429 after 30)', async () => {
    const address = '203.0.113.24';
    // Ten tries each is every person's own budget: three people use up the address's thirty.
    for (let index = 0; index < 3; index += 1) {
      const member = await person({ registrationProcess: finishedLigue(paris.id) });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await adhere(member, paris.id, `MAUVAIS-${attempt}`, address)).statusCode).toBe(422);
      }
    }
    const fourth = await person({ registrationProcess: finishedLigue(paris.id) });
    const refused = await adhere(fourth, paris.id, 'PARIS-CODE', address);
    expect(refused.statusCode).toBe(429);
    expect(await periodsOf(fourth.id)).toHaveLength(0);
    // Another address is not held back.
    expect((await adhere(fourth, paris.id, 'PARIS-CODE', '198.51.100.9')).statusCode).toBe(200);
  });

  it('shares the address budget with POST /api/partners/check-adh-code', async () => {
    const address = '203.0.113.99';
    for (let index = 0; index < 3; index += 1) {
      const member = await person({ registrationProcess: finishedLigue(paris.id) });
      for (let attempt = 0; attempt < 10; attempt += 1) await adhere(member, paris.id, `MAUVAIS-${attempt}`, address);
    }
    const registrant = await person({ completedAt: null, registrationProcess: { reason: 'ligue', aja_role: null } });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/partners/check-adh-code',
      headers: registrant.headers,
      remoteAddress: address,
      payload: { partner: { id: paris.id, adh_secret_code: 'PARIS-CODE' }, partner_zip: '75', user_id: registrant.id },
    });
    expect(check.statusCode).toBe(429);
  });
});
