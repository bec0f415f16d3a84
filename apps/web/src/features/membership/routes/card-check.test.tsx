import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const token = 'Q2FydGUtZGUtdGVzdC1wb3VyLWxlLWNvbnRyb2xlLWFi';
const checkPath = `GET /api/membership-cards/${token}`;

afterEach(() => vi.unstubAllGlobals());

describe('/carte/:token, the public check of a member card', { timeout: 30_000 }, () => {
  it('says a valid card is valid until its end, and nothing else about anyone', async () => {
    const calls = mockApi({
      [checkPath]: () =>
        jsonResponse(200, {
          data: { status: 'valid', until: '2027-11-28T10:00:00.000Z', message: "Carte valide jusqu'au 28/11/2027" },
        }),
    });
    renderRoute(`/carte/${token}`);
    expect(await screen.findByText("Carte valide jusqu'au 28/11/2027", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "Vérification d'une carte d'adhérent" })).toBeTruthy();
    // Anyone may check: the call carries no session.
    expect(calls.find((call) => call.path === `/api/membership-cards/${token}`)?.authorization).toBeUndefined();
  });

  it('says when an expired card ended', async () => {
    mockApi({
      [checkPath]: () =>
        jsonResponse(200, {
          data: { status: 'expired', until: '2026-10-01T10:00:00.000Z', message: 'Carte expirée le 01/10/2026' },
        }),
    });
    renderRoute(`/carte/${token}`);
    expect(await screen.findByText('Carte expirée le 01/10/2026', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('says « Carte inconnue » for an unknown or altered card', async () => {
    mockApi({ [checkPath]: () => jsonResponse(404, { code: 'not_found', message: 'Carte inconnue' }) });
    renderRoute(`/carte/${token}`);
    expect(await screen.findByText('Carte inconnue', undefined, { timeout: 15_000 })).toBeTruthy();
  });

  it('offers to try again when the check fails', async () => {
    let answers = 0;
    mockApi({
      [checkPath]: () =>
        ++answers < 4
          ? jsonResponse(503, { code: 'unavailable', message: 'Indisponible' })
          : jsonResponse(200, {
              data: { status: 'valid', until: '2027-11-28T10:00:00.000Z', message: "Carte valide jusqu'au 28/11/2027" },
            }),
    });
    renderRoute(`/carte/${token}`);
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 15_000 });
    fireEvent.click(retry);
    expect(await screen.findByText("Carte valide jusqu'au 28/11/2027", undefined, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('« Ma carte d’adhérent » on the profile', { timeout: 30_000 }, () => {
  it('downloads the card of a member with a current membership', async () => {
    const createObjectURL = vi.fn(() => 'blob:carte');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = mockApi({
      'GET /api/users/2': () => jsonResponse(200, { data: premiumUserProfile }),
      'GET /api/user/membership-card.pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    renderRoute('/profile', premiumUserProfile);
    fireEvent.click(await screen.findByRole('button', { name: "Ma carte d'adhérent" }, { timeout: 15_000 }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/user/membership-card.pdf')?.authorization).toMatch(/^Bearer /);
  });

  it('says why when the card cannot be had', async () => {
    const message =
      "Vous n'avez pas d'adhésion en cours : la carte d'adhérent est réservée aux membres à jour de leur adhésion.";
    mockApi({
      'GET /api/users/2': () => jsonResponse(200, { data: premiumUserProfile }),
      'GET /api/user/membership-card.pdf': () => jsonResponse(404, { code: 'not_found', message }),
    });
    renderRoute('/profile', premiumUserProfile);
    fireEvent.click(await screen.findByRole('button', { name: "Ma carte d'adhérent" }, { timeout: 15_000 }));
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
  });

  it('is not offered without a current membership', async () => {
    mockApi({ 'GET /api/users/1': () => jsonResponse(200, { data: userProfile }) });
    renderRoute('/profile', userProfile);
    expect(await screen.findByRole('link', { name: 'Modifier mon profil' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Ma carte d'adhérent" })).toBeNull();
  });
});
