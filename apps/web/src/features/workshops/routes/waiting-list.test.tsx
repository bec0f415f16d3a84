import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { freezeDate, list, meeting, pivot, workshop } from '../test/meeting-fixtures.ts';

/** What a member sees of places and the waiting list on a workshop's sessions (ADR 073). */
beforeEach(freezeDate);
afterEach(() => vi.useRealTimers());

type Extra = Record<string, (body: unknown, url: URL) => Response>;

async function openWorkshop(meetings: MeetingItem[], extra: Extra = {}) {
  const calls = mockApi({
    'GET /api/workshops/7': () => jsonResponse(200, { data: workshop }),
    'GET /api/meetings': () => jsonResponse(200, list(meetings, { per_page: 20 })),
    ...extra,
  });
  renderRoute('/workshops/7', premiumUserProfile);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mémoire et attention' }, { timeout: 15_000 }),
  ).toBeTruthy();
  return calls;
}

const rowOf = async (date: string) =>
  (await screen.findByRole('cell', { name: new RegExp(date) })).closest('tr') as HTMLElement;

const waiting = (position: number, patch: Partial<MeetingItem['pivot'] & object> = {}) => ({
  ...pivot(1, 2, 'waiting'),
  position,
  ...patch,
});

/** The confirmation's button, once the places it would leave are known. */
async function confirmIn(dialog: HTMLElement, name: string) {
  const button = within(dialog).getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('places and the waiting list on a workshop', { timeout: 30_000 }, () => {
  it('reads places left, « Complet » when every place is taken or held, and offers the waiting list on a full session', async () => {
    await openWorkshop([
      meeting(1, 5, { validated_subscribers_count: 9 }),
      meeting(2, 6, { validated_subscribers_count: 8, held_places_count: 2 }),
      meeting(3, 7, { validated_subscribers_count: 10 }),
      meeting(4, 8, { validated_subscribers_count: 4, held_places_count: 1 }),
    ]);
    const open = await rowOf('lundi 09/03/2026');
    expect(within(open).getByText('1 place restante')).toBeTruthy();
    expect(within(open).getByRole('button', { name: "S'inscrire" })).toBeTruthy();
    for (const date of ['mardi 10/03/2026', 'mercredi 11/03/2026']) {
      const full = await rowOf(date);
      expect(within(full).getByText('Complet')).toBeTruthy();
      expect(within(full).getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeTruthy();
      expect(within(full).queryByText(/\/10/)).toBeNull();
    }
    expect(within(await rowOf('jeudi 12/03/2026')).getByText('5 places restantes')).toBeTruthy();
  });

  it('a waiting member reads her rank, 1re then 2e, and no place to take while the session is full', async () => {
    await openWorkshop([
      meeting(1, 5, { validated_subscribers_count: 10, pivot: waiting(1) }),
      meeting(2, 6, { validated_subscribers_count: 10, pivot: { ...waiting(2), meeting_id: 2 } }),
    ]);
    const first = await rowOf('lundi 09/03/2026');
    expect(within(first).getByText("Liste d'attente : vous êtes 1re")).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Prendre la place' })).toBeNull();
    expect(within(await rowOf('mardi 10/03/2026')).getByText("Liste d'attente : vous êtes 2e")).toBeTruthy();
  });

  it('a free place shows a visible « Prendre la place »; the confirmation lists what she gives up, then takes it', async () => {
    const calls = await openWorkshop([meeting(1, 5, { validated_subscribers_count: 9, pivot: waiting(3) })], {
      'GET /api/meetings/1/take-place/2': () =>
        jsonResponse(200, {
          data: {
            gives_up: [
              {
                meeting_id: 8,
                workshop_name: 'Concentration',
                start: '2026-03-10T13:00:00.000Z',
                end: '2026-03-10T14:30:00.000Z',
                status: 'validated',
              },
              {
                meeting_id: 9,
                workshop_name: 'Langage',
                start: '2026-03-12T09:00:00.000Z',
                end: '2026-03-12T10:00:00.000Z',
                status: 'waiting',
              },
            ],
          },
        }),
      'PUT /api/meetings/1/take-place/2': () =>
        jsonResponse(200, {
          data: { status: 'validated', meeting: meeting(1, 5, { pivot: pivot(1, 2, 'validated') }) },
        }),
    });
    const row = await rowOf('lundi 09/03/2026');
    expect(within(row).getByText('Une place est libre')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Prendre la place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendre la place ?' });
    expect(await within(dialog).findByText('En acceptant, vous quittez :')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '« Concentration », mardi 10 mars, 14 h – 15 h 30 — votre place',
      "« Langage », jeudi 12 mars, 10 h – 11 h — votre place sur la liste d'attente",
    ]);
    await confirmIn(dialog, 'Prendre la place');
    await waitFor(() => expect(getCurrentSnackbar()?.message).toBe('Vous êtes bien inscrit(e) à cette séance !'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/meetings/1/take-place/2',
    ]);
  });

  it('the confirmation says when nothing is given up, and lets her keep waiting', async () => {
    const calls = await openWorkshop([meeting(1, 5, { validated_subscribers_count: 9, pivot: waiting(1) })], {
      'GET /api/meetings/1/take-place/2': () => jsonResponse(200, { data: { gives_up: [] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prendre la place' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Vous ne quittez aucune autre séance : vos autres inscriptions ne changent pas.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ne rien changer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('the confirmation tells when what she would give up cannot be read, and does not take the place blind', async () => {
    await openWorkshop([meeting(1, 5, { validated_subscribers_count: 9, pivot: waiting(1) })], {
      'GET /api/meetings/1/take-place/2': () => jsonResponse(500, { code: 'server_error', message: 'Erreur' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prendre la place' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Impossible de savoir quelles séances vous quitteriez. Veuillez réessayer.'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Prendre la place' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('a place held for her: until when, « Accepter la place » after the confirmation, or « Refuser »', async () => {
    // Thursday 5 March 2026, 10:00 in Paris.
    const held = waiting(1, { offered_until: '2026-03-05T09:00:00.000Z' });
    const calls = await openWorkshop(
      [meeting(1, 5, { validated_subscribers_count: 9, held_places_count: 1, pivot: held })],
      {
        'GET /api/meetings/1/take-place/2': () => jsonResponse(200, { data: { gives_up: [] } }),
        'PUT /api/meetings/1/decline-offer/2': () =>
          jsonResponse(200, {
            data: { status: 'waiting', meeting: meeting(1, 5, { validated_subscribers_count: 9, pivot: waiting(1) }) },
          }),
      },
    );
    const row = await rowOf('lundi 09/03/2026');
    // Full to the others, but the held place is hers.
    expect(within(row).getByText('Complet')).toBeTruthy();
    expect(within(row).getByText("Une place vous est réservée jusqu'au jeudi 5 mars à 10 h")).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Accepter la place' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Accepter la place' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ne rien changer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row).getByRole('button', { name: 'Refuser' }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe("Vous avez refusé la place. Vous restez sur la liste d'attente."),
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/meetings/1/decline-offer/2',
    ]);
  });

  it('a hold whose end has passed on her clock is not shown', async () => {
    await openWorkshop([
      meeting(1, 5, {
        validated_subscribers_count: 10,
        pivot: waiting(1, { offered_until: '2026-03-04T08:00:00.000Z' }),
      }),
    ]);
    const row = await rowOf('lundi 09/03/2026');
    expect(within(row).queryByRole('button', { name: 'Accepter la place' })).toBeNull();
    expect(within(row).queryByText(/Une place vous est réservée/)).toBeNull();
  });
});
