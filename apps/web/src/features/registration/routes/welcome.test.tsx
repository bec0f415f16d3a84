import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { ajaYoungProfile, premiumUserProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

describe('/welcome', { timeout: 30_000 }, () => {
  it('P1-HOME-03 a visitor is sent to /login', async () => {
    mockApi({});
    const { router } = renderRoute('/welcome');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('welcomes a new member by name, lists the next steps and offers to join', async () => {
    mockApi({});
    renderRoute('/welcome', userProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Bienvenue Marie, votre compte est créé.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Les prochaines étapes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('main'))).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Adhérer' }).getAttribute('href')).toBe('/payment/subscription');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/home');
  });

  it('a member with a membership is not asked to join; an AJA member goes back to the AJA home', async () => {
    mockApi({});
    const first = renderRoute('/welcome', premiumUserProfile);
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Adhérer' })).toBeNull();
    first.unmount();
    renderRoute('/welcome', ajaYoungProfile);
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' });
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/aja');
  });
});
