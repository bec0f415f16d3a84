import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { createMember, createPartner, createPro, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  answerProfileSurvey,
  birthdateFor,
  getProfile,
  putProcess,
  registerCarer,
  registerMember,
  registerYoung,
  userRow,
  type Member,
} from './registration-helpers.ts';

let t: TestApp;
let mutuelle: number;
let rail: number;
/** Accounts made before the tests: a pro, an AJA young person linked to a carer, a member. */
const existing = {} as Record<'pro' | 'young' | 'member', Member>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  mutuelle = (
    await createPartner(db, { name: 'Mutuelle Santé Solidaire', supportType: 'healthinsurance', price: 1000 })
  ).id;
  rail = (await createPartner(db, { name: 'Rail & Services – Mission handicap', supportType: 'employer', price: 0 }))
    .id;
  const asMember = async (user: { id: number; email: string }): Promise<Member> => ({
    id: user.id,
    email: user.email,
    headers: await signIn(db, user),
  });
  const carer = await createMember(db, {
    isAja: true,
    ajaRole: 'aja_assistant',
    registrationProcess: { reason: 'aja', aja_role: 'aja_assistant' },
  });
  existing.pro = await asMember(await createPro(db, { premium: true, status: 'basic' }));
  existing.young = await asMember(
    await createMember(db, {
      isAja: true,
      ajaRole: 'aja_young',
      assistantId: carer.id,
      registrationProcess: { reason: 'aja', aja_role: 'aja_young' },
    }),
  );
  existing.member = await asMember(await createMember(db, { premium: true }));
});
afterAll(async () => {
  await t.close();
});

const processOf = async (member: Member) =>
  parseRegistrationProcess((await getProfile(t.app, member)).registration_process);

const conflictOf = (response: { statusCode: number; json: () => { message: string } }) => ({
  status: response.statusCode,
  message: response.json().message,
});

describe('PUT /api/users/{id}/update-registration-process', () => {
  it('P1-REG-44 saves a JSON string; GET /api/user shows it', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    const response = await putProcess(t.app, member, '{"reason":"retreat","aja_role":null}');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json().data.registration_process)).toMatchObject({ reason: 'retreat' });
    expect(await processOf(member)).toMatchObject({ reason: 'retreat', aja_role: null, partner: null });
  });

  it('P1-REG-23 "Modifier mon orientation" resets reason and partner (step 1)', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    expect((await putProcess(t.app, member, { reason: '', partner: null })).statusCode).toBe(200);
    expect(await processOf(member)).toEqual({ reason: '', aja_role: null, partner: null });
  });

  it('P1-REG-42 P1-REG-10 switching to AJA makes an AJA profile; leaving it clears the AJA role', async () => {
    const member = await registerMember(t, { reason: 'other' }, { birthdate: birthdateFor(24) });
    // 'other' finished the registration at once: this one starts on ligue instead.
    const ligue = await registerMember(t, { reason: 'ligue' }, { birthdate: birthdateFor(24) });
    expect((await putProcess(t.app, member, { reason: 'aja', aja_role: 'aja_young' })).statusCode).toBe(409);

    expect((await putProcess(t.app, ligue, { reason: 'aja', aja_role: 'aja_young' })).statusCode).toBe(200);
    expect(await getProfile(t.app, ligue)).toMatchObject({ is_aja: true, aja_role: 'aja_young' });

    expect((await putProcess(t.app, ligue, { reason: 'ligue', aja_role: 'aja_young' })).statusCode).toBe(200);
    expect(await processOf(ligue)).toMatchObject({ reason: 'ligue', aja_role: null });
    expect(await getProfile(t.app, ligue)).toMatchObject({ is_aja: false, aja_role: null });
  });

  it('refuses an AJA path the person’s age does not allow (422)', async () => {
    const member = await registerMember(t, { reason: 'ligue' }, { birthdate: birthdateFor(45) });
    const response = await putProcess(t.app, member, { reason: 'aja', aja_role: 'aja_young' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'registration_process.aja_role': [
        "Le parcours AJA s'adresse aux jeunes de 15 à 30 ans. Vous pouvez vous inscrire par un autre parcours.",
      ],
    });
  });

  it('P1-REGR-02 P1-REGR-03 refuses an incomplete orientation and a process that is not JSON (422)', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    expect((await putProcess(t.app, member, { reason: 'aja' })).json().errors).toEqual({
      'registration_process.aja_role': ['Champ requis'],
    });
    expect((await putProcess(t.app, member, { reason: 'employer' })).json().errors).toEqual({
      'registration_process.partner.id': ['Champ requis'],
    });
    expect((await putProcess(t.app, member, { reason: 'employer', partner: { id: mutuelle } })).statusCode).toBe(422);
    expect((await putProcess(t.app, member, 'pas du json')).json().errors).toEqual({
      registration_process: ['Format invalide'],
    });
    expect(await processOf(member)).toMatchObject({ reason: 'ligue' });
  });

  it('refuses out-of-order steps (409): a code flag not earned, the questionnaire before the code or before answering it', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    expect(conflictOf(await putProcess(t.app, member, { reason: 'ligue', validLigueCodeRegistered: true }))).toEqual({
      status: 409,
      message: "Le code adhérent n'a pas encore été vérifié.",
    });
    expect(conflictOf(await putProcess(t.app, member, { reason: 'ligue', qprRegistered: true }))).toEqual({
      status: 409,
      message: "Cette étape de l'inscription n'est pas encore accessible.",
    });
    expect(await processOf(member)).toEqual({ reason: 'ligue', aja_role: null, partner: null });

    const young = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(20) });
    expect(
      (await putProcess(t.app, young, { reason: 'aja', aja_role: 'aja_young', ajaYoungFormRegistered: true }))
        .statusCode,
    ).toBe(200);
    expect(conflictOf(await putProcess(t.app, young, { qprAjaYoungRegistered: true }))).toEqual({
      status: 409,
      message: "Le questionnaire de profil n'a pas encore été rempli.",
    });
    await answerProfileSurvey(t.app, young, 'profile_aja_young');
    expect((await putProcess(t.app, young, { qprAjaYoungRegistered: true })).statusCode).toBe(200);
  });

  it('a carer cannot skip the child form (409)', async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    expect(
      conflictOf(
        await putProcess(t.app, carer, { reason: 'aja', aja_role: 'aja_assistant', ajaAssistantFormRegistered: true }),
      ),
    ).toEqual({
      status: 409,
      message: 'Les informations du jeune sont à renseigner.',
    });
  });

  it('ignores code flags sent along with a new orientation: they belonged to the old one', async () => {
    const member = await registerMember(t, { reason: 'retreat' });
    const response = await putProcess(t.app, member, {
      reason: 'employer',
      partner: { id: rail },
      validRetreatCodeRegistered: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await processOf(member)).toEqual({ reason: 'employer', aja_role: null, partner: { id: rail } });
    // The stepper ended on /welcome: the account is complete.
    expect((await userRow(t, member.id))?.completedAt).toBeInstanceOf(Date);
  });

  it('P1-REG-11 a professional stays on orientation other', async () => {
    const pro = existing.pro;
    const refused = await putProcess(t.app, pro, { reason: 'ligue' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'registration_process.reason': ["L'orientation d'un professionnel est « Autre » et ne peut pas changer."],
    });
    expect((await putProcess(t.app, pro, { reason: 'other' })).statusCode).toBe(200);
  });

  it('an AJA account linked to a carer or a young person keeps its orientation (409)', async () => {
    const young = existing.young;
    const response = await putProcess(t.app, young, { reason: 'other' });
    expect(response.statusCode).toBe(409);
    expect((await getProfile(t.app, young)).is_aja).toBe(true);
  });

  it('only for one’s own account (403)', async () => {
    const member = await registerMember(t, { reason: 'ligue' });
    const other = await registerMember(t, { reason: 'ligue' });
    expect((await putProcess(t.app, member, { reason: 'retreat' }, other.id)).statusCode).toBe(403);
    expect(await processOf(other)).toMatchObject({ reason: 'ligue' });
  });
});

describe('POST /api/register-young', () => {
  it('P1-REGR-16 a child of 18 or more gets the "majeur" text; 17 years and 364 days is accepted', async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    const adult = await registerYoung(t.app, carer, { birthdate: birthdateFor(18, 0) });
    expect(adult.statusCode).toBe(422);
    expect(adult.json().errors).toEqual({
      birthdate: ['Ce jeune a 18 ans ou plus : il doit créer lui-même son compte.'],
    });
    const tooYoung = await registerYoung(t.app, carer, { birthdate: birthdateFor(14) });
    expect(tooYoung.json().errors).toEqual({ birthdate: ["Le parcours AJA s'adresse aux jeunes à partir de 15 ans."] });
    expect((await registerYoung(t.app, carer, { birthdate: birthdateFor(18, 1) })).statusCode).toBe(201);
  });

  it('P1-REGR-25 requires last name, first name and e-mail', async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    const response = await registerYoung(t.app, carer, { lastname: '', firstname: '', email: '' });
    expect(response.json().errors).toEqual({
      lastname: ['Champ requis'],
      firstname: ['Champ requis'],
      email: ['Champ requis'],
    });
  });

  it('creates nothing when the e-mail is taken: no young account, the carer still on step 3', async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    const response = await registerYoung(t.app, carer, { email: existing.member.email });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée'] });
    const profile = await getProfile(t.app, carer);
    expect(profile.aja_assisted_nb).toBe(0);
    expect(parseRegistrationProcess(profile.registration_process).ajaAssistantFormRegistered).toBeUndefined();
  });

  it('tells whether an address is taken at most 5 times a day to a carer, like every other address check (ADR 068)', async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    for (let i = 0; i < 5; i++)
      expect((await registerYoung(t.app, carer, { email: existing.member.email })).statusCode).toBe(422);
    const sixth = await registerYoung(t.app, carer, { email: existing.member.email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'rate_limited',
      message: 'Trop de tentatives, veuillez réessayer plus tard.',
    });
    // Another carer is not concerned.
    const other = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    expect((await registerYoung(t.app, other, { email: existing.member.email })).statusCode).toBe(422);
  });

  it("refuses a first name that is not a name, which the young person's invitation would greet her with (ADR 068)", async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    const response = await registerYoung(t.app, carer, {
      firstname: 'Lina, votre compte est suspendu : https://piege.example',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstname: [
        'Saisissez seulement un nom : lettres, espaces, apostrophes et traits d’union (60 caractères au plus)',
      ],
    });
    expect((await getProfile(t.app, carer)).aja_assisted_nb).toBe(0);
    expect((await registerYoung(t.app, carer, { firstname: 'Anne-Sophie' })).statusCode).toBe(201);
  });

  it('is for the signed-in AJA carer on step 3 only', async () => {
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    const other = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    expect((await registerYoung(t.app, carer, { assistant_id: other.id })).statusCode).toBe(403);
    const ligue = await registerMember(t, { reason: 'ligue' });
    expect((await registerYoung(t.app, ligue)).json().message).toBe(
      "Seul le parent ou l'aidant du parcours AJA peut inscrire un jeune.",
    );
    expect((await registerYoung(t.app, carer)).statusCode).toBe(201);
    expect(conflictOf(await registerYoung(t.app, carer))).toEqual({
      status: 409,
      message: "Cette étape de l'inscription est déjà faite.",
    });
  });
});

describe('POST /api/register-assistant', () => {
  it('links nothing when the address belongs to an account that is not a carer, and says so to nobody (ADR 021)', async () => {
    const young = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(21) });
    const response = await registerCarer(t.app, young, { email: existing.member.email });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ lastname: 'Durand', firstname: 'Anne', email: existing.member.email });
    const profile = await getProfile(t.app, young);
    expect(profile.assistant_id).toBeNull();
    expect(parseRegistrationProcess(profile.registration_process).ajaYoungFormRegistered).toBe(true);
  });

  it('is for the signed-in AJA young person on step 3 only', async () => {
    const young = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(21) });
    const other = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(21) });
    expect((await registerCarer(t.app, young, { young_id: other.id })).statusCode).toBe(403);
    const carer = await registerMember(t, { reason: 'aja', aja_role: 'aja_assistant' });
    expect((await registerCarer(t.app, carer, { young_id: carer.id })).json().message).toBe(
      'Seul un jeune du parcours AJA peut inscrire son aidant.',
    );
    expect((await registerCarer(t.app, young)).statusCode).toBe(201);
    expect((await registerCarer(t.app, young)).statusCode).toBe(409);
  });

  it('P1-REGR-25 requires last name, first name and e-mail', async () => {
    const young = await registerMember(t, { reason: 'aja', aja_role: 'aja_young' }, { birthdate: birthdateFor(21) });
    const response = await registerCarer(t.app, young, { lastname: '', firstname: '', email: 'x' });
    expect(response.json().errors).toEqual({
      lastname: ['Champ requis'],
      firstname: ['Champ requis'],
      email: ['E-mail invalide'],
    });
  });
});
