import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { birthdateForAge, captchaEvent, findStepHeading } from '../test/registration-fixtures.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const other: RegistrationProcess = { reason: 'other', aja_role: null, partner: null };

async function openStep2() {
  window.localStorage.setItem('plateforme.registration-process', JSON.stringify(other));
  renderRoute('/register');
  await findStepHeading(/Mes informations/);
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Créer mon compte' }) as HTMLButtonElement;
const pad = (value: number) => String(value).padStart(2, '0');

/** Every field right; the birthdate chosen without leaving it, so no age dialog opens before the send. */
function fillValid(age: number) {
  fireEvent.change(input(/^Nom/), { target: { value: 'Bernard' } });
  fireEvent.change(input(/^Prénom/), { target: { value: 'Camille' } });
  fireEvent.change(input(/^Adresse/), { target: { value: '3 rue des Lilas' } });
  fireEvent.change(input(/^Code postal/), { target: { value: '75011' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Ville/ }), { target: { value: 'Paris' } });
  fireEvent.change(input(/^Téléphone/), { target: { value: '0612345678' } });
  fireEvent.change(input(/^E-mail/), { target: { value: 'camille@example.fr' } });
  fireEvent.change(input(/^Mot de passe/), { target: { value: 'mon-secret' } });
  fireEvent.change(input(/^Confirmation du mot de passe/), { target: { value: 'mon-secret' } });
  const date = birthdateForAge(age);
  const group = screen.getByRole('group', { name: /Date de naissance/ });
  fireEvent.change(within(group).getByRole('combobox', { name: /Jour/ }), { target: { value: pad(date.day) } });
  fireEvent.change(within(group).getByRole('combobox', { name: /Mois/ }), { target: { value: pad(date.month) } });
  fireEvent.change(within(group).getByRole('combobox', { name: /Année/ }), { target: { value: String(date.year) } });
}

const refusal = (errors: Record<string, string[]>) => () =>
  jsonResponse(422, { code: 'validation_failed', message: 'Données invalides', errors });

describe('/register step 2: sending the registration form', { timeout: 30_000 }, () => {
  it('P1-REGR-15 the AJA offer opened by "Créer mon compte": "Garder mon parcours" sends the form', async () => {
    const calls = mockApi({
      'POST /api/register': refusal({ email: ['Cette adresse e-mail est déjà utilisée'] }),
    });
    await openStep2();
    fillValid(25);
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submitButton());
    const offer = await screen.findByRole('alertdialog', { name: 'Le parcours AJA est fait pour vous' });
    expect(calls.filter((call) => call.path === '/api/register')).toEqual([]);
    fireEvent.click(within(offer).getByRole('button', { name: 'Garder mon parcours' }));
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/register')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/api/register')?.body).toMatchObject({
      email: 'camille@example.fr',
      captcha: 'PAYLOAD',
    });
  });

  it('P1-REGR-29 a human check the API refuses is said under it, until a new one is solved', async () => {
    const calls = mockApi({ 'POST /api/register': refusal({ captcha: ['Vérification anti-robot invalide'] }) });
    await openStep2();
    fillValid(45);
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Vérification anti-robot invalide')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/register')).toHaveLength(1);
    // The payload is used: the button waits for a new check, which clears the message.
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(screen.queryByText('Données invalides')).toBeNull();
    captchaEvent('verified', 'PAYLOAD-2');
    await waitFor(() => expect(screen.queryByText('Vérification anti-robot invalide')).toBeNull());
    expect(submitButton().disabled).toBe(false);
  });
});
