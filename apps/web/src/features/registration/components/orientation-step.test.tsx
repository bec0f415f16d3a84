import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { proProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { findStepHeading, partners, readStoredProcess, registeringProfile } from '../test/registration-fixtures.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const reasons = [
  'Je suis envoyé(e) par la Ligue contre le cancer',
  'AJA (Adolescents et Jeunes Adultes)',
  'Ma mutuelle est',
  'Mon employeur est',
  'Je suis envoyé(e) par Patients en réseau',
  'Ma caisse de retraite',
  'Autre',
];

const partnerHandlers = {
  'GET /api/partners': (_body: unknown, url: URL) => {
    const search = JSON.parse(url.searchParams.get('search') ?? '{}') as { support_type: keyof typeof partners };
    return jsonResponse(200, { data: partners[search.support_type] ?? [] });
  },
};

const reasonRadio = (name: string) => screen.getByRole('radio', { name });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

describe('/register step 1: orientation', { timeout: 30_000 }, () => {
  it('P1-REG-01 P1-REG-02 P1-REG-04 P1-REG-05 P1-REG-33 a visitor gets "Créer mon compte" on step 1 with the seven orientations', async () => {
    mockApi(partnerHandlers);
    renderRoute('/register');
    expect(await findStepHeading('Étape 1 sur 2 : Orientation')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Créer mon compte' })).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: "Qui vous oriente vers l'association ?" });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(reasons);
  });

  it('P1-REGR-01 continuing without a choice says "Champ requis" and stays on step 1', async () => {
    const calls = mockApi(partnerHandlers);
    renderRoute('/register');
    await findStepHeading(/Orientation/);
    next();
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Orientation/ })).toBeTruthy();
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem('plateforme.registration-process')).toBeNull();
  });

  it('P1-REG-06 P1-REG-07 P1-REG-12 P1-REG-13 P1-REGR-02 AJA opens its description, asks for the role and turns the AJA theme on', async () => {
    mockApi(partnerHandlers);
    renderRoute('/register');
    await findStepHeading(/Orientation/);
    fireEvent.click(reasonRadio('AJA (Adolescents et Jeunes Adultes)'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Le parcours AJA' });
    expect(dialog.textContent).toContain('15 à 30 ans');
    expect(dialog.textContent).toContain('Jeune adulte de 18 à 30 ans');
    expect(dialog.textContent).toContain('Parent ou représentant légal');
    expect(window.localStorage.getItem('plateforme.aja-theme')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const roles = screen.getByRole('radiogroup', { name: 'Vous êtes' });
    expect(
      within(roles)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Je suis un jeune adulte de 18 à 30 ans', "Je suis le représentant légal d'un mineur"]);
    next();
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Orientation/ })).toBeTruthy();

    // Another orientation gives the default theme back.
    fireEvent.click(reasonRadio('Autre'));
    await waitFor(() => expect(window.localStorage.getItem('plateforme.aja-theme')).toBeNull());
  });

  it('P1-REG-10 picking a reason other than aja clears the AJA role', async () => {
    mockApi(partnerHandlers);
    renderRoute('/register');
    await findStepHeading(/Orientation/);
    fireEvent.click(reasonRadio('AJA (Adolescents et Jeunes Adultes)'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(reasonRadio('Je suis un jeune adulte de 18 à 30 ans'));
    fireEvent.click(reasonRadio('Je suis envoyé(e) par la Ligue contre le cancer'));
    next();
    await findStepHeading('Étape 2 sur 4 : Mes informations');
    expect(readStoredProcess()).toMatchObject({ reason: 'ligue', aja_role: null, partner: null });
  });

  it('P1-REG-08 P1-REGR-03 health insurance lists its partners and needs one to continue', async () => {
    const calls = mockApi(partnerHandlers);
    renderRoute('/register');
    await findStepHeading(/Orientation/);
    fireEvent.click(reasonRadio('Ma mutuelle est'));
    const select = (await screen.findByRole('combobox', { name: /Ma mutuelle est/ })) as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choisissez dans la liste', 'Mutuelle Santé Solidaire', "Mutuelle de l'Éducation"]),
    );
    const search = new URLSearchParams(calls.find((call) => call.path === '/api/partners')?.search);
    expect(JSON.parse(search.get('search') ?? '')).toEqual({ support_type: 'healthinsurance', active: 1 });
    expect(search.get('with[0]')).toBe('logo');
    next();
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    fireEvent.change(select, { target: { value: '7' } });
    next();
    await findStepHeading('Étape 2 sur 2 : Mes informations');
    expect(readStoredProcess()).toMatchObject({ reason: 'healthinsurance', partner: { id: 7 } });
  });

  it('P1-REG-09 P1-REG-41 a single employer partner is chosen at once; that path has two steps', async () => {
    mockApi(partnerHandlers);
    renderRoute('/register');
    await findStepHeading(/Orientation/);
    fireEvent.click(reasonRadio('Mon employeur est'));
    const select = (await screen.findByRole('combobox', { name: /Mon employeur est/ })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('8'));
    next();
    expect(await findStepHeading('Étape 2 sur 2 : Mes informations')).toBeTruthy();
  });

  it('P1-REG-47 a partner list that cannot be fetched says so, with a way to try again', async () => {
    let fail = true;
    mockApi({
      'GET /api/partners': () =>
        fail ? jsonResponse(500, { message: 'Erreur interne' }) : jsonResponse(200, { data: partners.employer }),
    });
    renderRoute('/register');
    await findStepHeading(/Orientation/);
    fireEvent.click(reasonRadio('Mon employeur est'));
    const alert = await screen.findByText('Une erreur est survenue lors de la récupération des partenaires');
    fail = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('combobox', { name: /Mon employeur est/ })).toBeTruthy();
  });

  it("P1-REG-34 P1-REG-43 a visitor's choice is kept on this device, without any API write, and survives a reload", async () => {
    const calls = mockApi(partnerHandlers);
    const first = renderRoute('/register');
    await findStepHeading(/Orientation/);
    fireEvent.click(reasonRadio('Autre'));
    next();
    await findStepHeading('Étape 2 sur 2 : Mes informations');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(readStoredProcess()).toEqual({ reason: 'other', aja_role: null, partner: null });
    first.unmount();
    renderRoute('/register');
    expect(await findStepHeading('Étape 2 sur 2 : Mes informations')).toBeTruthy();
  });

  it('a signed-in person whose new orientation the API refuses is told why and stays on step 1', async () => {
    const tooOld =
      "Le parcours AJA s'adresse aux jeunes de 15 à 30 ans. Vous pouvez vous inscrire par un autre parcours.";
    mockApi({
      ...partnerHandlers,
      'PUT /api/users/42/update-registration-process': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { 'registration_process.aja_role': [tooOld] },
        }),
    });
    renderRoute('/register', registeringProfile({ reason: '', aja_role: null, partner: null }));
    await findStepHeading(/Orientation/);
    fireEvent.click(reasonRadio('AJA (Adolescents et Jeunes Adultes)'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(reasonRadio('Je suis un jeune adulte de 18 à 30 ans'));
    next();
    expect(await screen.findByText(tooOld)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Orientation/ })).toBeTruthy();
  });

  it("P1-REG-11 a professional's orientation is fixed to Other", async () => {
    const calls = mockApi({
      ...partnerHandlers,
      'PUT /api/users/3/update-registration-process': () => jsonResponse(200, { data: {} }),
      'GET /api/user': () => jsonResponse(200, { data: { ...proProfile, registration_process: '{"reason":"other"}' } }),
    });
    const { router } = renderRoute('/register', { ...proProfile, registration_process: '{}' });
    await findStepHeading(/Orientation/);
    expect(screen.getByRole('heading', { level: 1, name: 'Je finalise mon adhésion' })).toBeTruthy();
    expect((reasonRadio('Autre') as HTMLInputElement).checked).toBe(true);
    for (const reason of reasons.filter((name) => name !== 'Autre'))
      expect((reasonRadio(reason) as HTMLInputElement).disabled).toBe(true);
    next();
    await waitFor(() => expect(router.location.pathname).toBe('/welcome'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse((put?.body as { registration_process: string }).registration_process)).toMatchObject({
      reason: 'other',
    });
  });
});
