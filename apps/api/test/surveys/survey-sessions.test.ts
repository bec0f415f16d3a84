import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys, surveySessions, users } from '../../src/db/schema/index.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { findMembersAroundPro, seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSessionWithResponses } from '../../src/modules/surveys/surveys.repository.ts';
import { answerAll, fetchSurvey, type WireSurvey } from './survey-answers.ts';

let t: TestApp;
let cleanup: () => void;
const tokens: Record<string, Tokens> = {};
const ids: Record<string, number> = {};
const emails = ['admin@demo.fr', 'membre@demo.fr', 'nonmembre@demo.fr', 'pro@demo.fr', 'jeune@demo.fr', 'aidant@demo.fr'];

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  for (const email of emails) {
    tokens[email] = await login(t.app, email);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[email] = row!.id;
  }
});
afterAll(async () => {
  await t.close();
  cleanup();
});

const get = (as: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[as]!) });
const post = (as: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/survey_sessions', headers: bearer(tokens[as]!), payload });
const survey = (ref: string) => fetchSurvey(t.app, tokens['membre@demo.fr']!, ref);
const body = (as: string, answered: WireSurvey, pick = 0) => ({
  user_id: ids[as],
  survey_id: answered.id,
  from_registration: false,
  survey_responses: answerAll(answered, pick),
});

async function sessionCount(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(surveySessions).where(eq(surveySessions.userId, userId));
  return row!.value;
}

async function profileOf(as: string) {
  return (await get(as, '/api/user')).json().data as { qr_info_alert: number; qsat_alert: number; cog_alert: number };
}

/** A member with a place in one of pro@demo.fr's workshops, and one with none. */
const membersAroundPro = () => findMembersAroundPro(t.database, ids['pro@demo.fr']!);

describe('POST /api/survey_sessions', () => {
  it('P2-SURV-10 a premium member saves the satisfaction questionnaire: 201 with the session and its responses', async () => {
    const satisfaction = await survey('satisfaction');
    const response = await post('membre@demo.fr', { ...body('membre@demo.fr', satisfaction), from_registration: false });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: expect.any(Number),
      user_id: ids['membre@demo.fr'],
      survey_id: satisfaction.id,
      survey_ref: 'satisfaction',
      from_registration: false,
      created_at: expect.any(String),
    });
    expect(data.survey_responses).toHaveLength(satisfaction.survey_questions.length);
    const checkbox = satisfaction.survey_questions.find((question) => question.type === 'checkbox')!;
    expect(data.survey_responses.find((item: { survey_question_id: number }) => item.survey_question_id === checkbox.id).response).toEqual([
      checkbox.choices[0]!.value,
    ]);

    const listed = (await get('membre@demo.fr', `/api/users/${ids['membre@demo.fr']}/survey-sessions?survey_ref=satisfaction&per_page=1`)).json();
    expect(listed.data[0].id).toBe(data.id);
  });

  it('stores a combobox’s free text, a partner id, from_registration, and blank optional answers as null', async () => {
    const profile = await survey('profile');
    const responses = answerAll(profile).map((item) => {
      const question = profile.survey_questions.find((candidate) => candidate.id === item.survey_question_id)!;
      if (question.type === 'combobox') return { ...item, response: 'Boulangère' };
      if (question.type === 'string') return { ...item, response: '   ' };
      return item;
    });
    const response = await post('nonmembre@demo.fr', {
      user_id: ids['nonmembre@demo.fr'],
      survey_id: profile.id,
      from_registration: true,
      survey_responses: responses,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.from_registration).toBe(true);
    const answerTo = (type: string) =>
      data.survey_responses.find(
        (item: { survey_question_id: number }) => item.survey_question_id === profile.survey_questions.find((question) => question.type === type)!.id,
      ).response;
    expect(answerTo('combobox')).toBe('Boulangère');
    expect(answerTo('string')).toBeNull();
    expect(answerTo('partner')).toEqual(expect.any(Number));
  });

  it('P2-SURV-15 refuses a missing required answer and a choice not offered, naming the question, and writes nothing', async () => {
    const satisfaction = await survey('satisfaction');
    const before = await sessionCount(ids['membre@demo.fr']!);
    const responses = answerAll(satisfaction);
    const radio = satisfaction.survey_questions.findIndex((question) => question.type === 'radio');
    const select = satisfaction.survey_questions.findIndex((question) => question.type === 'select');
    responses[radio] = { ...responses[radio]!, response: null };
    responses[select] = { ...responses[select]!, response: 'peut_etre' };
    const response = await post('membre@demo.fr', { ...body('membre@demo.fr', satisfaction), survey_responses: responses });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        [`survey_responses.${radio}.response`]: [`« ${satisfaction.survey_questions[radio]!.label} » : Champ requis`],
        [`survey_responses.${select}.response`]: [
          `« ${satisfaction.survey_questions[select]!.label} » : Cette réponse ne fait pas partie des propositions`,
        ],
      },
    });
    expect(await sessionCount(ids['membre@demo.fr']!)).toBe(before);
  });

  it('P2-SURV-15 P2-SURV-16 lists required questions left out, an empty required list included', async () => {
    const profile = await survey('profile');
    const checkbox = profile.survey_questions.find((question) => question.type === 'checkbox' && question.is_required)!;
    const responses = answerAll(profile).filter((item) => item.survey_question_id !== checkbox.id);
    const response = await post('membre@demo.fr', { ...body('membre@demo.fr', profile), survey_responses: responses });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.survey_responses).toEqual([`« ${checkbox.label} » : Veuillez choisir au moins une réponse`]);
  });

  it('refuses a question of another questionnaire, an unknown question, a wrong shape and an unknown questionnaire (422)', async () => {
    const satisfaction = await survey('satisfaction');
    const lifeQuality = await survey('life_quality');
    const foreign = [...answerAll(satisfaction), { survey_question_id: lifeQuality.survey_questions[0]!.id, response: 'x' }];
    const first = await post('membre@demo.fr', { ...body('membre@demo.fr', satisfaction), survey_responses: foreign });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors).toEqual({
      [`survey_responses.${foreign.length - 1}.survey_question_id`]: ['Cette question ne fait pas partie de ce questionnaire'],
    });
    const unknown = [...answerAll(satisfaction), { survey_question_id: 999_999, response: 'x' }];
    expect((await post('membre@demo.fr', { ...body('membre@demo.fr', satisfaction), survey_responses: unknown })).statusCode).toBe(422);

    const shape = await post('membre@demo.fr', {
      ...body('membre@demo.fr', satisfaction),
      survey_responses: [{ survey_question_id: satisfaction.survey_questions[0]!.id, response: { value: 1 } }],
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors)).toEqual(['survey_responses.0.response']);

    const noSurvey = await post('membre@demo.fr', { ...body('membre@demo.fr', satisfaction), survey_id: 999_999 });
    expect(noSurvey.statusCode).toBe(422);
    expect(noSurvey.json().errors).toEqual({ survey_id: ['Questionnaire introuvable'] });
  });

  it('P2-SURV-01 P2-SURV-04 satisfaction and quality of life need a premium member (403)', async () => {
    for (const ref of ['satisfaction', 'life_quality']) {
      const response = await post('nonmembre@demo.fr', body('nonmembre@demo.fr', await survey(ref)));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden', message: 'Cette fonctionnalité est réservée aux adhérents.' });
    }
    expect((await post('pro@demo.fr', body('pro@demo.fr', await survey('satisfaction')))).statusCode).toBe(403);
  });

  it('P2-SURV-02 the profile questionnaire is open to a signed-in person without membership (registration step 4)', async () => {
    const response = await post('nonmembre@demo.fr', body('nonmembre@demo.fr', await survey('profile')));
    expect(response.statusCode).toBe(201);
  });

  it('P2-SURV-03 the cognitive questionnaire needs an AJA premium member', async () => {
    const cog = await survey('cog');
    const refused = await post('membre@demo.fr', body('membre@demo.fr', cog));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ce questionnaire est réservé aux adhérents du parcours AJA.');
    expect((await post('jeune@demo.fr', body('jeune@demo.fr', cog))).statusCode).toBe(201);
  });

  it('a person answers only for themself: not for another member, not even the staff or the workshop pro (403); a visitor gets 401', async () => {
    const satisfaction = await survey('satisfaction');
    const { inside } = await membersAroundPro();
    for (const as of ['nonmembre@demo.fr', 'admin@demo.fr', 'pro@demo.fr']) {
      const response = await post(as, { ...body('membre@demo.fr', satisfaction), user_id: as === 'pro@demo.fr' ? inside : ids['membre@demo.fr'] });
      expect(response.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/survey_sessions', payload: body('membre@demo.fr', satisfaction) });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('writing a session', () => {
  it('writes the session and its responses together or not at all', async () => {
    const userId = ids['nonmembre@demo.fr']!;
    const profile = await survey('profile');
    const before = await sessionCount(userId);
    const write = insertSessionWithResponses(t.database.db, { userId, surveyId: profile.id, version: 1, fromRegistration: false }, [
      { questionId: profile.survey_questions[0]!.id, value: '2023-04-12' },
      { questionId: 999_999, value: 'x' },
    ]);
    await expect(write).rejects.toThrow();
    expect(await sessionCount(userId)).toBe(before);
  });
});

describe('GET /api/users/{user_id}/survey-sessions', () => {
  it('P2-SURV-09 per_page 1 with survey_responses gives the latest session of the questionnaire, to pre-fill the form', async () => {
    const lifeQuality = await survey('life_quality');
    const userId = ids['membre@demo.fr']!;
    const older = (await post('membre@demo.fr', body('membre@demo.fr', lifeQuality, 0))).json().data;
    const latest = (await post('membre@demo.fr', body('membre@demo.fr', lifeQuality, 1))).json().data;
    expect(latest.id).not.toBe(older.id);

    const response = await get(
      'membre@demo.fr',
      `/api/users/${userId}/survey-sessions?page=1&per_page=1&sort=created_at&direction=desc&with[0]=survey_responses&user_id=${userId}&survey_ref=life_quality`,
    );
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: latest.id, survey_ref: 'life_quality', user_id: userId });
    expect(data[0].survey_responses.map((item: { response: unknown }) => item.response)).toEqual(
      latest.survey_responses.map((item: { response: unknown }) => item.response),
    );
    // The seeded answer of 9 days ago and the two above.
    expect(meta).toEqual({ total: 3, page: 1, per_page: 1, last_page: 3 });
  });

  it('pages, sorts both ways, filters by questionnaire and leaves the responses out unless asked', async () => {
    const userId = ids['membre@demo.fr']!;
    const all = (await get('membre@demo.fr', `/api/users/${userId}/survey-sessions`)).json();
    expect(all.meta.per_page).toBe(15);
    expect(all.data[0].survey_responses).toBeUndefined();
    const dates = all.data.map((session: { created_at: string }) => session.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const ascending = (await get('membre@demo.fr', `/api/users/${userId}/survey-sessions?direction=asc&per_page=2&page=2`)).json();
    expect(ascending.meta).toMatchObject({ page: 2, per_page: 2, total: all.meta.total });
    expect(ascending.data[0].created_at).toBe([...dates].sort()[2]);
    const profileOnly = (await get('membre@demo.fr', `/api/users/${userId}/survey-sessions?survey_ref=profile&with[]=survey_responses`)).json();
    expect(profileOnly.data.every((session: { survey_ref: string }) => session.survey_ref === 'profile')).toBe(true);
    expect(profileOnly.data[0].survey_responses.length).toBeGreaterThan(0);
    expect((await get('membre@demo.fr', `/api/users/${userId}/survey-sessions?per_page=101`)).statusCode).toBe(422);
    expect((await get('membre@demo.fr', `/api/users/${userId}/survey-sessions?sort=id`)).statusCode).toBe(422);
  });

  it('a member reads only their own sessions; the staff read all; a premium pro reads the members of their workshops', async () => {
    const { inside, outside } = await membersAroundPro();
    expect((await get('nonmembre@demo.fr', `/api/users/${ids['membre@demo.fr']}/survey-sessions`)).statusCode).toBe(403);
    expect((await get('admin@demo.fr', `/api/users/${ids['membre@demo.fr']}/survey-sessions`)).statusCode).toBe(200);
    expect((await get('pro@demo.fr', `/api/users/${inside}/survey-sessions`)).statusCode).toBe(200);
    expect((await get('pro@demo.fr', `/api/users/${outside}/survey-sessions`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ids['membre@demo.fr']}/survey-sessions` })).statusCode).toBe(401);
    expect((await get('admin@demo.fr', '/api/users/999999/survey-sessions')).statusCode).toBe(404);
  });
});

describe('answering clears the profile alerts', () => {
  it('P2-SURV-11 a premium member without a profile answer has qr_info_alert 1, answering sets it to 0', async () => {
    const userId = ids['membre@demo.fr']!;
    const profileSurveys = await t.database.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.ref, 'profile'));
    await t.database.db
      .delete(surveySessions)
      .where(and(eq(surveySessions.userId, userId), inArray(surveySessions.surveyId, profileSurveys.map((row) => row.id))));
    expect((await profileOf('membre@demo.fr')).qr_info_alert).toBe(1);

    expect((await post('membre@demo.fr', body('membre@demo.fr', await survey('profile')))).statusCode).toBe(201);
    expect((await profileOf('membre@demo.fr')).qr_info_alert).toBe(0);
  });

  it('an AJA young member who never answered the cognitive questionnaire has cog_alert 1, answering sets it to 0', async () => {
    const cog = await t.database.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.ref, 'cog'));
    await t.database.db
      .delete(surveySessions)
      .where(and(eq(surveySessions.userId, ids['jeune@demo.fr']!), inArray(surveySessions.surveyId, cog.map((row) => row.id))));
    expect((await profileOf('jeune@demo.fr')).cog_alert).toBe(1);
    expect((await post('jeune@demo.fr', body('jeune@demo.fr', await survey('cog')))).statusCode).toBe(201);
    expect((await profileOf('jeune@demo.fr')).cog_alert).toBe(0);
  });

  it('an AJA carer gets no cog_alert: the cognitive questionnaire speaks to the young person (ADR 010)', async () => {
    const [carer] = await t.database.db
      .select({ value: count() })
      .from(surveySessions)
      .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
      .where(and(eq(surveySessions.userId, ids['aidant@demo.fr']!), eq(surveys.ref, 'cog')));
    expect(carer!.value).toBe(0);
    expect((await profileOf('aidant@demo.fr')).cog_alert).toBe(0);
  });
});
