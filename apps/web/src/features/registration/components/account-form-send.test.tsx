import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { fillValid, openStep2, submitButton } from '../test/account-step.ts';
import { captchaEvent } from '../test/registration-fixtures.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const refusal = (errors: Record<string, string[]>) => () =>
  jsonResponse(422, { code: 'validation_failed', message: 'Données invalides', errors });

describe('/register step 2: sending the registration form', { timeout: 30_000 }, () => {
  it('P1-REGR-15 the AJA offer opened by "Créer mon compte": "Garder mon parcours" sends the form', async () => {
    const calls = mockApi({
      'POST /api/register': refusal({ email: ['Cette adresse e-mail est déjà utilisée'] }),
    });
    await openStep2();
    fillValid(25, { leaveBirthdate: false });
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
    fillValid(45, { leaveBirthdate: false });
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
