import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys, surveySessions } from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPartner,
  createPro,
  createSurveySession,
  createWorkshop,
  signIn,
  subscribe,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertSessionWithResponses } from '../../src/modules/surveys/surveys.repository.ts';
import { answerAll, fetchSurvey, type WireSurvey } from './survey-answers.ts';

type Account = 'admin' | 'member' | 'nonMember' | 'pro' | 'young' | 'carer';

let t: TestApp;
const headers = {} as Record<Account, { authorization: string }>;
const ids = {} as Record<Account, number>;
/** A member with a place in one of the pro's workshops, and one with none. */
const aroundPro = { inside: 0, outside: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The profile questionnaire offers the Ligue committees as choices.
  await createPartner(db, { supportType: 'ligue' });
  const carer = await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_assistant' });
  const accounts: Record<Account, { id: number }> = {
    admin: await createAdmin(db),
    member: await createMember(db, { premium: true }),
    nonMember: await createMember(db),
    pro: await createPro(db, { premium: true, status: 'basic' }),
    young: await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_young', assistantId: carer.id }),
    carer,
  };
  for (const [as, account] of Object.entries(accounts) as [Account, { id: number }][]) {
    ids[as] = account.id;
    headers[as] = await signIn(db, account);
  }
  // The member answered the profile at registration and the quality of life 9 days ago.
  await createSurveySession(db, accounts.member, 'profile', { daysAgo: 30, fromRegistration: true });
  await createSurveySession(db, accounts.member, 'life_quality', { daysAgo: 9 });
  const inside = await createMember(db, { premium: true });
  const { sessions } = await createWorkshop(db, { owner: accounts.pro });
  await subscribe(db, inside, sessions[0]!);
  aroundPro.inside = inside.id;
  aroundPro.outside = (await createMember(db, { premium: true })).id;
});
afterAll(async () => {
  await t.close();
});

const get = (as: Account, url: string) => t.app.inject({ method: 'GET', url, headers: headers[as] });
const post = (as: Account, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/survey_sessions', headers: headers[as], payload });
const survey = (ref: string) => fetchSurvey(t.app, headers.member, ref);
const body = (as: Account, answered: WireSurvey, pick = 0) => ({
  user_id: ids[as],
  survey_id: answered.id,
  from_registration: false,
  survey_responses: answerAll(answered, pick),
});

async function sessionCount(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(surveySessions)
    .where(eq(surveySessions.userId, userId));
  return row!.value;
}

async function profileOf(as: Account) {
  return (await get(as, '/api/user')).json().data as { qr_info_alert: number; qsat_alert: number; cog_alert: number };
}

describe('POST /api/survey_sessions', () => {
  it('P2-SURV-10 a premium member saves the satisfaction questionnaire: 201 with the session and its responses', async () => {
    const satisfaction = await survey('satisfaction');
    const response = await post('member', body('member', satisfaction));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: expect.any(Number),
      user_id: ids.member,
      survey_id: satisfaction.id,
      survey_ref: 'satisfaction',
      from_registration: false,
      created_at: expect.any(String),
    });
    expect(data.survey_responses).toHaveLength(satisfaction.survey_questions.length);
    const checkbox = satisfaction.survey_questions.find((question) => question.type === 'checkbox')!;
    expect(
      data.survey_responses.find((item: { survey_question_id: number }) => item.survey_question_id === checkbox.id)
        .response,
    ).toEqual([checkbox.choices[0]!.value]);

    const listed = (
      await get('member', `/api/users/${ids.member}/survey-sessions?survey_ref=satisfaction&per_page=1`)
    ).json();
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
    const response = await post('nonMember', {
      ...body('nonMember', profile),
      from_registration: true,
      survey_responses: responses,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.from_registration).toBe(true);
    const answerTo = (type: string) =>
      data.survey_responses.find(
        (item: { survey_question_id: number }) =>
          item.survey_question_id === profile.survey_questions.find((question) => question.type === type)!.id,
      ).response;
    expect(answerTo('combobox')).toBe('Boulangère');
    expect(answerTo('string')).toBeNull();
    expect(answerTo('partner')).toEqual(expect.any(Number));
  });

  it('P2-SURV-15 refuses a missing required answer and a choice not offered, naming the question, and writes nothing', async () => {
    const satisfaction = await survey('satisfaction');
    const before = await sessionCount(ids.member);
    const responses = answerAll(satisfaction);
    const radio = satisfaction.survey_questions.findIndex((question) => question.type === 'radio');
    const select = satisfaction.survey_questions.findIndex((question) => question.type === 'select');
    responses[radio] = { ...responses[radio]!, response: null };
    responses[select] = { ...responses[select]!, response: 'peut_etre' };
    const response = await post('member', { ...body('member', satisfaction), survey_responses: responses });
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
    expect(await sessionCount(ids.member)).toBe(before);
  });

  it('P2-SURV-15 P2-SURV-16 lists required questions left out, an empty required list included', async () => {
    const profile = await survey('profile');
    const checkbox = profile.survey_questions.find((question) => question.type === 'checkbox' && question.is_required)!;
    const responses = answerAll(profile).filter((item) => item.survey_question_id !== checkbox.id);
    const response = await post('member', { ...body('member', profile), survey_responses: responses });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.survey_responses).toEqual([
      `« ${checkbox.label} » : Veuillez choisir au moins une réponse`,
    ]);
  });

  it('refuses a question of another questionnaire, an unknown question, a wrong shape and an unknown questionnaire (422)', async () => {
    const satisfaction = await survey('satisfaction');
    const lifeQuality = await survey('life_quality');
    const foreign = [
      ...answerAll(satisfaction),
      { survey_question_id: lifeQuality.survey_questions[0]!.id, response: 'x' },
    ];
    const first = await post('member', { ...body('member', satisfaction), survey_responses: foreign });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors).toEqual({
      [`survey_responses.${foreign.length - 1}.survey_question_id`]: [
        'Cette question ne fait pas partie de ce questionnaire',
      ],
    });
    const unknown = [...answerAll(satisfaction), { survey_question_id: 999_999, response: 'x' }];
    expect((await post('member', { ...body('member', satisfaction), survey_responses: unknown })).statusCode).toBe(422);

    const shape = await post('member', {
      ...body('member', satisfaction),
      survey_responses: [{ survey_question_id: satisfaction.survey_questions[0]!.id, response: { value: 1 } }],
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors)).toEqual(['survey_responses.0.response']);

    const noSurvey = await post('member', { ...body('member', satisfaction), survey_id: 999_999 });
    expect(noSurvey.statusCode).toBe(422);
    expect(noSurvey.json().errors).toEqual({ survey_id: ['Questionnaire introuvable'] });
  });

  it('P2-SURV-01 P2-SURV-04 satisfaction and quality of life need a premium member (403)', async () => {
    for (const ref of ['satisfaction', 'life_quality']) {
      const response = await post('nonMember', body('nonMember', await survey(ref)));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'forbidden',
        message: 'Cette fonctionnalité est réservée aux adhérents.',
      });
    }
    expect((await post('pro', body('pro', await survey('satisfaction')))).statusCode).toBe(403);
  });

  it('P2-SURV-02 the profile questionnaire is open to a signed-in person without membership (registration step 4)', async () => {
    const response = await post('nonMember', body('nonMember', await survey('profile')));
    expect(response.statusCode).toBe(201);
  });

  it('P2-SURV-03 the cognitive questionnaire needs an AJA premium member', async () => {
    const cog = await survey('cog');
    const refused = await post('member', body('member', cog));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ce questionnaire est réservé aux adhérents du parcours AJA.');
    expect((await post('young', body('young', cog))).statusCode).toBe(201);
  });

  it('a person answers only for themself: not for another member, not even the staff or the workshop pro (403); a visitor gets 401', async () => {
    const satisfaction = await survey('satisfaction');
    const { inside } = aroundPro;
    for (const as of ['nonMember', 'admin', 'pro'] as const) {
      const response = await post(as, { ...body('member', satisfaction), user_id: as === 'pro' ? inside : ids.member });
      expect(response.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/survey_sessions',
      payload: body('member', satisfaction),
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('writing a session', () => {
  it('writes the session and its responses together or not at all', async () => {
    const userId = ids.nonMember;
    const profile = await survey('profile');
    const before = await sessionCount(userId);
    const write = insertSessionWithResponses(
      t.database.db,
      { userId, surveyId: profile.id, version: 1, fromRegistration: false },
      [
        { questionId: profile.survey_questions[0]!.id, value: '2023-04-12' },
        { questionId: 999_999, value: 'x' },
      ],
    );
    await expect(write).rejects.toThrow();
    expect(await sessionCount(userId)).toBe(before);
  });
});

describe('GET /api/users/{user_id}/survey-sessions', () => {
  it('P2-SURV-09 per_page 1 with survey_responses gives the latest session of the questionnaire, to pre-fill the form', async () => {
    const lifeQuality = await survey('life_quality');
    const userId = ids.member;
    const older = (await post('member', body('member', lifeQuality, 0))).json().data;
    const latest = (await post('member', body('member', lifeQuality, 1))).json().data;
    expect(latest.id).not.toBe(older.id);

    const response = await get(
      'member',
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
    const userId = ids.member;
    const all = (await get('member', `/api/users/${userId}/survey-sessions`)).json();
    expect(all.meta.per_page).toBe(15);
    expect(all.data[0].survey_responses).toBeUndefined();
    const dates = all.data.map((session: { created_at: string }) => session.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const ascending = (
      await get('member', `/api/users/${userId}/survey-sessions?direction=asc&per_page=2&page=2`)
    ).json();
    expect(ascending.meta).toMatchObject({ page: 2, per_page: 2, total: all.meta.total });
    expect(ascending.data[0].created_at).toBe([...dates].sort()[2]);
    const profileOnly = (
      await get('member', `/api/users/${userId}/survey-sessions?survey_ref=profile&with[]=survey_responses`)
    ).json();
    expect(profileOnly.data.every((session: { survey_ref: string }) => session.survey_ref === 'profile')).toBe(true);
    expect(profileOnly.data[0].survey_responses.length).toBeGreaterThan(0);
    expect((await get('member', `/api/users/${userId}/survey-sessions?per_page=101`)).statusCode).toBe(422);
    expect((await get('member', `/api/users/${userId}/survey-sessions?sort=id`)).statusCode).toBe(422);
  });

  it('a member reads only their own sessions; the staff read all; a premium pro reads the members of their workshops', async () => {
    const { inside, outside } = aroundPro;
    expect((await get('nonMember', `/api/users/${ids.member}/survey-sessions`)).statusCode).toBe(403);
    expect((await get('admin', `/api/users/${ids.member}/survey-sessions`)).statusCode).toBe(200);
    expect((await get('pro', `/api/users/${inside}/survey-sessions`)).statusCode).toBe(200);
    expect((await get('pro', `/api/users/${outside}/survey-sessions`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ids.member}/survey-sessions` })).statusCode).toBe(
      401,
    );
    expect((await get('admin', '/api/users/999999/survey-sessions')).statusCode).toBe(404);
  });
});

describe('answering clears the profile alerts', () => {
  it('P2-SURV-11 a premium member without a profile answer has qr_info_alert 1, answering sets it to 0', async () => {
    const userId = ids.member;
    const profileSurveys = await t.database.db
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.ref, 'profile'));
    await t.database.db.delete(surveySessions).where(
      and(
        eq(surveySessions.userId, userId),
        inArray(
          surveySessions.surveyId,
          profileSurveys.map((row) => row.id),
        ),
      ),
    );
    expect((await profileOf('member')).qr_info_alert).toBe(1);

    expect((await post('member', body('member', await survey('profile')))).statusCode).toBe(201);
    expect((await profileOf('member')).qr_info_alert).toBe(0);
  });

  it('an AJA young member who never answered the cognitive questionnaire has cog_alert 1, answering sets it to 0', async () => {
    const cog = await t.database.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.ref, 'cog'));
    await t.database.db.delete(surveySessions).where(
      and(
        eq(surveySessions.userId, ids.young),
        inArray(
          surveySessions.surveyId,
          cog.map((row) => row.id),
        ),
      ),
    );
    expect((await profileOf('young')).cog_alert).toBe(1);
    expect((await post('young', body('young', await survey('cog')))).statusCode).toBe(201);
    expect((await profileOf('young')).cog_alert).toBe(0);
  });

  it('an AJA carer gets no cog_alert: the cognitive questionnaire speaks to the young person (ADR 010)', async () => {
    const [carer] = await t.database.db
      .select({ value: count() })
      .from(surveySessions)
      .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
      .where(and(eq(surveySessions.userId, ids.carer), eq(surveys.ref, 'cog')));
    expect(carer!.value).toBe(0);
    expect((await profileOf('carer')).cog_alert).toBe(0);
  });
});
