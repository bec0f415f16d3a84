import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readTokens } from '../../../lib/auth-storage.ts';
import { ajaYoungProfile, userProfile } from '../../../test/profiles.ts';
import { jsonResponse, stubFetch } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const fetchMock = stubFetch();

async function fillAndSubmit(remember = false) {
  fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'marie@example.fr' } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'secret-123' } });
  if (remember) fireEvent.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('/login', () => {
  it('P1-LOGIN-04 P1-LOGIN-05 links to account creation and to the forgotten-password screen', async () => {
    const { router } = renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register');
    fireEvent.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    await waitFor(() => expect(router.location.pathname).toBe('/password/reset'));
  });

  it('signs in with the password grant, keeps the tokens for the tab, loads the profile and goes home', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { access_token: 'acc', expires_in: 3600, refresh_token: 'ref' }))
      .mockResolvedValueOnce(jsonResponse(200, { data: userProfile }));
    const { router } = renderRoute('/login');
    await fillAndSubmit();

    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    const [tokenUrl, tokenInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(tokenUrl).toBe('/oauth/token');
    expect(JSON.parse(tokenInit.body as string)).toEqual({
      grant_type: 'password',
      username: 'marie@example.fr',
      password: 'secret-123',
      client_id: 'web',
    });
    const [profileUrl, profileInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(profileUrl).toBe('/api/user');
    expect((profileInit.headers as Record<string, string>).Authorization).toBe('Bearer acc');
    expect(window.sessionStorage.getItem('plateforme.auth')).toContain('"access_token":"acc"');
    expect(window.localStorage.getItem('plateforme.auth')).toBeNull();
    expect(readTokens()).toMatchObject({ access_token: 'acc', refresh_token: 'ref', expires_in: 3600 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Marie' })).toBeTruthy();
  });

  it('with "Se souvenir de moi", keeps the tokens in localStorage; an AJA profile goes to /aja', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { access_token: 'acc', expires_in: 3600 }))
      .mockResolvedValueOnce(jsonResponse(200, { data: ajaYoungProfile }));
    const { router } = renderRoute('/login');
    await fillAndSubmit(true);
    await waitFor(() => expect(router.location.pathname).toBe('/aja'));
    expect(window.localStorage.getItem('plateforme.auth')).toContain('"access_token":"acc"');
  });

  it('a refusal with an error field says "Identifiants incorrects" and keeps the visitor on /login', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: 'invalid_grant', message: 'The user credentials were incorrect.' }),
    );
    const { router } = renderRoute('/login');
    await fillAndSubmit();
    // Said in the form.
    expect(await screen.findAllByText('Identifiants incorrects')).not.toHaveLength(0);
    expect(router.location.pathname).toBe('/login');
    expect(readTokens()).toBeNull();
  });

  it('any other failure shows the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { code: 'rate_limited', message: 'Trop de tentatives, veuillez réessayer plus tard.' }),
    );
    renderRoute('/login');
    await fillAndSubmit();
    // Said in the form.
    expect(await screen.findAllByText('Trop de tentatives, veuillez réessayer plus tard.')).not.toHaveLength(0);
  });

  it('P1-LOGIN-10 too many attempts (the OAuth answer rate_limited) says to wait, not that the password is wrong', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { error: 'rate_limited', message: 'Trop de tentatives, veuillez réessayer plus tard.' }),
    );
    renderRoute('/login');
    await fillAndSubmit();
    // Said in the form.
    expect(await screen.findAllByText('Trop de tentatives, veuillez réessayer plus tard.')).not.toHaveLength(0);
    expect(screen.queryByText('Identifiants incorrects')).toBeNull();
  });

  it('P1-LOGIN-13 a profile that cannot be loaded after the tokens ends the session (P1 §4)', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { access_token: 'acc', expires_in: 3600 }))
      .mockResolvedValueOnce(jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' }));
    const { router } = renderRoute('/login');
    await fillAndSubmit();
    // Said in the form.
    expect(await screen.findAllByText('Une erreur est survenue')).not.toHaveLength(0);
    expect(readTokens()).toBeNull();
    expect(router.location.pathname).toBe('/login');
  });
});
