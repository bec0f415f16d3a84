import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

describe('/unauthorized', () => {
  it('P1-HOME-25 says the resource is not accessible', async () => {
    renderRoute('/unauthorized', userProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeTruthy();
    expect(screen.getByText("Vous n'avez pas accès à cette ressource.")).toBeTruthy();
  });

  it('P1-HOME-27 "Rafraîchir mon profil" clears local storage and reloads', async () => {
    const reload = vi.fn();
    const location = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...location, reload } as unknown as Location);
    renderRoute('/unauthorized', userProfile);
    window.localStorage.setItem('plateforme.theme', 'dark');
    fireEvent.click(await screen.findByRole('button', { name: 'Rafraîchir mon profil' }));
    expect(window.localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sends a visitor to /login (P1 §2 Unauthorized)', async () => {
    const { router } = renderRoute('/unauthorized');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P1-HOME-26 the back button leads to the last page shown, home when there is none', async () => {
    const { router } = renderRoute('/unauthorized', userProfile);
    const main = within(await screen.findByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
  });
});
