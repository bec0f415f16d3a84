import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getRegistrationStep,
  parseRegistrationProcess,
  redirectAfterRegistration,
} from '@plateforme/shared/registration/registration.rules';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  answerProfileSurvey,
  birthdateFor,
  checkCode,
  createOrientationPartners,
  getProfile,
  newEmail,
  putProcess,
  registerCarer,
  registerMember,
  registerYoung,
  userRow,
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

/** Where the stepper stands for this member, read from GET /api/user as the web reads it. */
async function stepOf(member: Member) {
  const profile = await getProfile(t.app, member);
  return getRegistrationStep({
    process: parseRegistrationProcess(profile.registration_process),
    userId: profile.id,
    isPro: profile.role !== 'user',
    assistantId: profile.assistant_id,
    ajaAssistedNb: profile.aja_assisted_nb,
  });
}

const completedAt = async (member: Member) => (await userRow(t, member.id))?.completedAt ?? null;

async function expectFinished(member: Member, end: 'payment' | 'welcome') {
  expect(await stepOf(member)).toBe(end);
  expect(await completedAt(member)).toBeInstanceOf(Date);
}

async function outboxTo(email: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('each orientation, through to the end of the stepper', () => {
  it('P1-REG-16 P1-REG-17 P1-REG-35 P1-REG-25 P1-REG-38 P1-REG-39 ligue: code, questionnaire, then payment', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    expect(await stepOf(member)).toBe(3);
    expect(await completedAt(member)).toBeNull();

    const wrong = await checkCode(t.app, member, {
      partner: { id: partnerIds.ligue75, adh_secret_code: 'LIGUE69' },
      partner_zip: '75',
      user_id: member.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('Code adhérent invalide');
    expect(await stepOf(member)).toBe(3);

    const right = await checkCode(t.app, member, {
      partner: { id: partnerIds.ligue75, adh_secret_code: 'LIGUE75' },
      partner_zip: '75',
      user_id: member.id,
    });
    expect(right.statusCode).toBe(200);
    expect(JSON.parse(right.json().data.registration_process)).toMatchObject({
      partner: { id: partnerIds.ligue75 },
      validLigueCodeRegistered: true,
    });
    expect(await stepOf(member)).toBe(4);

    await answerProfileSurvey(t.app, member, 'profile');
    const profile = await getProfile(t.app, member);
    const saved = await putProcess(t.app, member, {
      ...parseRegistrationProcess(profile.registration_process),
      qprRegistered: true,
    });
    expect(saved.statusCode).toBe(200);
    await expectFinished(member, 'payment');
    expect(redirectAfterRegistration('payment')).toBe('/payment/subscription');
    // The code itself is never kept.
    expect((await getProfile(t.app, member)).registration_process).not.toContain('LIGUE75');
  });

  it('P1-REG-40 P1-REG-41 healthinsurance: the partner chosen on step 1, then welcome', async () => {
    const member = await registerMember(t, { reason: 'healthinsurance', partner: { id: partnerIds.mutuelle } });
    await expectFinished(member, 'welcome');
    expect(parseRegistrationProcess((await getProfile(t.app, member)).registration_process)).toEqual({
      reason: 'healthinsurance',
      aja_role: null,
      partner: { id: partnerIds.mutuelle },
    });
  });

  it('P1-REG-40 employer: welcome', async () => {
    const member = await registerMember(t, JSON.stringify({ reason: 'employer', partner: { id: partnerIds.rail } }));
    await expectFinished(member, 'welcome');
  });

  it('P1-REG-31 P1-REG-39 retreat: the code, no questionnaire, then payment', async () => {
    const member = await registerMember(t, { reason: 'retreat' });
    expect(await stepOf(member)).toBe(3);
    const right = await checkCode(t.app, member, {
      partner_id: partnerIds.horizon,
      adh_secret_code: 'HORIZON-RETRAITE',
    });
    expect(right.statusCode).toBe(200);
    await expectFinished(member, 'payment');
  });

  it('P1-REG-32 patientsreseau: the code, the profile questionnaire, then welcome', async () => {
    const member = await registerMember(t, { reason: 'patientsreseau' });
    expect(
      (
        await checkCode(t.app, member, {
          partner: { id: partnerIds.patientsreseau, adh_secret_code: 'PATIENTS-RESEAU' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await stepOf(member)).toBe(4);
    await answerProfileSurvey(t.app, member, 'profile');
    expect((await putProcess(t.app, member, { qprPatientsreseauRegistered: true })).statusCode).toBe(200);
    await expectFinished(member, 'welcome');
  });

  it('P1-REG-20 P1-REG-27 P1-REG-36 AJA young with a carer: the carer is invited, then questionnaire and payment', async () => {
    const member = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(22) });
    const profile = await getProfile(t.app, member);
    expect(profile).toMatchObject({ is_aja: true, aja_role: 'aja_young', assistant_id: null });
    expect(await stepOf(member)).toBe(3);

    const carerEmail = newEmail('aidant');
    const response = await registerCarer(t.app, member, {
      lastname: 'Lefèvre',
      firstname: 'Martine',
      email: carerEmail,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      data: { email: carerEmail, firstname: 'Martine' },
      message: 'Aidant ajouté avec succès !',
    });

    const [carer] = await t.database.db.select().from(users).where(eq(users.email, carerEmail));
    expect(carer).toMatchObject({ isAja: true, ajaRole: 'aja_assistant', isInvited: true, passwordHash: null });
    expect((await getProfile(t.app, member)).assistant_id).toBe(carer!.id);
    const mails = await outboxTo(carerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/complete-registration/');

    expect(await stepOf(member)).toBe(4);
    await answerProfileSurvey(t.app, member, 'profile_aja_young');
    expect((await putProcess(t.app, member, { qprAjaYoungRegistered: true })).statusCode).toBe(200);
    await expectFinished(member, 'payment');
  });

  it('P1-REG-24 AJA young with "Pas d\'aidant": step 3 is skipped without a carer', async () => {
    const member = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(19) });
    const skipped = await putProcess(t.app, member, {
      reason: 'aja',
      aja_role: 'aja_young',
      ajaYoungFormRegistered: true,
    });
    expect(skipped.statusCode).toBe(200);
    expect(await stepOf(member)).toBe(4);
    expect((await getProfile(t.app, member)).assistant_id).toBeNull();
  });

  it('P1-REG-21 P1-REG-29 P1-REG-37 AJA assistant with a child of 16: the child is invited, then questionnaire and payment', async () => {
    const member = await registerMember(
      t,
      { reason: 'aja', aja_role: 'aja_assistant' },
      { birthdate: birthdateFor(47) },
    );
    expect(await stepOf(member)).toBe(3);

    const youngEmail = newEmail('jeune');
    const response = await registerYoung(t.app, member, { lastname: 'Lefèvre', firstname: 'Léo', email: youngEmail });
    expect(response.statusCode).toBe(201);
    const young = response.json().data;
    expect(young).toMatchObject({ email: youngEmail, assistant_id: member.id, is_aja: true, aja_role: 'aja_young' });

    const row = await userRow(t, young.id);
    expect(row).toMatchObject({ isInvited: true, passwordHash: null, assistantId: member.id });
    expect(row!.registrationProcess).toEqual({ reason: 'aja', aja_role: 'aja_young', ajaYoungFormRegistered: true });
    expect((await outboxTo(youngEmail))[0]?.text).toContain('/complete-registration/');

    const profile = await getProfile(t.app, member);
    expect(profile.aja_assisted_nb).toBe(1);
    expect(parseRegistrationProcess(profile.registration_process).ajaAssistantFormRegistered).toBe(true);
    expect(await stepOf(member)).toBe(4);

    await answerProfileSurvey(t.app, member, 'profile_aja_assistant');
    expect((await putProcess(t.app, member, { qprAjaAssistantRegistered: true })).statusCode).toBe(200);
    await expectFinished(member, 'payment');
  });

  it('P1-REG-40 other: the account is complete at once and ends on welcome', async () => {
    const member = await registerMember(t, { reason: 'other' });
    await expectFinished(member, 'welcome');
    expect(redirectAfterRegistration('welcome')).toBe('/welcome');
  });

  it('P1-REG-45 the profile carries registration_process as a JSON string with the spec’s keys', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    await checkCode(t.app, member, { partner: { id: partnerIds.ligue75, adh_secret_code: 'LIGUE75' } });
    const raw = (await getProfile(t.app, member)).registration_process;
    expect(typeof raw).toBe('string');
    expect(Object.keys(JSON.parse(raw)).sort()).toEqual(['aja_role', 'partner', 'reason', 'validLigueCodeRegistered']);
  });
});
