import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import {
  birthdateForAge,
  captchaEvent,
  chooseDate,
  findStepHeading,
  partners,
  readStoredProcess,
  registeringProfile,
} from '../test/registration-fixtures.ts';
import { fillValid, input, openStep2, submitButton } from '../test/account-step.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const dialogNamed = (name: string) => screen.findByRole('alertdialog', { name });

describe('/register step 2: the registration form', { timeout: 30_000 }, () => {
  it('P1-REG-14 P1-REG-15 P1-REGR-09 P1-REGR-10 P1-REGR-29 P1-REGR-30 the fields, a three-select birthdate over 120 years and a button waiting for the captcha', async () => {
    mockApi({});
    await openStep2();
    for (const label of [
      /^Nom/,
      /^Prénom/,
      /^Adresse/,
      /^Code postal/,
      /^Téléphone/,
      /^E-mail/,
      /^Mot de passe/,
      /^Confirmation du mot de passe/,
    ]) {
      expect(input(label)).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: /^Ville/ })).toBeTruthy();
    const birthdate = screen.getByRole('group', { name: /Date de naissance/ });
    expect(within(birthdate).getAllByRole('combobox')).toHaveLength(3);
    const years = within(within(birthdate).getByRole('combobox', { name: /Année/ }))
      .getAllByRole('option')
      .slice(1);
    const thisYear = new Date().getFullYear();
    expect(years).toHaveLength(120);
    expect(years[0]?.textContent).toBe(String(thisYear));
    expect(years[119]?.textContent).toBe(String(thisYear - 119));
    expect(document.querySelector('altcha-widget')?.getAttribute('challenge')).toBe('/api/captcha/challenge');

    expect(submitButton().disabled).toBe(true);
    captchaEvent('verifying');
    expect(submitButton().disabled).toBe(true);
    captchaEvent('verified', 'PAYLOAD');
    expect(submitButton().disabled).toBe(false);
    captchaEvent('expired');
    expect(submitButton().disabled).toBe(true);
    captchaEvent('verified', 'PAYLOAD-2');
    captchaEvent('error');
    expect(submitButton().disabled).toBe(true);
  });

  it('P1-REGR-04 an empty form says "Champ requis" on its fields and sends nothing', async () => {
    const calls = mockApi({});
    await openStep2();
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('Champ requis').length).toBeGreaterThanOrEqual(10));
    await waitFor(() => expect(document.activeElement).toBe(input(/^Nom/)));
    expect(calls).toEqual([]);
  });

  it('P1-REGR-05 P1-REGR-06 P1-REGR-07 P1-REGR-08 e-mail, password lengths and a date that does not exist', async () => {
    mockApi({});
    await openStep2();
    fireEvent.change(input(/^E-mail/), { target: { value: 'abc' } });
    fireEvent.blur(input(/^E-mail/));
    expect(await screen.findByText('E-mail invalide')).toBeTruthy();
    fireEvent.change(input(/^Mot de passe/), { target: { value: '1234567' } });
    fireEvent.blur(input(/^Mot de passe/));
    fireEvent.change(input(/^Confirmation du mot de passe/), { target: { value: '7654321' } });
    fireEvent.blur(input(/^Confirmation du mot de passe/));
    await waitFor(() =>
      expect(screen.getAllByText('Le mot de passe doit contenir au moins 8 caractères')).toHaveLength(2),
    );
    chooseDate(/Date de naissance/, { year: 2000, month: 2, day: 31 });
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Date invalide')).toBeTruthy();
  });

  it('P1-REGR-24 P1-REGR-20 P1-REGR-21 P1-REGR-23 the phone formats itself; a postal code looks its communes up', async () => {
    const calls = mockApi({
      'GET /api/geo/communes': (_body, url) =>
        jsonResponse(
          200,
          url.searchParams.get('codePostal') === '33000'
            ? [{ nom: 'Bordeaux', code: '33063', codesPostaux: ['33000'], codeDepartement: '33' }]
            : [],
        ),
    });
    await openStep2();
    fireEvent.change(input(/^Téléphone/), { target: { value: '0612345678' } });
    expect(input(/^Téléphone/).value).toBe('06 12 34 56 78');
    fireEvent.change(input(/^Code postal/), { target: { value: '33000' } });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^Ville/ }) as HTMLInputElement).value).toBe('Bordeaux'),
    );
    expect(calls.find((call) => call.path === '/api/geo/communes')?.search).toBe('?codePostal=33000');
    fireEvent.change(input(/^Code postal/), { target: { value: '00000' } });
    expect(await screen.findByText('Aucune ville trouvée')).toBeTruthy();
  });

  it('P1-REGR-18 P1-REGR-19 the terms and the privacy notice can be read in dialogs', async () => {
    mockApi({});
    await openStep2();
    expect(screen.getByText(/En créant mon compte, j'accepte/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Lire les conditions générales d'utilisation" }));
    const terms = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" });
    fireEvent.click(within(terms).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Lire la politique de confidentialité' }));
    expect((await screen.findByRole('dialog', { name: 'Politique de confidentialité' })).textContent).toContain(
      '1er octobre 2020',
    );
  });

  it('P1-REGR-11 a 16-year-old gets the minor dialog and cannot create the account', async () => {
    const calls = mockApi({});
    await openStep2();
    fillValid(16);
    const dialog = await dialogNamed('Inscription des mineurs');
    expect(dialog.textContent).toContain("un parent ou représentant légal doit d'abord créer son compte");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submitButton());
    expect(await dialogNamed('Inscription des mineurs')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/register')).toEqual([]);
  });

  it('P1-REGR-12 P1-REGR-13 P1-REGR-14 AJA young under 18 or over 30, and a carer under 18, are stopped', async () => {
    mockApi({});
    await openStep2({ reason: 'aja', aja_role: 'aja_young', partner: null });
    chooseDate(/Date de naissance/, birthdateForAge(17));
    expect(await dialogNamed('Inscription des mineurs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    chooseDate(/Date de naissance/, birthdateForAge(31));
    const tooOld = await dialogNamed('Parcours AJA');
    expect(tooOld.textContent).toContain('de 15 à 30 ans');
    expect(within(tooOld).getByRole('button', { name: 'Modifier mon orientation' })).toBeTruthy();
  });

  it('P1-REGR-14 an AJA carer under 18 is told a carer must be an adult', async () => {
    mockApi({});
    await openStep2({ reason: 'aja', aja_role: 'aja_assistant', partner: null });
    chooseDate(/Date de naissance/, birthdateForAge(17));
    expect((await dialogNamed('Aidant mineur')).textContent).toContain('Un aidant doit être majeur.');
  });

  it('P1-REGR-15 P1-REG-42 an 18-30 on another path may keep it or switch to AJA, which returns to step 1', async () => {
    mockApi({});
    await openStep2({ reason: 'other', aja_role: null, partner: null });
    chooseDate(/Date de naissance/, birthdateForAge(25));
    const offer = await dialogNamed('Le parcours AJA est fait pour vous');
    fireEvent.click(within(offer).getByRole('button', { name: 'Passer au parcours AJA' }));
    // Step 1 again, with the AJA path chosen and its description open.
    const description = await screen.findByRole('alertdialog', { name: 'Le parcours AJA' });
    fireEvent.click(within(description).getByRole('button', { name: 'Fermer' }));
    expect(await findStepHeading('Étape 1 sur 3 : Orientation')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'AJA (Adolescents et Jeunes Adultes)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(readStoredProcess()).toMatchObject({ reason: 'aja', aja_role: null });
  });

  it('P1-REGR-15 "Garder mon parcours" goes on with the registration', async () => {
    const calls = mockApi({
      'POST /api/register': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { email: ['Cette adresse e-mail est déjà utilisée'] },
        }),
    });
    await openStep2();
    fillValid(25);
    fireEvent.click(
      within(await dialogNamed('Le parcours AJA est fait pour vous')).getByRole('button', {
        name: 'Garder mon parcours',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submitButton());
    // Refused by the API: the message under the field, and a new human check is needed.
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/register')).toHaveLength(1);
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('P1-REG-16 P1-REG-17 P1-REG-03 P1-REG-35 creates the account with the process, signs in with its e-mail and password, then asks for the code', async () => {
    const created = registeringProfile({ reason: 'ligue', aja_role: null, partner: null });
    const calls = mockApi({
      'POST /api/register': () => jsonResponse(201, { data: { id: 42, email: 'camille@example.fr' } }),
      'POST /oauth/token': () =>
        jsonResponse(200, { access_token: 'access', expires_in: 3600, refresh_token: 'refresh' }),
      'GET /api/user': () => jsonResponse(200, { data: created }),
      'GET /api/partners': () => jsonResponse(200, { data: partners.ligue }),
    });
    await openStep2({ reason: 'ligue', aja_role: null, partner: null });
    fillValid();
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submitButton());
    expect(await findStepHeading('Étape 3 sur 4 : Code adhérent')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Je finalise mon adhésion' })).toBeTruthy();
    const year = birthdateForAge(45).year;
    const writes = calls.filter((call) => !call.path.startsWith('/api/geo') && call.path !== '/api/partners');
    expect(writes.slice(0, 3).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/register',
        body: {
          lastname: 'Bernard',
          firstname: 'Camille',
          birthdate: `${year}-01-01`,
          street: '3 rue des Lilas',
          zip: '75011',
          city: 'Paris',
          phone: '06 12 34 56 78',
          email: 'camille@example.fr',
          password: 'mon-secret',
          password_confirmation: 'mon-secret',
          captcha: 'PAYLOAD',
          registration_process: '{"reason":"ligue","aja_role":null,"partner":null}',
        },
      },
      {
        method: 'POST',
        path: '/oauth/token',
        body: { grant_type: 'password', username: 'camille@example.fr', password: 'mon-secret', client_id: 'web' },
      },
      { method: 'GET', path: '/api/user', body: undefined },
    ]);
    expect(window.localStorage.getItem('plateforme.registration-process')).toBeNull();
  });
});
