import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index.ts';
import { createMember, createPartner, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Session = { authorization: string };
let t: TestApp;
let member: Session;
let visitorMember: Session;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  member = await signIn(db, await createMember(db, { premium: true }));
  visitorMember = await signIn(db, await createMember(db));
  // The partner question's choices: the active health centres only.
  await createPartner(db, { name: 'Centre Marie Curie' });
  await createPartner(db, { name: 'Centre Jean Moulin' });
  await createPartner(db, { name: 'Centre fermé', active: false });
  await createPartner(db, { name: 'Mutuelle', supportType: 'healthinsurance' });
});
afterAll(() => t?.close());

const get = (url: string, session: Session = member) => t.app.inject({ method: 'GET', url, headers: session });

describe('GET /api/surveys/ref/{ref}', () => {
  it('P2-SURV-07 gives the questionnaire with its questions in order, each with id, type and choices', async () => {
    const response = await get('/api/surveys/ref/profile?with[0]=survey_questions');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: expect.any(Number),
      ref: 'profile',
      title: 'Questionnaire de profil',
      description: expect.any(String),
    });
    const questions = data.survey_questions as {
      position: number;
      type: string;
      label: string;
      choices: unknown[];
      is_required: boolean;
    }[];
    expect(questions.length).toBeGreaterThan(5);
    expect(questions.map((question) => question.position)).toEqual(
      [...questions.map((question) => question.position)].sort((a, b) => a - b),
    );
    for (const question of questions) {
      expect(question).toMatchObject({
        id: expect.any(Number),
        label: expect.any(String),
        type: expect.any(String),
        is_required: expect.any(Boolean),
      });
      expect(Array.isArray(question.choices)).toBe(true);
    }
    const select = questions.find((question) => question.type === 'select');
    expect(select?.choices[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
  });

  it('P2-SURV-13 the profile questionnaire uses every question type', async () => {
    const { data } = (await get('/api/surveys/ref/profile')).json();
    const types = new Set((data.survey_questions as { type: string }[]).map((question) => question.type));
    expect([...types].sort()).toEqual([
      'autocomplete',
      'checkbox',
      'combobox',
      'date',
      'multiple_select',
      'partner',
      'radio',
      'select',
      'string',
      'textarea',
    ]);
  });

  it.each(['profile_aja_young', 'profile_aja_assistant', 'satisfaction', 'cog', 'life_quality'])(
    'P2-SURV-08 serves the %s questionnaire',
    async (ref) => {
      const response = await get(`/api/surveys/ref/${ref}`, visitorMember);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.ref).toBe(ref);
      expect(response.json().data.survey_questions.length).toBeGreaterThan(0);
    },
  );

  it('P2-SURV-14 offers the active partners of the question’s support type as choices of id and name', async () => {
    const { data } = (await get('/api/surveys/ref/profile_aja_young')).json();
    const question = (
      data.survey_questions as { type: string; choices: { value: number; label: string; id: number; name: string }[] }[]
    ).find((item) => item.type === 'partner');
    const active = await t.database.db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(and(eq(partners.supportType, 'healthcenter'), eq(partners.active, true)));
    const inactive = await t.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.supportType, 'healthcenter'), eq(partners.active, false)));
    expect(inactive.length).toBeGreaterThan(0);
    expect(question?.choices.map((choice) => choice.id).sort()).toEqual(active.map((partner) => partner.id).sort());
    for (const choice of question?.choices ?? []) {
      expect(choice.value).toBe(choice.id);
      expect(choice.label).toBe(choice.name);
      expect(active.find((partner) => partner.id === choice.id)?.name).toBe(choice.name);
    }
  });

  it('refuses a visitor (401), an unknown reference (404) and a malformed one (422)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/surveys/ref/profile' })).statusCode).toBe(401);
    const unknown = await get('/api/surveys/ref/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Questionnaire introuvable' });
    expect((await get('/api/surveys/ref/PROFILE%20x')).statusCode).toBe(422);
  });
});
