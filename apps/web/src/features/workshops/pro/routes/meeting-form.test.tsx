import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentSnackbar } from '../../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { proPremiumProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

/** Wednesday 4 March 2026, 10:00 in Paris: tomorrow is the 5th. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T09:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const workshop = (type: 'onsite' | 'remote' = 'onsite') => ({
  data: { id: 7, name: 'Mémoire et attention', type, is_aja: false },
});
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

function session(values: Partial<MeetingItem> = {}): MeetingItem {
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
    validated_subscribers_count: 1,
    waiting_subscribers_count: 1,
    held_places_count: 0,
    pivot: null,
    subscribers: [{ ...person(1), pivot: pivot(1, 'validated') }],
    queued: [{ ...person(2), pivot: pivot(2, 'waiting') }],
    ...values,
  };
}

async function open(path: string, handlers: Parameters<typeof mockApi>[0]) {
  const calls = mockApi({
    'GET /api/workshops/7': () => jsonResponse(200, workshop()),
    'GET /api/planning/sequence/7/11/2026': () => jsonResponse(200, { data: { sequence: 6 } }),
    'GET /api/users': (_body, url) => {
      const count = url.searchParams.get('per_page') === '5' ? 5 : 20;
      return jsonResponse(200, {
        data: Array.from({ length: count }, (_, index) => person(index + 10)),
        meta: { total: 40 },
      });
    },
    ...handlers,
  });
  const view = renderRoute(path, proPremiumProfile);
  await screen.findByRole('form', {}, { timeout: 15_000 });
  return { ...view, calls };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

function fillValid() {
  type(/^Date/, '2026-03-12');
  type(/^Heure de début/, '14:00');
  type(/^Heure de fin/, '15:30');
  if (screen.queryByLabelText(/^Adresse/)) type(/^Adresse/, '3 rue des Lilas, Paris');
  type(/^Séquence/, '1');
  type(/^Nombre de places/, '2');
}

describe('/pro/workshops/:id/meetings/new', { timeout: 30_000 }, () => {
  it('P2-MFORM-04 an empty form says "Champ requis" under the date, times, sequence and places; nothing is sent', async () => {
    const { calls } = await open('/pro/workshops/7/meetings/new', {});
    save();
    await waitFor(() => expect(screen.getAllByText('Champ requis').length).toBeGreaterThanOrEqual(5));
    for (const label of [/^Date/, /^Heure de début/, /^Heure de fin/, /^Séquence/, /^Nombre de places/]) {
      expect(input(label).getAttribute('aria-describedby')).toBeTruthy();
    }
    // The rules between fields show at the same time.
    expect(screen.getByText("Merci de renseigner l'adresse")).toBeTruthy();
    // The first wrong field in the page has the focus.
    await waitFor(() => expect(document.activeElement).toBe(input(/^Date/)));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a field says what is wrong once left, not before; the others wait until reached', async () => {
    await open('/pro/workshops/7/meetings/new', {});
    fireEvent.focus(input(/^Nombre de places/));
    fireEvent.blur(input(/^Nombre de places/));
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    expect(input(/^Nombre de places/).getAttribute('aria-describedby')).toBeTruthy();
    expect(input(/^Date/).getAttribute('aria-describedby')).toBeNull();
    type(/^Nombre de places/, '4');
    await waitFor(() => expect(screen.queryByText('Champ requis')).toBeNull());
  });

  it('P2-MFORM-05 P2-MFORM-06 P2-MFORM-11 P2-MFORM-12 places 0, today, and the times bound each other', async () => {
    await open('/pro/workshops/7/meetings/new', {});
    expect(input(/^Date/).min).toBe('2026-03-05');
    type(/^Nombre de places/, '0');
    type(/^Heure de fin/, '13:00');
    await waitFor(() => expect(input(/^Heure de début/).max).toBe('13:00'));
    type(/^Heure de fin/, '');
    type(/^Heure de début/, '14:00');
    await waitFor(() => expect(input(/^Heure de fin/).min).toBe('14:00'));
    save();
    expect(await screen.findByText('supérieur ou égale à 1')).toBeTruthy();
    // Within the browser's bounds, the form still wants the end after the start.
    fillValid();
    type(/^Heure de fin/, '14:00');
    save();
    expect(await screen.findByText("L'heure de fin doit être après l'heure de début")).toBeTruthy();
  });

  it('P2-MFORM-07 P2-MFORM-09 a remote workshop: onsite disabled, the link is required', async () => {
    await open('/pro/workshops/7/meetings/new', {
      'GET /api/workshops/7': () => jsonResponse(200, workshop('remote')),
    });
    expect((screen.getByRole('radio', { name: 'Présentiel' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Visio' }) as HTMLInputElement).checked).toBe(true);
    save();
    expect(await screen.findByText('Merci de renseigner le lien zoom')).toBeTruthy();
  });

  it('the date and times keep their labels above the browser’s jj/mm/aaaa and --:-- masks, even empty', async () => {
    await open('/pro/workshops/7/meetings/new', {});
    for (const label of [/^Date/, /^Heure de début/, /^Heure de fin/]) {
      expect(input(label).value).toBe('');
      expect(input(label).labels?.[0]?.getAttribute('data-shrink')).toBe('true');
    }
    // A text field with nothing in it keeps its label inside.
    expect(input(/^Adresse/).labels?.[0]?.getAttribute('data-shrink')).toBe('false');
  });

  it('a visio link that is not an https:// address, more than 100 places, a session of 8 h 30: refused on the form (ADR 071)', async () => {
    const { calls } = await open('/pro/workshops/7/meetings/new', {
      'GET /api/workshops/7': () => jsonResponse(200, workshop('remote')),
    });
    fillValid();
    type(/^Lien zoom/, 'javascript:alert(1)');
    type(/^Nombre de places/, '101');
    type(/^Heure de début/, '09:00');
    type(/^Heure de fin/, '17:30');
    save();
    expect(await screen.findByText('Le lien doit être une adresse web commençant par https://')).toBeTruthy();
    expect(screen.getByText('100 places au maximum')).toBeTruthy();
    expect(screen.getByText('Une séance dure entre 15 minutes et 8 heures')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('P2-MFORM-13 a new date fills the sequence from the planning of its ISO week', async () => {
    const { calls } = await open('/pro/workshops/7/meetings/new', {});
    type(/^Date/, '2026-03-12');
    await waitFor(() => expect(input(/^Séquence/).value).toBe('6'));
    expect(calls.some((call) => call.path === '/api/planning/sequence/7/11/2026')).toBe(true);
  });

  it('a week the planning cannot tell leaves the sequence to type, and says so', async () => {
    await open('/pro/workshops/7/meetings/new', {
      'GET /api/planning/sequence/7/11/2026': () => jsonResponse(200, { data: { sequence: null } }),
    });
    type(/^Date/, '2026-03-12');
    expect(
      await screen.findByText("La séquence de cette semaine n'a pas pu être trouvée : saisissez-la."),
    ).toBeTruthy();
    expect(input(/^Séquence/).value).toBe('');
  });

  it('P2-MFORM-15 P2-MFORM-10 P2-MFORM-03 search (5 answers), too many participants, then save: « Séance enregistrée ! »', async () => {
    let posted: unknown;
    const { calls, router } = await open('/pro/workshops/7/meetings/new', {
      'POST /api/meetings': (body) => {
        posted = body;
        return jsonResponse(201, { data: session() });
      },
    });
    fillValid();
    await waitFor(() => expect(input(/^Séquence/).value).toBe('6'));
    type(/^Rechercher un adhérent/, 'du');
    const results = await screen.findByRole('list', { name: 'Rechercher un adhérent' }, { timeout: 5_000 });
    expect(within(results).getAllByRole('listitem')).toHaveLength(5);
    const search = calls.find((call) => call.path === '/api/users')!;
    const query = new URLSearchParams(search.search);
    expect(JSON.parse(query.get('search')!)).toEqual({ name: 'du', role: 'user', is_archived: false, workshop_id: 7 });
    expect(query.get('per_page')).toBe('5');
    for (const id of [10, 11, 12])
      fireEvent.click(screen.getByRole('button', { name: `Inscrire Prénom${id} Dupont${id}` }));
    expect(await screen.findByText('Le nombre de participants dépasse le nombre de place limite')).toBeTruthy();
    // P2-MFORM-17 moving one to the waiting list takes them off the participants.
    fireEvent.click(screen.getByRole('button', { name: "Passer Prénom12 Dupont12 en liste d'attente" }));
    await waitFor(() =>
      expect(screen.queryByText('Le nombre de participants dépasse le nombre de place limite')).toBeNull(),
    );
    save();
    await waitFor(() => expect(posted).toBeTruthy());
    expect(posted).toEqual({
      workshop_id: 7,
      start: '2026-03-12T13:00:00.000Z',
      end: '2026-03-12T14:30:00.000Z',
      type: 'onsite',
      address: '3 rue des Lilas, Paris',
      link: null,
      sequence: 6,
      places: 2,
      subscribers: [10, 11],
      queued: [12],
    });
    await waitFor(() => expect(getCurrentSnackbar()?.message).toBe('Séance enregistrée !'));
    await waitFor(() => expect(router.location.pathname).toBe('/pro/workshops/7'));
  });

  it('a refusal from the API lands under its field (start → date)', async () => {
    await open('/pro/workshops/7/meetings/new', {
      'POST /api/meetings': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'La date doit être au plus tôt demain',
          errors: { start: ['La date doit être au plus tôt demain'] },
        }),
    });
    fillValid();
    type(/^Séquence/, '2');
    save();
    expect(await screen.findByText('La date doit être au plus tôt demain')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(/^Date/)));
  });

  it('a refusal about nothing the form shows is said in the message bar', async () => {
    await open('/pro/workshops/7/meetings/new', {
      'POST /api/meetings': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { workshop_id: ["Cet atelier n'accepte plus de séances"] },
        }),
    });
    fillValid();
    save();
    await waitFor(() => expect(getCurrentSnackbar()?.message).toBe("Cet atelier n'accepte plus de séances"));
  });
});

describe('/pro/workshops/:id/meetings/:meetingId/edit', { timeout: 30_000 }, () => {
  it('P2-MFORM-18 P2-MFORM-17 a session with people: type, day and times locked; moving a person; the PUT leaves the times out', async () => {
    let sent: unknown;
    await open('/pro/workshops/7/meetings/9/edit', {
      'GET /api/meetings/9': () => jsonResponse(200, { data: session() }),
      'PUT /api/meetings/9': (body) => {
        sent = body;
        return jsonResponse(200, { data: session() });
      },
    });
    expect(screen.getByText(/le type, la date et les horaires ne sont plus modifiables/)).toBeTruthy();
    expect(input(/^Date/).readOnly).toBe(true);
    expect(input(/^Date/).value).toBe('2026-03-10');
    expect(input(/^Heure de début/).value).toBe('14:00');
    expect((screen.getByRole('radio', { name: 'Visio' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Inscrire Prénom2 Dupont2' }));
    save();
    await waitFor(() => expect(sent).toBeTruthy());
    expect(sent).toEqual({
      address: '3 rue des Lilas',
      link: null,
      sequence: 3,
      places: 8,
      subscribers: [1, 2],
      queued: [],
    });
  });

  it('an unknown session shows the not-found state', async () => {
    mockApi({ 'GET /api/workshops/7': () => jsonResponse(200, workshop()) });
    renderRoute('/pro/workshops/7/meetings/99/edit', proPremiumProfile);
    expect(
      await screen.findByText("Cette séance n'existe pas ou vous n'y avez pas accès.", {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
