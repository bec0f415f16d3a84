import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../src/db/schema/index.ts';
import { login } from '../helpers/auth.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { createMember, createPartner } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  PASSWORD,
  birthdateFor,
  newEmail,
  postRegister,
  registerCarer,
  registerMember,
  registerYoung,
  registrationBody,
  userRow,
  type Member,
} from './registration-helpers.ts';

let t: TestApp;
/** Accounts and partners that exist before anyone registers. */
const existing = { memberEmail: '', carerEmail: '', employer: 0, closedCentre: 0, closedInsurer: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  existing.memberEmail = (await createMember(db, { premium: true })).email;
  existing.carerEmail = (
    await createMember(db, {
      isAja: true,
      ajaRole: 'aja_assistant',
      registrationProcess: { reason: 'aja', aja_role: 'aja_assistant' },
    })
  ).email;
  existing.employer = (
    await createPartner(db, { name: 'Rail & Services – Mission handicap', supportType: 'employer', price: 0 })
  ).id;
  existing.closedCentre = (
    await createPartner(db, { name: 'Oncopole – Espace de soins de support', active: false })
  ).id;
  existing.closedInsurer = (
    await createPartner(db, { name: 'Mutuelle fermée', supportType: 'healthinsurance', active: false })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const usersWith = async (email: string) =>
  (await t.database.db.select({ value: count() }).from(users).where(eq(users.email, email)))[0]?.value ?? 0;

const captchaFailed = 'La vérification anti-robot a échoué, veuillez réessayer.';

describe('POST /api/register', () => {
  it('P1-REG-16 P1-REG-17 creates the account and answers {data: user}; the person then signs in', async () => {
    const body = registrationBody('{"reason":"other"}', { email: newEmail().toUpperCase() });
    const response = await postRegister(t, body);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    const email = String(body.email).toLowerCase();
    expect(data).toMatchObject({
      id: expect.any(Number),
      email,
      firstname: 'Camille',
      lastname: 'Lefèvre',
      zip: '75011',
      city: 'Paris',
      role: 'user',
      is_aja: false,
      types: ['user'],
    });
    expect(JSON.parse(data.registration_process)).toEqual({ reason: 'other', aja_role: null, partner: null });
    expect(data.code).toMatch(/^ADH-\d{5,}$/);
    expect(await login(t.app, email, PASSWORD)).toHaveProperty('access_token');
    const row = await userRow(t, data.id);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses an e-mail already used, whatever its case, with a message on `email`', async () => {
    const response = await postRegister(
      t,
      registrationBody({ reason: 'other' }, { email: existing.memberEmail.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée'] });
    expect(await usersWith(existing.memberEmail)).toBe(1);
  });

  it('two registrations racing for one address: one account, the other gets the e-mail message (never a 500)', async () => {
    const email = newEmail('course');
    const [first, second] = await Promise.all([solveCaptcha(t.app), solveCaptcha(t.app)]);
    const send = (captcha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '198.51.100.200',
        payload: { ...registrationBody({ reason: 'other' }, { email }), captcha },
      });
    const responses = await Promise.all([send(first.payload), send(second.payload)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.statusCode === 422)?.json().errors).toEqual({
      email: ['Cette adresse e-mail est déjà utilisée'],
    });
    expect(await usersWith(email)).toBe(1);
  });

  it('P1-REGR-29 refuses a missing, wrong or reused captcha and creates nothing', async () => {
    const body = registrationBody({ reason: 'other' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.captcha).toEqual(['Champ requis']);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...body, captcha: 'bm9uCg==' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ captcha: [captchaFailed] });

    const { payload } = await solveCaptcha(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...body, captcha: payload } })).statusCode,
    ).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...body, email: newEmail(), captcha: payload },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ captcha: [captchaFailed] });
    expect(await usersWith(String(body.email))).toBe(1);
  });

  it('P1-REGR-04 P1-REGR-05 P1-REGR-06 P1-REGR-07 P1-REGR-08 P1-CONST-02 P1-CONST-03 field messages in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        ...registrationBody({ reason: 'other' }),
        captcha: 'x',
        lastname: '',
        email: 'abc',
        birthdate: '2000-02-31',
        zip: '7500',
        password: 'court12',
        password_confirmation: 'court12',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      lastname: ['Champ requis'],
      email: ['E-mail invalide'],
      birthdate: ['Date invalide'],
      zip: ['Format invalide'],
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
      password_confirmation: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
  });

  it('P1-REGR-01 P1-REGR-02 P1-REGR-03 the orientation must be complete', async () => {
    const errorsFor = async (process: unknown) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { ...registrationBody(process), captcha: 'x' },
        })
      ).json().errors;
    expect(await errorsFor({})).toEqual({ 'registration_process.reason': ['Champ requis'] });
    expect(await errorsFor({ reason: 'aja' })).toEqual({ 'registration_process.aja_role': ['Champ requis'] });
    expect(await errorsFor({ reason: 'healthinsurance' })).toEqual({
      'registration_process.partner.id': ['Champ requis'],
    });
  });

  it('the partner of healthinsurance or employer must be one of that kind, and active', async () => {
    for (const id of [existing.employer, existing.closedCentre, existing.closedInsurer, 999_999]) {
      const response = await postRegister(t, registrationBody({ reason: 'healthinsurance', partner: { id } }));
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['registration_process.partner.id']);
    }
  });

  it('keeps only the orientation from the browser: progress flags are earned later', async () => {
    const member = await registerMember(t, {
      reason: 'ligue',
      partner: { id: 1, adh_secret_code: 'LIGUE75' },
      validLigueCodeRegistered: true,
      qprRegistered: true,
    });
    expect((await userRow(t, member.id))?.registrationProcess).toEqual({
      reason: 'ligue',
      aja_role: null,
      partner: null,
    });
  });
});

describe('ages at registration (P1 §5, DESIGN.md: counted in Paris, 18 and 30 inclusive)', () => {
  const expectRefused = async (process: unknown, birthdate: string, message: string) => {
    const body = registrationBody(process, { birthdate });
    const response = await postRegister(t, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ birthdate: [message] });
    expect(await usersWith(String(body.email))).toBe(0);
  };

  it('P1-REGR-11 anyone under 18 is refused with the minor text; 18 today is accepted', async () => {
    const minor =
      "Vous avez moins de 18 ans : un parent ou représentant légal doit d'abord créer son compte et vous inscrire.";
    await expectRefused({ reason: 'other' }, birthdateFor(18, 1), minor);
    await expectRefused({ reason: 'aja', aja_role: 'aja_young' }, birthdateFor(18, 1), minor);
    expect(
      (await postRegister(t, registrationBody({ reason: 'other' }, { birthdate: birthdateFor(18, 0) }))).statusCode,
    ).toBe(201);
  });

  it('P1-REGR-12 P1-REGR-13 an AJA young person is 18 to 30: 30 is accepted, 31 is too old', async () => {
    const tooOld =
      "Le parcours AJA s'adresse aux jeunes de 15 à 30 ans. Vous pouvez vous inscrire par un autre parcours.";
    await expectRefused({ reason: 'aja', aja_role: 'aja_young' }, birthdateFor(31, 0), tooOld);
    const thirty = await postRegister(
      t,
      registrationBody({ reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(31, 1) }),
    );
    expect(thirty.statusCode).toBe(201);
  });

  it('P1-REGR-14 a carer must be an adult', async () => {
    await expectRefused({ reason: 'aja', aja_role: 'aja_assistant' }, birthdateFor(17), 'Un aidant doit être majeur.');
  });

  it('P1-REGR-15 a non-AJA person of 18 to 30 is only offered the AJA path: the account is created', async () => {
    expect(
      (await postRegister(t, registrationBody({ reason: 'other' }, { birthdate: birthdateFor(25) }))).statusCode,
    ).toBe(201);
  });
});

describe('registration rate limit', () => {
  it('refuses the 21st registration attempt of the hour from one address (429)', async () => {
    const ip = '203.0.113.250';
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: { ...registrationBody({ reason: 'other' }), captcha: 'faux' },
      });
      expect(response.statusCode).toBe(422);
    }
    const { payload } = await solveCaptcha(t.app);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: { ...registrationBody({ reason: 'other' }), captcha: payload },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Trop de tentatives, veuillez réessayer plus tard.');
  });
});

describe('POST /api/users/delete-incomplete-user', () => {
  const deleteAs = (member: Member, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/delete-incomplete-user',
      headers: member.headers,
      ...(payload ? { payload } : {}),
    });

  it('P1-REG-50 deletes the caller’s incomplete account, which can no longer sign in', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    const response = await deleteAs(member);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Votre compte a été supprimé');
    expect(await usersWith(member.email)).toBe(0);
    await expect(login(t.app, member.email, PASSWORD)).rejects.toThrow(/400|401/);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: member.headers })).statusCode).toBe(401);
  });

  it('accepts the caller’s own id in the body', async () => {
    const member = await registerMember(t, { reason: 'retreat' });
    expect((await deleteAs(member, { user_id: member.id })).statusCode).toBe(200);
  });

  it('P1-REG-51 P1-ERR-02 refuses another person’s account and a finished registration with 403 "Action non autorisée"', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    const other = await registerMember(t, { reason: 'ligue' });
    const foreign = await deleteAs(member, { user_id: other.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Action non autorisée');
    expect(await usersWith(other.email)).toBe(1);

    const finished = await registerMember(t, { reason: 'other' });
    const refused = await deleteAs(finished);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Action non autorisée');
    expect(await usersWith(finished.email)).toBe(1);
  });

  it('P1-REG-52 refuses an account holding a membership with 422 "Impossible de supprimer ce compte"', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    const now = Date.now();
    await t.database.db.insert(memberships).values({
      userId: member.id,
      start: new Date(now - 86_400_000),
      end: new Date(now + 300 * 86_400_000),
      source: 'free_adhesion',
      ref: `ADH-FREE-${now}`,
    });
    const response = await deleteAs(member);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Impossible de supprimer ce compte');
    expect(await usersWith(member.email)).toBe(1);
  });

  it('takes along the young person a carer registered, while nobody opened that account', async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    const youngEmail = newEmail('jeune');
    const created = await registerYoung(t.app, carer, { firstname: 'Noé', email: youngEmail });
    expect(created.statusCode).toBe(201);
    expect((await deleteAs(carer)).statusCode).toBe(200);
    expect(await usersWith(youngEmail)).toBe(0);
  });

  it('keeps an existing carer account the young person only linked', async () => {
    const young = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(20) });
    const linked = await registerCarer(t.app, young, {
      lastname: 'Aidant',
      firstname: 'Démo',
      email: existing.carerEmail,
    });
    expect(linked.statusCode).toBe(201);
    expect((await deleteAs(young)).statusCode).toBe(200);
    expect(await usersWith(existing.carerEmail)).toBe(1);
  });

  it('needs a signed-in person', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users/delete-incomplete-user' })).statusCode).toBe(401);
  });
});
