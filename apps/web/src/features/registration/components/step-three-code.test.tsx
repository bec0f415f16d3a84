import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  emptySessionsPage,
  findStepHeading,
  profileSurvey,
  registeringProfile,
} from '../test/registration-fixtures.ts';
import { button, field, putBodies, serve } from '../test/step-three-screen.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const ligue: RegistrationProcess = { reason: 'ligue', aja_role: null, partner: null };

/** Step 3 on a partner's path: the member code, then the questionnaire (step 4). AJA: step-three-aja.test.tsx. */
describe('/register step 3 and 4: the member code', { timeout: 30_000 }, () => {
  it('P1-REG-18 P1-REG-19 P1-REGR-26 P1-REGR-27 P1-REGR-28 the Ligue path asks for the committee, the département and the code', async () => {
    const { calls } = serve(registeringProfile(ligue));
    renderRoute('/register', registeringProfile(ligue));
    expect(await findStepHeading('Étape 3 sur 4 : Code adhérent')).toBeTruthy();
    const committee = (await screen.findByRole('combobox', { name: /Comité de la Ligue/ })) as HTMLSelectElement;
    await waitFor(() => expect(within(committee).getAllByRole('option')).toHaveLength(3));
    fireEvent.click(button('Vérifier mon code'));
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(3));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // Two characters only; the committee of the département is chosen.
    fireEvent.change(field(/^Département/), { target: { value: '750' } });
    expect(field(/^Département/).value).toBe('75');
    await waitFor(() => expect(committee.value).toBe('1'));
  });

  it("P1-REG-25 P1-REG-26 a wrong code says the server's words and whom to ask", async () => {
    const { calls } = serve(registeringProfile(ligue), {
      'POST /api/partners/check-adh-code': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Code adhérent invalide',
          error: 'Code adhérent invalide',
          errors: { adh_secret_code: ['Code adhérent invalide'] },
        }),
    });
    renderRoute('/register', registeringProfile(ligue));
    await findStepHeading(/Code adhérent/);
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: /Comité de la Ligue/ })).getAllByRole('option')).toHaveLength(
        3,
      ),
    );
    fireEvent.change(field(/^Département/), { target: { value: '75' } });
    fireEvent.change(field(/^Code adhérent/), { target: { value: 'FAUX' } });
    fireEvent.click(button('Vérifier mon code'));
    expect(
      await screen.findByText(
        'Code adhérent invalide, renseignez-vous auprès de Ligue contre le cancer – Comité de Paris',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Code adhérent/)));
    expect(calls.find((call) => call.path === '/api/partners/check-adh-code')?.body).toEqual({
      partner: { id: 1, adh_secret_code: 'FAUX' },
      partner_id: 1,
      adh_secret_code: 'FAUX',
      partner_zip: '75',
      user_id: 42,
    });
  });

  it('P1-REG-31 P1-REG-32 P1-REG-38 P1-REG-39 P1-REG-44 a valid code leads to the profile questionnaire, then to the payment', async () => {
    const full = serve(registeringProfile(ligue), {
      'POST /api/partners/check-adh-code': () => {
        full.setProcess({ ...ligue, partner: { id: 1 }, validLigueCodeRegistered: true });
        return jsonResponse(200, { message: 'Code adhérent accepté', data: {} });
      },
      'GET /api/surveys/ref/profile': () => jsonResponse(200, { data: profileSurvey('profile') }),
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
    });
    const { router } = renderRoute('/register', registeringProfile(ligue));
    await findStepHeading(/Code adhérent/);
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: /Comité de la Ligue/ })).getAllByRole('option')).toHaveLength(
        3,
      ),
    );
    fireEvent.change(field(/^Département/), { target: { value: '75' } });
    fireEvent.change(field(/^Code adhérent/), { target: { value: 'LIGUE75' } });
    fireEvent.click(button('Vérifier mon code'));

    expect(await findStepHeading('Étape 4 sur 4 : Questionnaire de profil')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Questionnaire de profil' })).toBeTruthy();
    // The Ligue pays the membership: the payment screen will register it with this code.
    expect(JSON.parse(window.sessionStorage.getItem('adhesion-code:42') ?? 'null')).toEqual({
      partnerId: 1,
      code: 'LIGUE75',
      reason: 'ligue',
    });

    fireEvent.click(screen.getByRole('radio', { name: 'Non' }));
    fireEvent.click(button('Enregistrer mes réponses'));
    await waitFor(() => expect(router.location.pathname).toBe('/payment/subscription'));
    expect(full.calls.find((call) => call.path === '/api/survey_sessions')?.body).toMatchObject({
      user_id: 42,
      survey_id: 1,
      from_registration: true,
    });
    expect(putBodies(full.calls)).toEqual([
      { reason: 'ligue', aja_role: null, partner: { id: 1 }, validLigueCodeRegistered: true, qprRegistered: true },
    ]);
  });

  it('P1-REG-22 P1-REG-23 "Modifier mon orientation" resets reason and partner and returns to step 1', async () => {
    const process: RegistrationProcess = { reason: 'retreat', aja_role: null, partner: { id: 4 } };
    const { calls } = serve(registeringProfile(process));
    renderRoute('/register', registeringProfile(process));
    expect(await findStepHeading('Étape 3 sur 3 : Code adhérent')).toBeTruthy();
    fireEvent.click(button('Modifier mon orientation'));
    expect(await findStepHeading('Étape 1 sur 2 : Orientation')).toBeTruthy();
    expect(putBodies(calls)).toEqual([{ reason: '', aja_role: null, partner: null }]);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('P1-REG-26 a wrong Patients en réseau code names Patients en réseau', async () => {
    const process: RegistrationProcess = { reason: 'patientsreseau', aja_role: null, partner: null };
    serve(registeringProfile(process), {
      'POST /api/partners/check-adh-code': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Code adhérent invalide',
          error: 'Code adhérent invalide',
        }),
    });
    renderRoute('/register', registeringProfile(process));
    await findStepHeading('Étape 3 sur 4 : Code adhérent');
    // The single partner is chosen at once.
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Partenaire/ }) as HTMLSelectElement).value).toBe('10'),
    );
    expect(screen.queryByLabelText(/^Département/)).toBeNull();
    fireEvent.change(field(/^Code adhérent/), { target: { value: 'FAUX' } });
    fireEvent.click(button('Vérifier mon code'));
    expect(
      await screen.findByText('Code adhérent invalide, renseignez-vous auprès de Patients en réseau'),
    ).toBeTruthy();
  });

  it('P1-REG-40 a finished employer path goes to /welcome', async () => {
    const process: RegistrationProcess = { reason: 'employer', aja_role: null, partner: { id: 8 } };
    serve(registeringProfile(process));
    const { router } = renderRoute('/register', registeringProfile(process));
    await waitFor(() => expect(router.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' }, { timeout: 15_000 })).toBeTruthy();
  });
});
