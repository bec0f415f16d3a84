import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentSnackbar } from '../../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { proPremiumProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

/** Wednesday 4 March 2026, 10:00 in Paris; the session is on the 10th. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T09:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const person = (id: number) => ({ id, firstname: `Prénom${id}`, lastname: `Dupont${id}`, email: `p${id}@exemple.fr` });
const pivot = (id: number, status: 'validated' | 'waiting') => ({
  id: 100 + id,
  meeting_id: 9,
  user_id: id,
  status,
  attendance: null,
  created_at: '2026-03-01T10:00:00.000Z',
  position: status === 'waiting' ? 1 : null,
  offered_until: null,
});

function session(subscribers: number[], queued: number[], values: Partial<MeetingItem> = {}): MeetingItem {
  return {
    id: 9,
    workshop_id: 7,
    start: '2026-03-10T13:00:00.000Z',
    end: '2026-03-10T14:30:00.000Z',
    type: 'onsite',
    address: '3 rue des Lilas',
    link: null,
    sequence: 3,
    places: 8,
    validated_subscribers_count: subscribers.length,
    waiting_subscribers_count: queued.length,
    held_places_count: 0,
    pivot: null,
    subscribers: subscribers.map((id) => ({ ...person(id), pivot: pivot(id, 'validated') })),
    queued: queued.map((id) => ({ ...person(id), pivot: pivot(id, 'waiting') })),
    ...values,
  };
}

async function open(meeting: MeetingItem, handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/workshops/7': () =>
      jsonResponse(200, { data: { id: 7, name: 'Mémoire', type: 'onsite', is_aja: false } }),
    'GET /api/meetings/9': () => jsonResponse(200, { data: meeting }),
    ...handlers,
  });
  const view = renderRoute('/pro/workshops/7/meetings/9/edit', proPremiumProfile);
  await screen.findByRole('form', {}, { timeout: 15_000 });
  return { ...view, calls };
}

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Annuler la séance' }));
  return screen.findByRole('dialog', { name: 'Annuler cette séance ?' });
};

describe('« Annuler la séance » on the session form', { timeout: 30_000 }, () => {
  it('says who is told, with the counts of the lists, the focus on « Garder la séance »; Escape closes', async () => {
    const { calls } = await open(session([1, 2, 3], [4]));
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Les 3 participants et la personne en liste d’attente seront prévenus par e-mail. Les participants recevront un fichier qui retire la séance de leur agenda. Cette action ne peut pas être annulée.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Garder la séance' })),
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('leaves out a list with nobody on it', async () => {
    await open(session([], [4, 5]));
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(
        'Les 2 personnes en liste d’attente seront prévenues par e-mail. Cette action ne peut pas être annulée.',
      ),
    ).toBeTruthy();
  });

  it('cancels through DELETE, shows the server’s message and goes back to the workshop’s sessions', async () => {
    const message = 'Séance annulée : les participants et les personnes en liste d’attente sont prévenus par e-mail.';
    let answer: (response: Response) => void = () => undefined;
    const { calls, router } = await open(session([1], []), {
      'DELETE /api/meetings/9': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(
        'Le participant sera prévenu par e-mail. Le participant recevra un fichier qui retire la séance de son agenda. Cette action ne peut pas être annulée.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la séance' }));
    // While the answer is awaited, the button waits and says so.
    expect(await within(dialog).findByRole('progressbar', { name: 'Annulation en cours' })).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Annuler la séance' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    answer(jsonResponse(200, { message }));
    await waitFor(() => expect(router.location.pathname).toBe('/pro/workshops/7'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/meetings/9']);
    expect(getCurrentSnackbar()).toMatchObject({ message, severity: 'success' });
  });

  it('a refusal (the session has started meanwhile) shows inside the question, as an alert', async () => {
    const { router } = await open(session([1], [2]), {
      'DELETE /api/meetings/9': () =>
        jsonResponse(409, { code: 'conflict', message: 'Une séance commencée ne peut plus être annulée.' }),
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la séance' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Une séance commencée ne peut plus être annulée.');
    expect(router.location.pathname).toBe('/pro/workshops/7/meetings/9/edit');
  });

  it('a session that has started has no such button', async () => {
    await open(session([1], [], { start: '2026-03-04T08:30:00.000Z', end: '2026-03-04T10:00:00.000Z' }));
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler la séance' })).toBeNull();
  });
});
