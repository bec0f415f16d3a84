import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

type Handlers = Parameters<typeof mockApi>[0];

const pending = {
  id: 7,
  state: 'pending',
  requested_at: '2026-11-20T09:00:00.000Z',
  ready_at: null,
  expires_at: '2026-11-27T09:00:00.000Z',
  size: null,
};
const ready = { ...pending, state: 'ready', ready_at: '2026-11-20T09:01:00.000Z', size: 2048 };

/** The profile, with « Mes données » answering as given. */
async function openSection(handlers: Handlers) {
  const calls = mockApi({
    [`GET /api/users/${premiumUserProfile.id}`]: () => jsonResponse(200, { data: premiumUserProfile }),
    ...handlers,
  });
  renderRoute('/profile', premiumUserProfile);
  const region = await screen.findByRole('region', { name: 'Mes données' }, { timeout: 15_000 });
  return { calls, section: within(region) };
}

describe('« Mes données » on the profile (issue #38)', { timeout: 30_000 }, () => {
  it('asks for a copy with the button, then says it is being prepared in a live status, where the focus goes', async () => {
    const { calls, section } = await openSection({
      'GET /api/user/data-export': () => jsonResponse(200, { data: null }),
      'POST /api/user/data-export': () => jsonResponse(202, { data: pending }),
    });
    expect((await section.findByText(/pas demandé de copie/)).getAttribute('role')).toBe('status');
    fireEvent.click(section.getByRole('button', { name: 'Télécharger mes données' }));
    expect((await section.findByText(/En préparation/)).getAttribute('role')).toBe('status');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/user/data-export')).toBe(true);
    expect(section.queryByRole('button', { name: 'Télécharger mes données' })).toBeNull();
    // The button is gone: the focus is on the sentence that says what happens.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/En préparation/));
  });

  it('shows a ready copy with its end date and a « Télécharger » button', async () => {
    const { section } = await openSection({ 'GET /api/user/data-export': () => jsonResponse(200, { data: ready }) });
    expect((await section.findByText(/Prête jusqu’au 27 novembre 2026/)).getAttribute('role')).toBe('status');
    expect(section.getByRole('button', { name: 'Télécharger' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Préparer une nouvelle copie' })).toBeTruthy();
  });

  it('says why a request is refused (three a day), under the button', async () => {
    const { section } = await openSection({
      'GET /api/user/data-export': () => jsonResponse(200, { data: { ...ready, state: 'expired', size: null } }),
      'POST /api/user/data-export': () =>
        jsonResponse(429, { code: 'rate_limited', message: 'Vous avez déjà demandé 3 copies de vos données.' }),
    });
    expect(await section.findByText(/a expiré/)).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Télécharger mes données' }));
    expect((await section.findByRole('alert')).textContent).toBe('Vous avez déjà demandé 3 copies de vos données.');
  });

  it('offers to try again when the state cannot be read', async () => {
    const { section } = await openSection({
      'GET /api/user/data-export': () => jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' }),
    });
    expect(await section.findByText('L’état de votre copie n’a pas pu être chargé.')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
