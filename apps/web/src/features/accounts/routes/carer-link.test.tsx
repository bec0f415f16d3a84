import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../lib/profile.ts';
import { userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

const ACCEPT = 'POST /api/users/carer-link/accept';
const carer: Profile = {
  ...userProfile,
  id: 8,
  firstname: 'Claire',
  is_aja: true,
  aja_role: 'aja_assistant',
  types: ['premium'],
};
const explanation = 'Un(e) jeune du parcours AJA vous a désigné(e) comme aidant(e). Accepter vous relie à son compte.';

async function openPage(profile: Profile | null, handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(handlers);
  const view = renderRoute('/carer-link/jeton-aidant', profile);
  const title = await screen.findByRole('heading', { level: 1, name: 'Demande d’aidant' }, { timeout: 15_000 });
  const card = title.parentElement!;
  return { ...view, calls, card };
}

const acceptCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.path === '/api/users/carer-link/accept');

describe('/carer-link/:token', { timeout: 30_000 }, () => {
  it('a visitor signs in on the page itself, stays on the link, and the focus goes to « Accepter »', async () => {
    const { calls, card, router } = await openPage(null, {
      'POST /oauth/token': () => jsonResponse(200, { access_token: 'acc', expires_in: 3600, refresh_token: 'ref' }),
      'GET /api/user': () => jsonResponse(200, { data: carer }),
    });
    expect(within(card).getByText(explanation)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accepter' })).toBeNull();

    fireEvent.change(within(card).getByLabelText(/E-mail/), { target: { value: 'aidant@example.fr' } });
    fireEvent.change(within(card).getByLabelText(/^Mot de passe/), { target: { value: 'secret-123' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Se connecter' }));

    const accept = await within(card).findByRole('button', { name: 'Accepter' });
    await waitFor(() => expect(document.activeElement).toBe(accept));
    expect(router.location.pathname).toBe('/carer-link/jeton-aidant');
    expect(acceptCalls(calls)).toEqual([]);
  });

  it('« Accepter » posts the token with the session and shows the API’s answer, focused', async () => {
    const { calls, card } = await openPage(carer, {
      [ACCEPT]: () => jsonResponse(200, { message: 'Vous êtes maintenant l’aidant de ce jeune.' }),
      'GET /api/user': () => jsonResponse(200, { data: { ...carer, aja_assisted_nb: 1 } }),
    });
    expect(within(card).getByText(explanation)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Accepter' }));

    const status = await within(card).findByRole('status');
    expect(status.textContent).toBe('Vous êtes maintenant l’aidant de ce jeune.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(within(card).getByRole('link', { name: 'Voir mon profil' }).getAttribute('href')).toBe('/profile');
    expect(acceptCalls(calls)).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'jeton-aidant' }, authorization: 'Bearer token-8' }),
    ]);
  });

  it('a refused link shows the API’s message as an alert, focused, with a way home', async () => {
    const { card } = await openPage(carer, {
      [ACCEPT]: () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Lien invalide ou expiré',
          errors: { token: ['Lien invalide ou expiré'] },
        }),
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Accepter' }));

    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe('Lien invalide ou expiré');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(card).getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('« Refuser » leaves for the home page without calling the API', async () => {
    const { calls, card, router } = await openPage(carer);
    fireEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    // /home is the AJA home for a carer (P2-NAV-01).
    await waitFor(() => expect(router.location.pathname).toBe('/aja'));
    expect(acceptCalls(calls)).toEqual([]);
  });
});
