import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { memberships } from '../../src/db/schema/index.ts';
import { bearer, login } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  answerProfileSurvey,
  checkCode,
  createOrientationPartners,
  getProfile,
  PASSWORD,
  putProcess,
  registerMember,
  type Member,
} from './registration-helpers.ts';

let t: TestApp;
let partnerIds: Awaited<ReturnType<typeof createOrientationPartners>>;

beforeAll(async () => {
  t = await createTestApp();
  partnerIds = await createOrientationPartners(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** A card payment form, as the payment screen asks for it. */
const cardPayment = (member: Member, overrides: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/etransactions',
    headers: member.headers,
    payload: {
      user_id: member.id,
      redirect_url: '/payment/subscription',
      subscription: true,
      donation: 0,
      discounted: false,
      ...overrides,
    },
  });

const freeAdhesion = (member: Member, overrides: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/free-adhesion',
    headers: member.headers,
    payload: { user_id: member.id, partner_id: partnerIds.ligue75, reason: 'ligue', note: null, ...overrides },
  });

/** Signs out and in again: a new session, nothing kept by the browser. */
async function signInAgain(member: Member): Promise<Member> {
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: member.headers });
  return { ...member, headers: bearer(await login(t.app, member.email, PASSWORD)) };
}

async function finishQuestionnaire(member: Member) {
  await answerProfileSurvey(t.app, member, 'profile');
  const process = parseRegistrationProcess((await getProfile(t.app, member)).registration_process);
  expect((await putProcess(t.app, member, { ...process, qprRegistered: true })).statusCode).toBe(200);
}

describe('a Ligue patient who stopped after step 2', () => {
  it('P1-REG-35 is refused a card payment (409, in French) until her registration is finished', async () => {
    const member = await signInAgain(await registerMember(t, { reason: 'ligue' }));

    const refused = await cardPayment(member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Terminez d’abord votre inscription avant d’adhérer.');
    // Asking for the discount changes nothing: the stepper comes first.
    expect((await cardPayment(member, { discounted: true })).statusCode).toBe(409);
    // A donation alone stays open to her.
    expect((await cardPayment(member, { subscription: false, donation: 30 })).statusCode).toBe(200);
  });

  it('P1-REG-25 P1-REGR-26 has her code accepted in any case and with spaces around it', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    const response = await checkCode(t.app, member, {
      partner: { id: partnerIds.ligue75, adh_secret_code: '  ligue75 ' },
      partner_zip: '75',
      user_id: member.id,
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json().data.registration_process)).toMatchObject({
      partner: { id: partnerIds.ligue75 },
      validLigueCodeRegistered: true,
    });
  });

  it('P1-REG-39 resumes at the questionnaire with her code kept, never pays by card, and adheres for free without typing the code again', async () => {
    const first = await registerMember(t, { reason: 'ligue' });
    const checked = await checkCode(t.app, first, {
      partner: { id: partnerIds.ligue75, adh_secret_code: 'Ligue75' },
      partner_zip: '75',
      user_id: first.id,
    });
    expect(checked.statusCode).toBe(200);

    // Another day, another device: the server still holds the checked code and its partner.
    const member = await signInAgain(first);
    const process = parseRegistrationProcess((await getProfile(t.app, member)).registration_process);
    expect(process).toMatchObject({ partner: { id: partnerIds.ligue75 }, validLigueCodeRegistered: true });
    expect(JSON.stringify(process)).not.toMatch(/ligue75/i);
    // Asking the code again is refused: step 3 is behind her.
    const again = await checkCode(t.app, member, {
      partner: { id: partnerIds.ligue75, adh_secret_code: 'LIGUE75' },
      partner_zip: '75',
      user_id: member.id,
    });
    expect(JSON.parse(again.json().data.registration_process)).toEqual(process);

    await finishQuestionnaire(member);
    // Her partner pays it all: no card payment, whatever the screen asks.
    const card = await cardPayment(member);
    expect(card.statusCode).toBe(422);
    expect(card.json().errors.subscription).toHaveLength(1);

    const adhesion = await freeAdhesion(member);
    expect(adhesion.statusCode).toBe(200);
    expect((await getProfile(t.app, member)).types).toContain('premium');
  });

  it('a wrong code typed on the payment screen is still refused; the right one passes in any case', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    await checkCode(t.app, member, {
      partner: { id: partnerIds.ligue75, adh_secret_code: 'LIGUE75' },
      partner_zip: '75',
      user_id: member.id,
    });
    await finishQuestionnaire(member);

    const wrong = await freeAdhesion(member, { adh_secret_code: 'LIGUE69' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.adh_secret_code).toEqual(['Code adhérent invalide']);
    // Lower case, spaces around: the same code.
    expect((await freeAdhesion(member, { adh_secret_code: ' ligue75 ' })).statusCode).toBe(200);
  });

  it('someone of another path, or whose code was never checked, is asked for the code', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    // Not finished: the adhesion waits for the stepper.
    expect((await freeAdhesion(member)).statusCode).toBe(409);
    const retreat = await registerMember(t, { reason: 'retreat' });
    await checkCode(t.app, retreat, { partner_id: partnerIds.horizon, adh_secret_code: 'horizon-retraite' });
    const missing = await freeAdhesion(retreat, { partner_id: partnerIds.ligue75, reason: 'ligue' });
    expect(missing.statusCode).toBe(422);
    expect((await freeAdhesion(retreat, { partner_id: partnerIds.horizon, reason: 'retreat' })).statusCode).toBe(200);
  });

  it('the code kept at registration opens her first free adhesion only: the next year asks for the current code', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    await checkCode(t.app, member, {
      partner: { id: partnerIds.ligue75, adh_secret_code: 'LIGUE75' },
      partner_zip: '75',
      user_id: member.id,
    });
    await finishQuestionnaire(member);
    // Last year's free adhesion, now ended.
    const yearAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await t.database.db.insert(memberships).values({
      userId: member.id,
      start: yearAgo,
      end: new Date(yearAgo.getTime() + 365 * 24 * 3600 * 1000),
      source: 'free_adhesion',
      partnerId: partnerIds.ligue75,
      ref: 'ADH-FREE-1',
    });

    const asked = await freeAdhesion(member);
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors.adh_secret_code).toEqual(['Saisissez le code adhérent en cours de votre partenaire']);
    expect((await freeAdhesion(member, { adh_secret_code: 'LIGUE75' })).statusCode).toBe(200);
  });
});
