import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTokens, saveTokens } from '../lib/auth-storage.ts';
import { ajaYoungProfile, premiumUserProfile, proPremiumProfile, proProfile, userProfile } from '../test/profiles.ts';
import { renderApp, renderRoute } from '../test/render-route.tsx';
import { jsonResponse, mockApi } from '../test/mock-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Signed in by a stored token only: the guard has to load the profile itself. */
function renderWithStoredToken(path: string) {
  saveTokens({ access_token: 'stored', expires_in: 3600 }, true);
  return renderApp(path).router;
}

describe('route guard', () => {
  it('P1-HOME-28 P2-PROF-01 a visitor opening /profile lands on the login form', async () => {
    const { router } = renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    expect(router.location.pathname).toBe('/login');
  });

  it('P1-HOME-29 P2-PRO-01 a member opening /pro/workshops lands on /unauthorized', async () => {
    const { router } = renderRoute('/pro/workshops', userProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeTruthy();
    expect(router.location.pathname).toBe('/unauthorized');
  });

  it('P2-ROLE-01 a premium pro opens /pro/workshops', async () => {
    mockApi({
      'GET /api/workshops': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, per_page: 20, last_page: 1 } }),
    });
    const { router } = renderRoute('/pro/workshops', proPremiumProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes ateliers' })).toBeTruthy();
    expect(router.location.pathname).toBe('/pro/workshops');
    expect(document.title).toMatch(/^Mes ateliers · /);
  });

  it('P1-HOME-09 a pro without membership sees the members-only card with "Adhérer"', async () => {
    renderRoute('/pro/users', proProfile);
    expect(await screen.findByText('Cette fonctionnalité est réservée aux adhérents.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/payment/subscription');
  });

  it('P1-HOME-09 P2-SURV-01 a member without membership opening the satisfaction questionnaire is offered to adhere', async () => {
    const { router } = renderRoute('/satisfaction_survey', userProfile);
    expect(await screen.findByText('Cette fonctionnalité est réservée aux adhérents.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/payment/subscription');
    expect(router.location.pathname).toBe('/satisfaction_survey');
  });

  it('P1-LOGIN-01 a signed-in user opening /login is sent home', async () => {
    const { router } = renderRoute('/login', premiumUserProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(screen.queryByLabelText(/E-mail/)).toBeNull();
  });

  it('P2-NAV-01 / goes to /aja for an AJA profile and to /home for a visitor', async () => {
    const aja = renderRoute('/', ajaYoungProfile);
    await waitFor(() => expect(aja.router.location.pathname).toBe('/aja'));
    aja.unmount();
    const visitor = renderRoute('/');
    await waitFor(() => expect(visitor.router.location.pathname).toBe('/home'));
  });

  it('P1-HOME-21 an AJA user going to /home is sent to /aja', async () => {
    const { router } = renderRoute('/home', ajaYoungProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/aja'));
  });

  it('answers an unknown address with a French 404 page', async () => {
    renderRoute('/nimporte-quoi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });

  it('waits for the profile with an announced progress indicator, then shows the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: userProfile }), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderWithStoredToken('/profile');
    expect(screen.getByRole('progressbar', { name: 'Chargement de votre profil' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
  });

  it('a profile the API refuses ends the session (P1 §4)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'not_found', message: 'Ressource introuvable' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const router = renderWithStoredToken('/profile');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(readTokens()).toBeNull();
  });

  it('an unreachable API shows an error with a retry, and keeps the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithStoredToken('/profile');
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
    expect(readTokens()).not.toBeNull();
  }, 10_000);
});
