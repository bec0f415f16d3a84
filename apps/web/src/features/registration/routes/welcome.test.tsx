import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { ajaYoungProfile, premiumUserProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

/** The account the stepper has just created. */
const newAccount = { ...userProfile, created_at: new Date().toISOString() };

function nextSteps() {
  return screen.getAllByRole('listitem').filter((item) => item.closest('main'));
}

describe('/welcome', { timeout: 30_000 }, () => {
  it('P1-HOME-03 a visitor is sent to /login', async () => {
    mockApi({});
    const { router } = renderRoute('/welcome');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P1-HOME-03 welcomes a new account by name, lists the next steps and offers to join', async () => {
    mockApi({});
    renderRoute('/welcome', newAccount);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Bienvenue Marie, votre compte est créé.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Les prochaines étapes' })).toBeTruthy();
    expect(nextSteps()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/payment/subscription');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/home');
  });

  it('P1-HOME-03 welcomes back someone whose account is older than a day, never saying the account is created', async () => {
    mockApi({});
    renderRoute('/welcome', { ...userProfile, created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bon retour parmi nous !' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Bonjour Marie, nous sommes heureux de vous retrouver.')).toBeTruthy();
    expect(screen.queryByText(/votre compte est créé/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Les prochaines étapes' })).toBeTruthy();
    expect(nextSteps()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/payment/subscription');
  });

  it('a long-time member is welcomed back and not asked to join; an AJA member goes back to the AJA home', async () => {
    mockApi({});
    const first = renderRoute('/welcome', premiumUserProfile);
    await screen.findByRole('heading', { level: 1, name: 'Bon retour parmi nous !' }, { timeout: 15_000 });
    expect(screen.queryByText(/votre compte est créé/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Adhérer' })).toBeNull();
    // Addressed as a member: never told to join.
    expect(screen.queryByText(/Adhérez/)).toBeNull();
    expect(
      screen.getByText("Merci de votre adhésion. Voici comment profiter des ateliers de l'association."),
    ).toBeTruthy();
    expect(nextSteps()[0]?.textContent).toBe(
      "Votre adhésion est en cours jusqu'au 01/01/2099 : elle vous ouvre l'accès aux ateliers.",
    );
    expect(nextSteps()).toHaveLength(3);
    first.unmount();
    renderRoute('/welcome', { ...ajaYoungProfile, created_at: new Date().toISOString() });
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' });
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/aja');
  });
});
