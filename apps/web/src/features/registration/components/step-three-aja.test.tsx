import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readTokens } from '../../../lib/auth-storage.ts';
import { jsonResponse } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  birthdateForAge,
  chooseDate,
  emptySessionsPage,
  findStepHeading,
  profileSurvey,
  registeringProfile,
} from '../test/registration-fixtures.ts';
import { button, field, putBodies, serve } from '../test/step-three-screen.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

/** An AJA carer gives the young person an adult's birthdate, then cancels at « Jeune majeur ». */
async function cancelAtAdultDialog(deletion: () => Response) {
  const process: RegistrationProcess = { reason: 'aja', aja_role: 'aja_assistant', partner: null };
  const profile = registeringProfile(process, { is_aja: true, aja_role: 'aja_assistant' });
  const { calls } = serve(profile, {
    'POST /api/users/delete-incomplete-user': deletion,
    'POST /api/logout': () => jsonResponse(204, null),
  });
  const { router } = renderRoute('/register', profile);
  await findStepHeading(/Informations du jeune/);
  chooseDate(/Date de naissance/, birthdateForAge(20));
  fireEvent.click(
    within(await screen.findByRole('alertdialog', { name: 'Jeune majeur' })).getByRole('button', {
      name: "Annuler l'inscription",
    }),
  );
  return { calls, router };
}

/** Step 3 on the AJA path: the young person names a carer, or the carer registers the young person. */
describe('/register step 3 and 4: the AJA carer and young person', { timeout: 30_000 }, () => {
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
    const { calls, router } = await cancelAtAdultDialog(() =>
      jsonResponse(500, { code: 'internal', message: 'Erreur interne' }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(await screen.findByText('Une erreur est survenue lors de la suppression de votre compte')).toBeTruthy();
    expect(readTokens()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/users/delete-incomplete-user', 'POST /api/logout']),
    );
  });

  it("P1-REG-52 a refused deletion shows the server's message", async () => {
    const { router } = await cancelAtAdultDialog(() =>
      jsonResponse(422, { code: 'validation_failed', message: 'Impossible de supprimer ce compte', errors: {} }),
    );
    expect(await screen.findByText('Impossible de supprimer ce compte')).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });
});
