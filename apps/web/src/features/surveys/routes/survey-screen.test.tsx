import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ajaYoungProfile, premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { satisfactionSurvey } from '../components/survey-fixtures.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Call = { method: string; url: URL; body: unknown };
let calls: Call[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
      const answer = answers[`${method} ${url.pathname}`];
      return answer ? answer() : jsonResponse(404, { code: 'not_found', message: 'Ressource introuvable' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const lastSession = {
  id: 31,
  user_id: premiumUserProfile.id,
  survey_id: satisfactionSurvey.id,
  survey_ref: 'satisfaction',
  from_registration: false,
  created_at: '2025-05-02T09:00:00.000Z',
  survey_responses: [
    { id: 1, survey_session_id: 31, survey_question_id: 40, response: 'jamais' },
    { id: 2, survey_session_id: 31, survey_question_id: 42, response: 'Rien à ajouter' },
  ],
};
const page = (data: unknown[]) => ({ data, meta: { total: data.length, page: 1, per_page: 1, last_page: 1 } });

describe('survey screens', { timeout: 15_000 }, () => {
  it('P2-SURV-07 P2-SURV-09 /satisfaction_survey fetches the questionnaire by reference and pre-fills the last answers', async () => {
    answers['GET /api/surveys/ref/satisfaction'] = () => jsonResponse(200, { data: satisfactionSurvey });
    answers[`GET /api/users/${premiumUserProfile.id}/survey-sessions`] = () => jsonResponse(200, page([lastSession]));
    renderRoute('/satisfaction_survey', premiumUserProfile);

    // The screen's code loads on first visit.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questionnaire de satisfaction' }, { timeout: 8000 }),
    ).toBeTruthy();
    // The form loads beside the questionnaire's data.
    expect(((await screen.findByRole('radio', { name: 'Jamais' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Vos suggestions' }) as HTMLTextAreaElement).value).toBe(
      'Rien à ajouter',
    );

    const surveyCall = calls.find((call) => call.url.pathname === '/api/surveys/ref/satisfaction')!;
    expect(surveyCall.url.searchParams.get('with[0]')).toBe('survey_questions');
    const sessionsCall = calls.find((call) => call.url.pathname.endsWith('/survey-sessions'))!;
    expect(Object.fromEntries(sessionsCall.url.searchParams)).toEqual({
      page: '1',
      per_page: '1',
      sort: 'created_at',
      direction: 'desc',
      'with[0]': 'survey_responses',
      user_id: String(premiumUserProfile.id),
      survey_ref: 'satisfaction',
    });
  });

  it('P2-SURV-10 P2-SURV-11 P2-SURV-12 saves, refreshes the profile, says so and goes home', async () => {
    answers['GET /api/surveys/ref/satisfaction'] = () => jsonResponse(200, { data: satisfactionSurvey });
    answers[`GET /api/users/${premiumUserProfile.id}/survey-sessions`] = () => jsonResponse(200, page([]));
    answers['POST /api/survey_sessions'] = () => jsonResponse(201, { data: { ...lastSession, id: 32 } });
    answers['GET /api/user'] = () => jsonResponse(200, { data: premiumUserProfile });
    const { router } = renderRoute('/satisfaction_survey', premiumUserProfile);

    fireEvent.click(await screen.findByRole('radio', { name: 'Souvent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes réponses' }));

    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/survey_sessions');
    expect(post.body).toEqual({
      user_id: premiumUserProfile.id,
      survey_id: satisfactionSurvey.id,
      from_registration: false,
      survey_responses: [
        { survey_question_id: 40, response: 'souvent' },
        { survey_question_id: 41, response: null },
        { survey_question_id: 42, response: null },
      ],
    });
    const postIndex = calls.indexOf(post);
    expect(calls.slice(postIndex).some((call) => call.url.pathname === '/api/user')).toBe(true);
    expect(await screen.findByText('Questionnaire enregistré !')).toBeTruthy();
  });

  it('P2-SURV-15 a required question left blank is not sent', async () => {
    answers['GET /api/surveys/ref/satisfaction'] = () => jsonResponse(200, { data: satisfactionSurvey });
    answers[`GET /api/users/${premiumUserProfile.id}/survey-sessions`] = () => jsonResponse(200, page([]));
    renderRoute('/satisfaction_survey', premiumUserProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer mes réponses' }));
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('P2-SURV-08 P2-SURV-12 /profile_survey asks an AJA young person the young adult questionnaire, then goes to /aja', async () => {
    const ajaSurvey = {
      ...satisfactionSurvey,
      id: 2,
      ref: 'profile_aja_young',
      title: 'Questionnaire de profil – Jeune adulte',
    };
    answers['GET /api/surveys/ref/profile_aja_young'] = () => jsonResponse(200, { data: ajaSurvey });
    answers[`GET /api/users/${ajaYoungProfile.id}/survey-sessions`] = () => jsonResponse(200, page([]));
    answers['POST /api/survey_sessions'] = () =>
      jsonResponse(201, { data: { ...lastSession, survey_ref: 'profile_aja_young' } });
    answers['GET /api/user'] = () => jsonResponse(200, { data: ajaYoungProfile });
    const { router } = renderRoute('/profile_survey', ajaYoungProfile);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questionnaire de profil – Jeune adulte' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Jamais' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes réponses' }));
    await waitFor(() => expect(router.location.pathname).toBe('/aja'));
  });

  it('shows an error with a retry when the questionnaire cannot be loaded', async () => {
    answers['GET /api/surveys/ref/life_quality'] = () =>
      jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' });
    answers[`GET /api/users/${premiumUserProfile.id}/survey-sessions`] = () => jsonResponse(200, page([]));
    renderRoute('/life_quality_survey', premiumUserProfile);
    expect(
      await screen.findByText(
        "Le questionnaire n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();

    answers['GET /api/surveys/ref/life_quality'] = () =>
      jsonResponse(200, {
        data: { ...satisfactionSurvey, ref: 'life_quality', title: 'Questionnaire de qualité de vie' },
      });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaire de qualité de vie' })).toBeTruthy();
  });

  it('says when a questionnaire has no question yet', async () => {
    answers['GET /api/surveys/ref/cog'] = () =>
      jsonResponse(200, {
        data: { ...satisfactionSurvey, ref: 'cog', title: 'Questionnaire cognitif', survey_questions: [] },
      });
    answers[`GET /api/users/${ajaYoungProfile.id}/survey-sessions`] = () => jsonResponse(200, page([]));
    renderRoute('/cog_survey', ajaYoungProfile);
    expect(await screen.findByText('Ce questionnaire ne contient pas encore de question.')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/aja');
  });
});
