import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  emptySessionsPage,
  findStepHeading,
  partners,
  profileSurvey,
  registeringProfile,
} from '../test/registration-fixtures.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const afterStepTwo: RegistrationProcess = { reason: 'ligue', aja_role: null, partner: null };
const afterStepThree: RegistrationProcess = {
  reason: 'ligue',
  aja_role: null,
  partner: { id: 1 },
  validLigueCodeRegistered: true,
};

/** The profile questionnaire with the committee question of the real one (seed: survey-questions.ts). */
function surveyWithCommittee() {
  const survey = profileSurvey('profile');
  return {
    ...survey,
    survey_questions: [
      ...survey.survey_questions,
      {
        id: 12,
        label: 'Votre comité de la Ligue contre le cancer, le cas échéant',
        type: 'partner',
        partner_support_type: 'ligue',
        choices: partners.ligue.map((partner) => ({ value: partner.id, label: partner.name })),
        is_required: false,
      },
    ],
  };
}

function serve(process: RegistrationProcess) {
  return mockApi({
    'GET /api/user': () => jsonResponse(200, { data: registeringProfile(process) }),
    'GET /api/partners': () => jsonResponse(200, { data: partners.ligue }),
    'GET /api/surveys/ref/profile': () => jsonResponse(200, { data: surveyWithCommittee() }),
    'GET /api/users/42/survey-sessions': () => jsonResponse(200, emptySessionsPage),
    'POST /api/survey_sessions': () =>
      jsonResponse(201, {
        data: {
          id: 9,
          user_id: 42,
          survey_id: 1,
          survey_ref: 'profile',
          from_registration: true,
          created_at: '2026-01-01T10:00:00.000Z',
        },
      }),
    'PUT /api/users/42/update-registration-process': () => jsonResponse(200, { data: {} }),
  });
}

describe('resuming a registration stopped on the Ligue path (issue 37)', { timeout: 30_000 }, () => {
  it('P1-REG-35 on sign-in (home) she is taken to step 3, not to a payment', async () => {
    serve(afterStepTwo);
    const { router } = renderRoute('/home', registeringProfile(afterStepTwo));
    expect(await findStepHeading('Étape 3 sur 4 : Code adhérent')).toBeTruthy();
    expect(router.location.pathname).toBe('/register');
  });

  it('P1-REG-38 the subscription screen sends her to the questionnaire once her code is checked', async () => {
    serve(afterStepThree);
    const { router } = renderRoute('/payment/subscription', registeringProfile(afterStepThree));
    expect(await findStepHeading('Étape 4 sur 4 : Questionnaire de profil')).toBeTruthy();
    expect(router.location.pathname).toBe('/register');
    expect(screen.queryByRole('button', { name: /Payer/ })).toBeNull();
  });

  it('P1-REG-19 the committee chosen on step 3 is not asked again by the questionnaire, and is sent with it', async () => {
    const calls = serve(afterStepThree);
    renderRoute('/register', registeringProfile(afterStepThree));
    expect(await screen.findByRole('heading', { level: 3, name: 'Questionnaire de profil' })).toBeTruthy();
    expect(screen.queryByText(/Votre comité de la Ligue/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Non' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes réponses' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/survey_sessions')).toBe(true));
    const sent = calls.find((call) => call.path === '/api/survey_sessions')?.body as {
      survey_responses: { survey_question_id: number; response: unknown }[];
    };
    expect(sent.survey_responses).toEqual([
      { survey_question_id: 11, response: 'non' },
      { survey_question_id: 12, response: 1 },
    ]);
  });
});
