import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { freezeDate, list, meeting, pivot } from '../test/meeting-fixtures.ts';

beforeEach(freezeDate);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const booklet = { id: 77, name: 'livret-seance-03.pdf', attachable_id: 7 };
const supportsAnswer = (withBooklet = true) =>
  jsonResponse(200, {
    data: [
      {
        id: 7,
        sequence: 3,
        support_type: 'aja',
        shared_with_licence_pros: false,
        user_attachment: withBooklet ? booklet : null,
      },
    ],
    meta: { total: 1, page: 1, per_page: 1, last_page: 1 },
  });

async function openMenu(item: MeetingItem, extra = {}) {
  const calls = mockApi({ 'GET /api/users/2/subscribitions': () => jsonResponse(200, list([item])), ...extra });
  renderRoute('/meetings', premiumUserProfile);
  const button = await screen.findByRole(
    'button',
    { name: 'Infos de la séance du lundi 09/03/2026' },
    { timeout: 15_000 },
  );
  fireEvent.click(button);
  return { calls, dialog: await screen.findByRole('dialog') };
}

const ajaWorkshop = { ...meeting(1, 5).workshop!, is_aja: true };

describe('« Livret d’activités » in « Mes séances »', { timeout: 30_000 }, () => {
  it('P2-MEET-30 a validated place: the booklet of the session’s sequence and programme, downloaded for the session', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:livret');
    const { calls, dialog } = await openMenu(
      meeting(1, 5, { sequence: 3, pivot: pivot(1, 2, 'validated'), workshop: ajaWorkshop }),
      {
        'GET /api/supports': () => supportsAnswer(),
        'GET /api/attachments/77/download': () =>
          new Response(new Blob(['%PDF']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      },
    );
    expect(within(dialog).getByText("Livret d'activités")).toBeTruthy();
    fireEvent.click(
      await within(dialog).findByRole('button', {
        name: "Télécharger le livret d'activités de la séance du lundi 09/03/2026",
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const search = new URLSearchParams(calls.find((call) => call.path === '/api/supports')!.search);
    expect(search.get('per_page')).toBe('-1');
    expect(JSON.parse(search.get('search')!)).toEqual({ sequence: 3, support_type: 'aja' });
    expect(search.get('with[0]')).toBe('user_attachment');
    expect(calls.find((call) => call.path === '/api/attachments/77/download')!.search).toBe('?meeting_id=1');
    expect(within(dialog).getByText('12 rue des Lilas, 75012 Paris')).toBeTruthy();
  });

  it('P2-MEET-31 a waiting place: no booklet, no supports call', async () => {
    const { calls, dialog } = await openMenu(meeting(1, 5, { pivot: pivot(1, 2, 'waiting') }), {
      'GET /api/supports': () => supportsAnswer(),
    });
    expect(within(dialog).queryByText("Livret d'activités")).toBeNull();
    expect(calls.some((call) => call.path === '/api/supports')).toBe(false);
  });

  it('no booklet for the sequence: « Non disponible »', async () => {
    const { dialog } = await openMenu(meeting(1, 5, { pivot: pivot(1, 2, 'validated') }), {
      'GET /api/supports': () => supportsAnswer(false),
    });
    expect(await within(dialog).findByText('Non disponible')).toBeTruthy();
  });

  it('P2-SUP-19 a refused download shows the rights message and loads the profile again', async () => {
    const { calls, dialog } = await openMenu(meeting(1, 5, { pivot: pivot(1, 2, 'validated') }), {
      'GET /api/supports': () => supportsAnswer(),
      'GET /api/attachments/77/download': () => jsonResponse(403, { code: 'forbidden', message: 'non' }),
      'GET /api/user': () => jsonResponse(200, { data: premiumUserProfile }),
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Télécharger le livret/ }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe(
        "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.",
      ),
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user')).toBe(true));
  });
});
