import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userProfile } from '../../../test/profiles.ts';
import { jsonResponse, stubFetch } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The real widget solves a proof of work in workers; here its events are played by the test.
vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const captchaRequired = {
  error: 'captcha_required',
  message:
    'Trop d’échecs de connexion pour cette adresse : confirmez que vous n’êtes pas un robot, puis reconnectez-vous.',
};

const fetchMock = stubFetch();

function captchaEvent(state: string, payload: string | null = null) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no altcha-widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

async function openAndSubmit() {
  const view = renderRoute('/login');
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'marie@example.fr' } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret-123' } });
  const submit = screen.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement;
  const form = submit.closest('form') as HTMLFormElement;
  fireEvent.click(submit);
  return { ...view, submit, form };
}

const tokenBody = (call: number) => JSON.parse((fetchMock.mock.calls[call] as [string, RequestInit])[1].body as string);

describe('/login failures, said beside the form', () => {
  it('P1-LOGIN-10 "Identifiants incorrects" shows inside the form, which takes the focus, and is said once', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'invalid_grant', message: 'Identifiants incorrects' }));
    const { form } = await openAndSubmit();
    const alert = await within(form).findByTestId('login-failure');
    expect(alert.textContent).toBe('Identifiants incorrects');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // The focus reads it: no live region says it a second time, and no message bar covers the button.
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(alert.closest('[aria-live]')).toBeNull();
    expect(alert.querySelector('[aria-live]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Identifiants incorrects')).toHaveLength(1);
    // No captcha for a plain wrong password.
    expect(document.querySelector('altcha-widget')).toBeNull();
  });

  it('asks for the captcha when the API wants one, and retries with its payload', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(429, captchaRequired))
      .mockResolvedValueOnce(jsonResponse(200, { access_token: 'acc', expires_in: 3600, refresh_token: 'ref' }))
      .mockResolvedValueOnce(jsonResponse(200, { data: userProfile }));
    const { form, submit, router } = await openAndSubmit();
    expect((await within(form).findByTestId('login-failure')).textContent).toBe(captchaRequired.message);
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(tokenBody(0)).not.toHaveProperty('captcha');

    // Not before the check is solved.
    captchaEvent('unverified');
    expect(submit.disabled).toBe(true);
    captchaEvent('verified', 'PAYLOAD');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(tokenBody(1)).toEqual({
      grant_type: 'password',
      username: 'marie@example.fr',
      password: 'secret-123',
      client_id: 'web',
      captcha: 'PAYLOAD',
    });
  });

  it('keeps the captcha after a wrong password and asks for a fresh check, the same message focused again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(429, captchaRequired))
      .mockResolvedValueOnce(jsonResponse(400, { error: 'invalid_grant', message: 'Identifiants incorrects' }))
      .mockResolvedValueOnce(jsonResponse(400, { error: 'invalid_grant', message: 'Identifiants incorrects' }));
    const { form, submit } = await openAndSubmit();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(submit);
    await waitFor(() => expect(within(form).getByTestId('login-failure').textContent).toBe('Identifiants incorrects'));
    expect(document.querySelector('altcha-widget')).not.toBeNull();
    // The spent payload is not sent again: the button waits for a new check.
    await waitFor(() => expect(submit.disabled).toBe(true));
    captchaEvent('verified', 'PAYLOAD-2');
    await waitFor(() => expect(submit.disabled).toBe(false));
    (document.body as HTMLElement).focus();
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(tokenBody(2).captcha).toBe('PAYLOAD-2');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByTestId('login-failure')));
  });
});
