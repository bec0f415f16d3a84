import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

/** Wednesday 4 March 2026 in Paris: the cycle starts from tomorrow at the earliest. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T09:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const workshop = {
  data: {
    id: 7,
    name: 'Mémoire et attention',
    type: 'onsite',
    is_aja: false,
    street: '3 rue des Lilas',
    zip: '75011',
    city: 'Paris',
  },
};

const dates = (saved: boolean, issue: string | null = null) => ({
  data: {
    saved,
    skipped: [{ day: '2026-04-07', holiday: 'Lundi de Pâques' }],
    meetings: [
      {
        id: saved ? 1 : null,
        day: '2026-03-10',
        start: '2026-03-10T13:00:00.000Z',
        end: '2026-03-10T15:00:00.000Z',
        sequence: 3,
        planned: true,
        issue,
      },
      {
        id: saved ? 2 : null,
        day: '2026-03-17',
        start: '2026-03-17T13:00:00.000Z',
        end: '2026-03-17T15:00:00.000Z',
        sequence: 1,
        planned: false,
        issue: null,
      },
    ],
  },
  ...(saved ? { message: '2 séances enregistrées !' } : {}),
});

async function open(answer: (body: unknown) => Response) {
  const calls = mockApi({
    'GET /api/workshops/7': () => jsonResponse(200, workshop),
    'POST /api/workshops/7/meetings/cycle': answer,
    'GET /api/meetings': () => jsonResponse(200, { data: [], meta: { total: 0, last_page: 1, current_page: 1 } }),
    'GET /api/admin/workshops/7': () => jsonResponse(404, { code: 'not_found', message: 'Introuvable' }),
  });
  const view = renderRoute('/admin/workshops/7/meetings/cycle', adminProfile);
  await screen.findByRole('form', { name: 'Créer une série de séances' }, { timeout: 15_000 });
  return { ...view, calls };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin/workshops/:id/meetings/cycle (issue #37)', { timeout: 30_000 }, () => {
  it('shows the dates first, then saves them all and goes back to the back office’s workshop', async () => {
    const { calls, router } = await open((body) =>
      jsonResponse((body as { preview: boolean }).preview ? 200 : 201, dates(!(body as { preview: boolean }).preview)),
    );
    expect((screen.getByLabelText(/^Adresse/) as HTMLInputElement).value).toBe('3 rue des Lilas, 75011 Paris');
    type(/^Nombre de places/, '8');
    type(/^Nombre de semaines/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Voir les dates' }));

    const heading = await screen.findByRole('heading', { name: '2 séances à créer' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calls.at(-1)?.body).toMatchObject({
      weekday: 2,
      count: 2,
      places: 8,
      start_time: '14:00',
      preview: true,
      skip_holidays: true,
    });
    const table = screen.getByRole('region', { name: /Dates de la série/ });
    expect(within(table).getByText('mardi 10/03/2026')).toBeTruthy();
    expect(within(table).getByText('3 (du planning)')).toBeTruthy();
    expect(screen.getByText(/Lundi de Pâques, pas de séance/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les 2 séances' }));
    await waitFor(() => expect(router.location.pathname).toBe('/admin/workshops/7'));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({ preview: false });
  });

  it('offers no save while a date is refused, nor once the fields changed after the list', async () => {
    await open(() => jsonResponse(200, dates(false, 'La série n’est pas enregistrée : le mardi 10/03/2026, …')));
    type(/^Nombre de places/, '8');
    fireEvent.click(screen.getByRole('button', { name: 'Voir les dates' }));
    expect(await screen.findByText(/Certaines dates posent problème/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Enregistrer les/ })).toBeNull();
    type(/^Nombre de places/, '9');
    expect(await screen.findByText(/Les champs ont changé/)).toBeTruthy();
  });

  it('sends the chosen weekday, an end date rather than a number of weeks, and the holidays kept', async () => {
    const { calls } = await open(() => jsonResponse(200, dates(false)));
    fireEvent.change(screen.getByLabelText(/^Jour de la semaine/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('radio', { name: "Jusqu'à une date" }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sauter les jours fériés' }));
    type(/^Nombre de places/, '8');
    fireEvent.click(screen.getByRole('button', { name: 'Voir les dates' }));
    // The end date is wanted, and has the focus.
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Jusqu'au/)));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    type(/^Jusqu'au/, '2026-04-30');
    fireEvent.click(screen.getByRole('button', { name: 'Voir les dates' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      weekday: 4,
      count: null,
      until: '2026-04-30',
      skip_holidays: false,
      preview: true,
    });
  });

  it('puts the API’s French messages under their fields', async () => {
    await open(() =>
      jsonResponse(422, {
        code: 'validation_failed',
        message: 'Entre 1 et 52 semaines',
        errors: { count: ['Entre 1 et 52 semaines'] },
      }),
    );
    type(/^Nombre de places/, '8');
    fireEvent.click(screen.getByRole('button', { name: 'Voir les dates' }));
    expect(await screen.findByText('Entre 1 et 52 semaines')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre de semaines/)));
  });
});
