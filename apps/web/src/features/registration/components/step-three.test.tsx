import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readTokens } from '../../../lib/auth-storage.ts';
import type { Profile } from '../../../lib/profile.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  birthdateForAge,
  chooseDate,
  emptySessionsPage,
  findStepHeading,
  partners,
  profileSurvey,
  registeringProfile,
} from '../test/registration-fixtures.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

/** A tiny API: the profile changes as the calls move the registration on. */
function serve(initial: Profile, handlers: Parameters<typeof mockApi>[0] = {}) {
  const state = { profile: initial };
  const setProcess = (process: RegistrationProcess, extra: Partial<Profile> = {}) => {
    state.profile = { ...state.profile, ...extra, registration_process: JSON.stringify(process) };
  };
  const calls = mockApi({
    'GET /api/user': () => jsonResponse(200, { data: state.profile }),
    'GET /api/partners': (_body, url) => {
      const search = JSON.parse(url.searchParams.get('search') ?? '{}') as { support_type: keyof typeof partners };
      return jsonResponse(200, { data: partners[search.support_type] ?? [] });
    },
    [`PUT /api/users/${initial.id}/update-registration-process`]: (body) => {
      setProcess(JSON.parse((body as { registration_process: string }).registration_process) as RegistrationProcess);
      return jsonResponse(200, { data: state.profile });
    },
    ...handlers,
  });
  return { calls, state, setProcess };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const putBodies = (calls: ReturnType<typeof mockApi>) =>
  calls
    .filter((call) => call.method === 'PUT')
    .map(
      (call) => JSON.parse((call.body as { registration_process: string }).registration_process) as RegistrationProcess,
    );

const ligue: RegistrationProcess = { reason: 'ligue', aja_role: null, partner: null };

describe('/register step 3 and 4', { timeout: 30_000 }, () => {
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

  it('P1-REG-20 P1-REG-24 P1-REG-36 P1-REGR-25 an AJA young person names a carer, or says "Pas d\'aidant"', async () => {
    const process: RegistrationProcess = { reason: 'aja', aja_role: 'aja_young', partner: null };
    const { calls } = serve(registeringProfile(process, { is_aja: true, aja_role: 'aja_young' }), {
      'GET /api/surveys/ref/profile_aja_young': () => jsonResponse(200, { data: profileSurvey('profile_aja_young') }),
      'GET /api/users/42/survey-sessions': () => jsonResponse(200, emptySessionsPage),
    });
    renderRoute('/register', registeringProfile(process, { is_aja: true, aja_role: 'aja_young' }));
    expect(await findStepHeading("Étape 3 sur 4 : Informations du parent ou de l'aidant")).toBeTruthy();
    fireEvent.click(button('Continuer'));
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(3));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: "Pas d'aidant" }));
    expect(screen.queryByLabelText(/^Nom/)).toBeNull();
    fireEvent.click(button('Continuer'));
    expect(await findStepHeading('Étape 4 sur 4 : Questionnaire de profil')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/surveys/ref/profile_aja_young')).toBe(true);
    expect(calls.filter((call) => call.path === '/api/register-assistant')).toEqual([]);
    expect(putBodies(calls)).toEqual([{ ...process, ajaYoungFormRegistered: true }]);
  });

  it("P1-REG-27 P1-REG-28 the carer is posted with the young person's id; a failure says so", async () => {
    const process: RegistrationProcess = { reason: 'aja', aja_role: 'aja_young', partner: null };
    const { calls } = serve(registeringProfile(process, { is_aja: true, aja_role: 'aja_young' }), {
      'POST /api/register-assistant': () => jsonResponse(500, { code: 'internal', message: 'Erreur interne' }),
    });
    renderRoute('/register', registeringProfile(process, { is_aja: true, aja_role: 'aja_young' }));
    await findStepHeading(/Informations du parent/);
    fireEvent.change(field(/^Nom/), { target: { value: 'Rousseau' } });
    fireEvent.change(field(/^Prénom/), { target: { value: 'Nathalie' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'nathalie@example.fr' } });
    fireEvent.click(button('Continuer'));
    expect(await screen.findByText('Une erreur est survenue lors de la création du compte aidant')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/register-assistant')?.body).toEqual({
      lastname: 'Rousseau',
      firstname: 'Nathalie',
      email: 'nathalie@example.fr',
      young_id: 42,
    });
  });

  it('P1-REG-21 P1-REG-37 P1-REGR-16 P1-REGR-17 P1-REG-29 P1-REG-30 a carer registers the child; a child of 18 or more gets the "majeur" dialog', async () => {
    const process: RegistrationProcess = { reason: 'aja', aja_role: 'aja_assistant', partner: null };
    const { calls } = serve(registeringProfile(process, { is_aja: true, aja_role: 'aja_assistant' }), {
      'POST /api/register-young': () => jsonResponse(500, { code: 'internal', message: 'Erreur interne' }),
    });
    renderRoute('/register', registeringProfile(process, { is_aja: true, aja_role: 'aja_assistant' }));
    expect(await findStepHeading('Étape 3 sur 4 : Informations du jeune')).toBeTruthy();
    fireEvent.change(field(/^Nom/), { target: { value: 'Bernard' } });
    fireEvent.change(field(/^Prénom/), { target: { value: 'Lou' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'lou@example.fr' } });
    chooseDate(/Date de naissance/, birthdateForAge(19));
    const dialog = await screen.findByRole('alertdialog', { name: 'Jeune majeur' });
    expect(within(dialog).getByRole('button', { name: "Annuler l'inscription" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Modifier la date de naissance' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Jour/ })));
    fireEvent.click(button('Continuer'));
    expect(await screen.findByRole('alertdialog', { name: 'Jeune majeur' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/register-young')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier la date de naissance' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const { year } = birthdateForAge(16);
    chooseDate(/Date de naissance/, birthdateForAge(16));
    fireEvent.click(button('Continuer'));
    expect(await screen.findByText('Une erreur est survenue lors de la création du compte jeune')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/register-young')?.body).toEqual({
      lastname: 'Bernard',
      firstname: 'Lou',
      birthdate: `${year}-01-01`,
      email: 'lou@example.fr',
      assistant_id: 42,
    });
  });

  it('P1-REG-53 cancelling the registration deletes the account, ends the session and goes to /login, even when the deletion fails', async () => {
    const process: RegistrationProcess = { reason: 'aja', aja_role: 'aja_assistant', partner: null };
    const { calls } = serve(registeringProfile(process, { is_aja: true, aja_role: 'aja_assistant' }), {
      'POST /api/users/delete-incomplete-user': () =>
        jsonResponse(500, { code: 'internal', message: 'Erreur interne' }),
      'POST /api/logout': () => jsonResponse(204, null),
    });
    const { router } = renderRoute(
      '/register',
      registeringProfile(process, { is_aja: true, aja_role: 'aja_assistant' }),
    );
    await findStepHeading(/Informations du jeune/);
    chooseDate(/Date de naissance/, birthdateForAge(20));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Jeune majeur' })).getByRole('button', {
        name: "Annuler l'inscription",
      }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(await screen.findByText('Une erreur est survenue lors de la suppression de votre compte')).toBeTruthy();
    expect(readTokens()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/users/delete-incomplete-user', 'POST /api/logout']),
    );
  });

  it("P1-REG-52 a refused deletion shows the server's message", async () => {
    const process: RegistrationProcess = { reason: 'aja', aja_role: 'aja_assistant', partner: null };
    serve(registeringProfile(process, { is_aja: true, aja_role: 'aja_assistant' }), {
      'POST /api/users/delete-incomplete-user': () =>
        jsonResponse(422, { code: 'validation_failed', message: 'Impossible de supprimer ce compte', errors: {} }),
      'POST /api/logout': () => jsonResponse(204, null),
    });
    const { router } = renderRoute(
      '/register',
      registeringProfile(process, { is_aja: true, aja_role: 'aja_assistant' }),
    );
    await findStepHeading(/Informations du jeune/);
    chooseDate(/Date de naissance/, birthdateForAge(20));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Jeune majeur' })).getByRole('button', {
        name: "Annuler l'inscription",
      }),
    );
    expect(await screen.findByText('Impossible de supprimer ce compte')).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P1-REG-40 a finished employer path goes to /welcome', async () => {
    const process: RegistrationProcess = { reason: 'employer', aja_role: null, partner: { id: 8 } };
    serve(registeringProfile(process));
    const { router } = renderRoute('/register', registeringProfile(process));
    await waitFor(() => expect(router.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' }, { timeout: 15_000 })).toBeTruthy();
  });
});
