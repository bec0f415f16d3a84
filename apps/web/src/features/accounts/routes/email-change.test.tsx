import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { AppRoutes } from '../../../app/router.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

const CONFIRM = 'POST /api/users/email-change/confirm';
const refused = () =>
  jsonResponse(422, {
    code: 'validation_failed',
    message: 'Lien invalide ou expiré',
    errors: { token: ['Lien invalide ou expiré'] },
  });

/** The success message (the page's other status is the waiting one). */
async function success(): Promise<HTMLElement> {
  const text = await screen.findByText(/Utilisez-la désormais/, {}, { timeout: 15_000 });
  const status = text.closest<HTMLElement>('[role="status"]');
  if (!status) throw new Error('the success message is not a status');
  return status;
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: "Confirmation de l'adresse e-mail" }, { timeout: 15_000 });

describe('/email-change/:token', { timeout: 30_000 }, () => {
  it('posts the token without a session, says so while waiting, then gives the new address and the way to sign in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = mockApi({ [CONFIRM]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute('/email-change/jeton-1');
    await heading();
    expect(await screen.findByText('Confirmation de votre nouvelle adresse…')).toBeTruthy();

    answer(jsonResponse(200, { message: 'Votre nouvelle adresse e-mail est enregistrée.' }));
    const status = await success();
    expect(status.textContent).toContain(
      'Votre nouvelle adresse e-mail est enregistrée. Utilisez-la désormais pour vous connecter.',
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(within(status.parentElement!).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(calls.filter((call) => call.path === '/api/users/email-change/confirm')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'jeton-1' }, authorization: undefined }),
    ]);
  });

  it('signed in: reloads the profile so the new address shows, and leads to the profile', async () => {
    const calls = mockApi({
      [CONFIRM]: () => jsonResponse(200, {}),
      'GET /api/user': () => jsonResponse(200, { data: { ...userProfile, email: 'nouvelle@example.fr' } }),
    });
    renderRoute('/email-change/jeton-2', userProfile);
    const status = await success();
    expect(status.textContent).toBe('Votre adresse e-mail est modifiée. Utilisez-la désormais pour vous connecter.');
    expect(screen.getByRole('link', { name: 'Voir mon profil' }).getAttribute('href')).toBe('/profile');
    await waitFor(() =>
      expect(queryClient.getQueryData<typeof userProfile>(profileQueryKey)?.email).toBe('nouvelle@example.fr'),
    );
    const order = calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('GET /api/user')).toBeGreaterThan(order.indexOf(CONFIRM));
  });

  it('a spent or expired link shows the API’s « Lien invalide ou expiré » as an alert, focused, with a way home', async () => {
    mockApi({ [CONFIRM]: refused });
    renderRoute('/email-change/jeton-perime');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toBe('Lien invalide ou expiré');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('posts the one-use token once under React strict mode, whose effects run twice', async () => {
    const calls = mockApi({
      [CONFIRM]: () => jsonResponse(200, { message: 'Votre nouvelle adresse e-mail est enregistrée.' }),
    });
    queryClient.setQueryData(profileQueryKey, null);
    render(
      <StrictMode>
        <AppProviders>
          <MemoryRouter initialEntries={['/email-change/jeton-3']}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    await success();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/users/email-change/confirm')).toHaveLength(1);
  });
});
