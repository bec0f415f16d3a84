import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTokens, saveTokens } from '../../lib/auth-storage.ts';
import { queryClient } from '../../lib/query-client.ts';
import { profileQueryKey } from '../../lib/session.ts';
import { ajaYoungProfile, premiumUserProfile, proPremiumProfile, userProfile } from '../../test/profiles.ts';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import { renderApp, renderRoute } from '../../test/render-route.tsx';

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };
const setViewportWidth = (width: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('layout', () => {
  it('offers a skip link to <main id="contenu">, with one h1 in the page', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Aller au contenu' }).getAttribute('href')).toBe('#contenu');
    expect(screen.getByRole('main').id).toBe('contenu');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('while a kept session is checked, the bar has its signed-in shape and the main part a screen high', async () => {
    setViewportWidth(412);
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    saveTokens({ access_token: 'token-kept', expires_in: 3600, refresh_token: 'refresh' }, true);
    renderApp('/meetings');
    const banner = within(await screen.findByRole('banner'));
    expect(await screen.findByRole('progressbar', { name: 'Chargement de votre profil' })).toBeTruthy();
    // No « Se connecter » to flash, and no account button before the profile says who is there.
    expect(banner.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(banner.queryByRole('button', { name: 'Mon compte' })).toBeNull();
    expect(getComputedStyle(screen.getByRole('main')).minHeight).toBe(`${window.innerHeight}px`);
    answer(jsonResponse(200, { data: premiumUserProfile }));
    expect(await banner.findByRole('button', { name: 'Mon compte' })).toBeTruthy();
  });

  it('P2-NAV-05 shows the QR alert icon when qr_info_alert is set, linking to the profile questionnaire', async () => {
    // A Ligue path: its registration had the questionnaire step (ADR 032).
    const registration_process = JSON.stringify({ reason: 'ligue', aja_role: null, qprRegistered: true });
    renderRoute('/home', { ...premiumUserProfile, qr_info_alert: 1, registration_process });
    const banner = within(await screen.findByRole('banner'));
    // The alerts load once a profile is there (app-header.tsx).
    expect(
      (await banner.findByRole('link', { name: /Merci de remplir votre questionnaire de profil/i })).getAttribute(
        'href',
      ),
    ).toBe('/profile_survey');
  });

  it('P2-NAV-06 shows the renewal icon 10 days before the end, not 20 days before', async () => {
    const soon = renderRoute('/home', {
      ...proPremiumProfile,
      premium_dates: { start: inDays(-355), end: inDays(10) },
    });
    const banner = within(await screen.findByRole('banner'));
    expect((await banner.findByRole('link', { name: /arrive à échéance/ })).getAttribute('href')).toBe(
      '/payment/resubscription',
    );
    soon.unmount();

    // The alerts' code is loaded by now: their absence below is a decision, not a pending load.

    renderRoute('/home', { ...premiumUserProfile, premium_dates: { start: inDays(-345), end: inDays(20) } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /arrive à échéance/ })).toBeNull();
  });

  it('P2-NAV-03 the theme toggle switches to the dark theme and keeps the choice', async () => {
    renderRoute('/home');
    const toggle = await screen.findByRole('button', { name: 'Changer de thème' });
    const background = () => getComputedStyle(document.body).backgroundColor;
    const before = background();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('plateforme.theme')).toBe('dark');
    await waitFor(() => expect(background()).not.toBe(before));
  });

  it('P2-NAV-03 the drawer lists the menu entries on small screens (360 px)', async () => {
    setViewportWidth(360);
    renderRoute('/home', proPremiumProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    const dialog = await screen.findByRole('presentation');
    const drawer = within(dialog);
    expect(await drawer.findByRole('link', { name: 'Mes adhérents' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('link', { name: 'Bibliothèque' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bibliothèque' })).toBeTruthy();
  });

  it('the account menu has "Mon profil" and "Mes paiements", without payments for an AJA young person', async () => {
    const member = renderRoute('/home', userProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    expect(await screen.findByRole('menuitem', { name: 'Mon profil' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Mes paiements' })).toBeTruthy();
    member.unmount();

    renderRoute('/aja', ajaYoungProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    expect(await screen.findByRole('menuitem', { name: 'Mon profil' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Mes paiements' })).toBeNull();
  });

  it('P1-LOGIN-21 P1-LOGIN-22 signing out revokes the token, clears storage and profile, says so and shows the visitor home', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute('/profile', premiumUserProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));

    expect(await screen.findByText('Vous avez été déconnecté')).toBeTruthy();
    // Home comes first, still signed in (its next-session note may ask for it), then the logout.
    const [url, init] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(
      ([called]) => called === '/api/logout',
    )!;
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer token-${premiumUserProfile.id}`);
    expect(readTokens()).toBeNull();
    expect(queryClient.getQueryData(profileQueryKey)).toBeNull();
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue' })).toBeTruthy();
  });

  it('P2-NAV-04 the scroll-to-top button appears beyond 70 px', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(60);
    expect(screen.queryByRole('button', { name: 'Remonter en haut de la page' })).toBeNull();
    scrollTo(80);
    expect(await screen.findByRole('button', { name: 'Remonter en haut de la page' })).toBeTruthy();
    scrollTo(0);
  });

  it('P2-NAV-02 P1-HOME-26 from /unauthorized, back returns to the last page shown', async () => {
    // The profile screen loads the user record: answered here, never by the network.
    mockApi({ [`GET /api/users/${userProfile.id}`]: () => jsonResponse(200, { data: userProfile }) });
    const { router } = renderRoute('/home', userProfile);
    await screen.findByRole('heading', { level: 1, name: 'Bonjour Marie' });
    fireEvent.click(screen.getByRole('button', { name: 'Mon compte' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mon profil' }));
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    // Typing an address: the route is lazy, so the navigation is awaited inside an async act.
    await act(async () => {
      router.navigate('/pro/users');
    });
    await screen.findByRole('heading', { level: 1, name: 'Accès refusé' });
    const main = within(screen.getByRole('main'));
    fireEvent.click(main.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.location.pathname).toBe('/profile'));
  });
});
