import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile, proPremiumProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const member = {
  id: 9,
  firstname: 'Hélène',
  lastname: 'Dupré',
  email: 'helene.dupre@exemple.fr',
  birthdate: '1961-04-12',
  street: '3 rue des Lilas',
  zip: '75012',
  city: 'Paris',
  phone: '06 12 34 56 78',
  role: 'user',
  code: 'X7Y8',
  member_code: 'ADH-42',
  premium_dates: null,
};

describe('/user/:id, the member card', { timeout: 30_000 }, () => {
  it('P2-PRO-04 P2-PRO-22 P2-PRO-23 P2-PROF-07 a pro reads the details, no edit button, and opens the sessions', async () => {
    const calls = mockApi({ 'GET /api/users/9': () => jsonResponse(200, { data: member }) });
    const { router } = renderRoute('/user/9', proPremiumProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hélène Dupré' }, { timeout: 15_000 })).toBeTruthy();
    for (const text of ['helene.dupre@exemple.fr', '12/04/1961', '06 12 34 56 78', 'ADH-42'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(/3 rue des Lilas/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Modifier/ })).toBeNull();
    expect(screen.queryByText(/paiement/i)).toBeNull();
    expect(calls.find((call) => call.path === '/api/users/9')!.search).not.toContain('payments');
    fireEvent.click(screen.getByRole('link', { name: 'Voir ses séances' }));
    await waitFor(() => expect(router.location.pathname).toBe('/meetings/9'));
  });

  it('P2-PRO-04 a member the pro may not read sends to /unauthorized', async () => {
    mockApi({ 'GET /api/users/9': () => jsonResponse(403, { code: 'forbidden', message: 'Accès refusé' }) });
    const { router } = renderRoute('/user/9', proPremiumProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'), { timeout: 15_000 });
  });

  it('P2-PRO-04 a member is sent to /unauthorized', async () => {
    mockApi({});
    const { router } = renderRoute('/user/9', premiumUserProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'), { timeout: 15_000 });
  });

  it('a failed load says so, with a retry', async () => {
    mockApi({ 'GET /api/users/9': () => jsonResponse(500, { code: 'internal', message: 'Erreur' }) });
    renderRoute('/user/9', proPremiumProfile);
    expect(
      await screen.findByText(
        "La fiche de l'adhérent n'a pas pu être chargée. Veuillez réessayer plus tard.",
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  });
});
