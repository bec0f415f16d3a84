import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, surveyQuestions } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createSurveySession, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { answerAll, type WireQuestion, type WireSurvey } from '../survey-answers.ts';

let t: TestApp;
let admin: { authorization: string };
let member: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.database.db, await createAdmin(t.database.db));
  const person = await createMember(t.database.db);
  member = { id: person.id, headers: await signIn(t.database.db, person) };
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: unknown; headers?: Record<string, string> };
const call = ({ headers, ...options }: Call) => t.app.inject({ ...options, headers: headers ?? admin } as never);

type AdminQuestion = {
  id: number;
  label: string;
  type: string;
  is_required: boolean;
  choices: { value: string; label: string }[];
  partner_support_type: string | null;
};
type AdminSurvey = {
  id: number;
  ref: string;
  current_version: number;
  questions: AdminQuestion[];
  versions: { version: number; sessions_count: number; questions_count: number; published_at: string | null }[];
};

async function surveyIdOf(ref: string): Promise<number> {
  const list = await call({ method: 'GET', url: `/api/admin/surveys?q=${ref}&per_page=100` });
  expect(list.statusCode, list.body).toBe(200);
  return (list.json().data as { id: number; ref: string }[]).find((row) => row.ref === ref)!.id;
}

async function adminSurvey(id: number): Promise<AdminSurvey> {
  const response = await call({ method: 'GET', url: `/api/admin/surveys/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The current questions as the editor sends them back: each continues itself. */
const asInput = (questions: (AdminQuestion & { position?: number })[]) =>
  questions.map(({ position: _position, ...question }) => question);

type MemberSurvey = Omit<WireSurvey, 'survey_questions'> & {
  version: number;
  survey_questions: (WireQuestion & { previous_question_ids: number[] })[];
};

async function memberSurvey(ref: string): Promise<MemberSurvey> {
  const response = await call({ method: 'GET', url: `/api/surveys/ref/${ref}`, headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function answer(survey: WireSurvey) {
  const response = await call({
    method: 'POST',
    url: '/api/survey_sessions',
    headers: member.headers,
    payload: {
      user_id: member.id,
      survey_id: survey.id,
      from_registration: false,
      survey_responses: answerAll(survey),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

describe('GET /api/admin/surveys', () => {
  it('lists the six questionnaires with their version, questions and sessions', async () => {
    const response = await call({ method: 'GET', url: '/api/admin/surveys?sort=ref' });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ total: 6, page: 1, per_page: 20, last_page: 1 });
    expect(data.map((row: { ref: string }) => row.ref)).toEqual([
      'cog',
      'life_quality',
      'profile',
      'profile_aja_assistant',
      'profile_aja_young',
      'satisfaction',
    ]);
    expect(data[0]).toMatchObject({ current_version: 1, questions_count: expect.any(Number), sessions_count: 0 });
    expect(data[0].questions_count).toBeGreaterThan(0);
  });

  it('counts each questionnaire’s own questions and sessions in the list', async () => {
    const person = await createMember(t.database.db);
    await createSurveySession(t.database.db, person, 'life_quality');
    await createSurveySession(t.database.db, person, 'life_quality', { daysAgo: 30 });
    await createSurveySession(t.database.db, person, 'satisfaction');
    const { data } = (await call({ method: 'GET', url: '/api/admin/surveys?sort=ref' })).json();
    for (const row of data as { id: number; ref: string; questions_count: number; sessions_count: number }[]) {
      const detail = await adminSurvey(row.id);
      expect(row.questions_count, row.ref).toBe(detail.questions.length);
      expect(row.sessions_count, row.ref).toBe(
        detail.versions.reduce((sum, version) => sum + version.sessions_count, 0),
      );
    }
    const counts = Object.fromEntries(
      (data as { ref: string; questions_count: number; sessions_count: number }[]).map((row) => [
        row.ref,
        row.sessions_count,
      ]),
    );
    expect(counts).toMatchObject({ life_quality: 2, satisfaction: 1, cog: 0 });
    expect(new Set((data as { questions_count: number }[]).map((row) => row.questions_count)).size).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown survey or version', async () => {
    expect((await call({ method: 'GET', url: '/api/admin/surveys/999999' })).statusCode).toBe(404);
    const id = await surveyIdOf('cog');
    const missing = await call({ method: 'GET', url: `/api/admin/surveys/${id}/versions/42` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Cette version du questionnaire n’existe pas');
  });
});

describe('PUT /api/admin/surveys/:id: a new version', () => {
  it('keeps an old session on its questions and answers while a new session gets the new version', async () => {
    const id = await surveyIdOf('profile');
    const v1 = await memberSurvey('profile');
    expect(v1.version).toBe(1);
    const oldSession = await answer(v1);
    expect(oldSession.version).toBe(1);

    const before = await adminSurvey(id);
    const edited = asInput(before.questions);
    edited[0] = { ...edited[0]!, label: 'Date du diagnostic (mois et année suffisent)' };
    const choiceIndex = edited.findIndex((question) => question.choices.length > 0);
    edited[choiceIndex] = {
      ...edited[choiceIndex]!,
      choices: [...edited[choiceIndex]!.choices, { value: 'ne_sait_pas', label: 'Je ne sais pas' }],
    };
    const added = {
      label: 'Comment avez-vous connu l’association ?',
      type: 'textarea',
      is_required: false,
      choices: [],
      partner_support_type: null,
    };
    const published = await call({
      method: 'PUT',
      url: `/api/admin/surveys/${id}`,
      payload: { questions: [...edited, added] },
    });
    expect(published.statusCode, published.body).toBe(200);
    const v2admin = published.json().data as AdminSurvey;
    expect(v2admin.current_version).toBe(2);
    expect(v2admin.questions).toHaveLength(before.questions.length + 1);
    expect(v2admin.questions[0]!.label).toBe('Date du diagnostic (mois et année suffisent)');
    expect(v2admin.versions.map((row) => [row.version, row.sessions_count])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(v2admin.versions[0]!.published_at).toEqual(expect.any(String));

    // Version 1's questions are untouched, and the old session still points at them.
    const v1read = await call({ method: 'GET', url: `/api/admin/surveys/${id}/versions/1` });
    expect(v1read.json().data.questions.map((question: AdminQuestion) => question.id)).toEqual(
      before.questions.map((question) => question.id),
    );
    expect(v1read.json().data.questions[0].label).toBe(before.questions[0]!.label);
    const sessions = await call({
      method: 'GET',
      url: `/api/users/${member.id}/survey-sessions?with=survey_responses&survey_ref=profile`,
      headers: member.headers,
    });
    const old = (
      sessions.json().data as { id: number; version: number; survey_responses: { survey_question_id: number }[] }[]
    ).find((row) => row.id === oldSession.id)!;
    expect(old.version).toBe(1);
    expect(old.survey_responses.map((row) => row.survey_question_id)).toEqual(
      before.questions.map((question) => question.id),
    );

    // A new session answers version 2; an answer to a version 1 question is refused.
    const v2 = await memberSurvey('profile');
    expect(v2.version).toBe(2);
    expect(v2.survey_questions.at(-1)!.label).toBe('Comment avez-vous connu l’association ?');
    // Each edited question continues its version 1 question (the pre-fill follows it); the new one starts blank.
    expect(v2.survey_questions[0]!.previous_question_ids).toEqual([before.questions[0]!.id]);
    expect(v2.survey_questions.at(-1)!.previous_question_ids).toEqual([]);
    const stale = await call({
      method: 'POST',
      url: '/api/survey_sessions',
      headers: member.headers,
      payload: { user_id: member.id, survey_id: v1.id, from_registration: false, survey_responses: answerAll(v1) },
    });
    expect(stale.statusCode).toBe(422);
    const newSession = await answer(v2);
    expect(newSession.version).toBe(2);
    expect((await adminSurvey(id)).versions.map((row) => [row.version, row.sessions_count])).toEqual([
      [2, 1],
      [1, 1],
    ]);

    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'survey'), eq(auditLog.entityId, id)));
    expect(line).toMatchObject({ action: 'update', changes: { version: { before: 1, after: 2 } } });
    // What changed, question by question, not a count of questions.
    expect(line!.changes['Question 1, libellé']).toEqual({
      before: before.questions[0]!.label,
      after: 'Date du diagnostic (mois et année suffisent)',
    });
    expect(line!.changes[`Question ${choiceIndex + 1}, choix`]?.after).toContain('Je ne sais pas');
    expect(line!.changes[`Question ${before.questions.length + 1} (ajoutée)`]).toEqual({
      after: 'Comment avez-vous connu l’association ?',
    });
    expect(line!.changes).not.toHaveProperty('questions');
  });

  it('answers 409 and writes nothing when the list is the current one', async () => {
    const id = await surveyIdOf('life_quality');
    const current = await adminSurvey(id);
    const response = await call({
      method: 'PUT',
      url: `/api/admin/surveys/${id}`,
      payload: { questions: asInput(current.questions) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Aucune modification : la version en cours reste la même.');
    expect((await adminSurvey(id)).current_version).toBe(1);
  });

  it('refuses bad questions with a French message under each field, and writes nothing', async () => {
    const id = await surveyIdOf('satisfaction');
    const rowsBefore = await t.database.db
      .select({ id: surveyQuestions.id })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, id));
    const response = await call({
      method: 'PUT',
      url: `/api/admin/surveys/${id}`,
      payload: {
        questions: [
          { label: '', type: 'radio', choices: [] },
          { label: 'Vos remarques', type: 'textarea', choices: [{ value: 'a', label: 'A' }] },
          {
            label: 'Note',
            type: 'select',
            choices: [
              { value: 'bien', label: 'Bien' },
              { value: 'bien', label: 'Très bien' },
            ],
          },
          { label: 'Suivi', type: 'partner' },
          { label: 'Type inconnu', type: 'slider' },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      'questions.0.label': ['Champ requis'],
      'questions.0.choices': ['Ajoutez au moins une proposition'],
      'questions.1.choices': ['Ce type de réponse n’a pas de propositions'],
      'questions.2.choices.1.value': ['Cette valeur est déjà utilisée par une autre proposition'],
      'questions.3.partner_support_type': ['Choisissez le type de partenaires proposés'],
      'questions.4.type': ['Format invalide'],
    });
    const current = await adminSurvey(id);
    const continued = asInput(current.questions);
    const foreign = await call({
      method: 'PUT',
      url: `/api/admin/surveys/${id}`,
      payload: {
        questions: [
          { ...continued[0]!, label: 'Autre intitulé' },
          { ...continued[1]!, id: continued[0]!.id },
          { ...continued[2]!, id: 999_999 },
        ],
      },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      'questions.1.id': ['Cette question est déjà reprise par une autre'],
      'questions.2.id': ['Cette question ne fait pas partie de la version en cours'],
    });
    const empty = await call({ method: 'PUT', url: `/api/admin/surveys/${id}`, payload: { questions: [] } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ questions: ['Ajoutez au moins une question'] });
    const rowsAfter = await t.database.db
      .select({ id: surveyQuestions.id })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, id));
    expect(rowsAfter).toHaveLength(rowsBefore.length);
    expect((await adminSurvey(id)).current_version).toBe(1);
  });

  it('answers 404 for an unknown survey and refuses anyone but the staff', async () => {
    const body = { questions: [{ label: 'Remarques', type: 'textarea' }] };
    expect((await call({ method: 'PUT', url: '/api/admin/surveys/999999', payload: body })).statusCode).toBe(404);
    const id = await surveyIdOf('cog');
    expect(
      (await call({ method: 'PUT', url: `/api/admin/surveys/${id}`, payload: body, headers: member.headers }))
        .statusCode,
    ).toBe(403);
    expect((await call({ method: 'GET', url: '/api/admin/surveys', headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/surveys' })).statusCode).toBe(401);
  });
});
