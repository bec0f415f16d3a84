import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkshopListItem, WorkshopMeeting } from '@plateforme/shared/workshops/workshops.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';

/** A session in Paris time (March: UTC+1) with places taken. */
function meeting(id: number, parisStart: string, places: number, taken: number): WorkshopMeeting {
  const start = new Date(`${parisStart}+01:00`);
  return {
    id,
    workshop_id: 1,
    start: start.toISOString(),
    end: new Date(start.getTime() + 90 * 60_000).toISOString(),
    type: 'onsite',
    address: null,
    sequence: 1,
    places,
    validated_subscribers_count: taken,
  };
}

const workshop = (id: number, patch: Partial<WorkshopListItem> = {}): WorkshopListItem => ({
  id,
  name: `Atelier ${id}`,
  type: 'onsite',
  city: 'Lyon',
  zip: '69003',
  user: { id: 50, firstname: 'Claire' },
  secondary_pro: null,
  partner: null,
  three_next_meetings: [meeting(id * 10, '2030-03-05T14:00:00', 10, 2)],
  ...patch,
});

const page = (ids: number[], pageNumber: number, total: number) => ({
  data: ids.map((id) => workshop(id)),
  meta: { total, page: pageNumber, per_page: 24, last_page: Math.ceil(total / 24) || 1 },
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

type Answers = { workshops?: (url: URL) => unknown; withHelpers?: boolean; partners?: number };

function answer({ workshops = () => page([1, 2], 1, 2), withHelpers = true, partners = 3 }: Answers = {}) {
  return mockApi({
    'GET /api/workshops': (_body, url) => jsonResponse(200, workshops(url)),
    ...(withHelpers
      ? {
          'GET /api/workshops/sequences': () => jsonResponse(200, { data: [1, 2, 3] }),
          'GET /api/professionals-names': () => jsonResponse(200, { data: [{ id: 50, firstname: 'Claire' }] }),
          'GET /api/geo/departements': () => jsonResponse(200, [{ code: '69', nom: 'Rhône', codeRegion: '84' }]),
          'GET /api/partners': () =>
            jsonResponse(200, {
              data: range(1, partners).map((id) => ({
                id,
                name: `Centre ${id}`,
                type: 'healthcenter',
                active: true,
                logo_id: id,
                street: null,
                zip: null,
                city: null,
              })),
              meta: { total: partners, current_page: 1, per_page: 0, last_page: 1 },
            }),
        }
      : {}),
  });
}

/** The width and motion queries answered as a screen of that width would. */
function atWidth(width: number, reducedMotion = false) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const motion = query.includes('prefers-reduced-motion');
    const matches = motion ? reducedMotion : (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/workshops');
const searchOf = (call: ApiCall | undefined) =>
  JSON.parse(new URLSearchParams(call?.search).get('search') ?? '{}') as Record<string, unknown>;

async function open(path: string, answers?: Answers) {
  const calls = answer(answers);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return { ...view, calls };
}

describe('workshops lists', { timeout: 30_000 }, () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('P2-WSL-01 P2-WSL-04 P2-WSL-05 P2-WSL-06 P2-WSL-08 a visitor sees filters, 24 cards and the count, by subscriptions_count ascending', async () => {
    const { calls } = await open('/workshops', { workshops: () => page(range(1, 24), 1, 30) });
    expect(screen.getByRole('heading', { level: 1, name: 'Les ateliers' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Filtrer les ateliers' })).toBeTruthy();
    expect(await screen.findByText('30 ateliers')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Atelier / })).toHaveLength(24);
    const request = new URLSearchParams(listCalls(calls)[0]?.search);
    expect(request.get('sort')).toBe('subscriptions_count');
    expect(request.get('direction')).toBe('asc');
    expect(request.get('per_page')).toBe('24');
    expect(request.get('page')).toBe('1');
    expect(searchOf(listCalls(calls)[0])).toEqual({ is_aja: 0, active: 1 });
  });

  it('P2-WSL-09 with no result the list says "Aucun atelier trouvé"', async () => {
    await open('/workshops?city=Nulle-part', { workshops: () => page([], 1, 0) });
    expect(await screen.findByText('Aucun atelier trouvé')).toBeTruthy();
    expect(screen.queryByText('Tous les ateliers ont été chargés')).toBeNull();
  });

  it('P2-WSL-07 P2-WSL-10 the next page comes 100 px before the end, then "Tous les ateliers ont été chargés"', async () => {
    let reach: (() => void) | undefined;
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit) {
          options.push(init);
          reach = () =>
            callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { calls } = await open('/workshops', {
      workshops: (url) =>
        url.searchParams.get('page') === '2' ? page(range(25, 6), 2, 30) : page(range(1, 24), 1, 30),
    });
    await screen.findByText('30 ateliers');
    // The cards draw in a deferred render: the observer comes with them.
    await waitFor(() => expect(options[0]?.rootMargin).toBe('0px 0px 100px 0px'));
    act(() => reach?.());
    expect(await screen.findByText('Tous les ateliers ont été chargés')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Atelier / })).toHaveLength(30);
    expect(new URLSearchParams(listCalls(calls)[1]?.search).get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('P2-WSL-07 keyboard users load the next page with « Charger plus »', async () => {
    await open('/workshops', {
      workshops: (url) =>
        url.searchParams.get('page') === '2' ? page(range(25, 6), 2, 30) : page(range(1, 24), 1, 30),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByText('Tous les ateliers ont été chargés')).toBeTruthy();
    // The focus moves to the first new card.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Atelier 25/));
  });

  it('P2-WSL-11 P2-WSL-12 cards show the place, the pros, the next session and the status', async () => {
    const full = (id: number, start: string) => meeting(id, start, 6, 6);
    await open('/workshops', {
      workshops: () => ({
        data: [
          workshop(1, { three_next_meetings: [] }),
          workshop(2, {
            three_next_meetings: [
              full(21, '2030-03-05T14:00:00'),
              full(22, '2030-03-12T14:00:00'),
              full(23, '2030-03-19T14:00:00'),
            ],
          }),
          workshop(3, {
            type: 'remote',
            secondary_pro: { id: 51, firstname: 'Hugo' },
            partner: {
              id: 4,
              name: 'Centre Léon Bérard',
              type: 'healthcenter',
              street: null,
              zip: null,
              city: null,
              active: true,
              logo_id: null,
            },
          }),
        ],
        meta: { total: 3, page: 1, per_page: 24, last_page: 1 },
      }),
    });
    const card = async (name: string) => within((await screen.findByRole('heading', { level: 2, name })).closest('a')!);
    expect((await card('Atelier 1')).getByText('(pas encore de séances)')).toBeTruthy();
    expect((await card('Atelier 2')).getByText("(File d'attente)")).toBeTruthy();
    const third = await card('Atelier 3');
    expect(third.getByText('Visio')).toBeTruthy();
    expect(third.getByText('Centre Léon Bérard')).toBeTruthy();
    expect(third.getByText('Avec Claire, Hugo')).toBeTruthy();
    expect(third.queryByText(/File d'attente|pas encore/)).toBeNull();
    expect(third.getByText('14h00-15h30').textContent).toBe('14h00-15h30');
    expect((await card('Atelier 1')).getByText('Lyon (69003)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Atelier 3' }).closest('a')?.getAttribute('href')).toBe(
      '/workshops/3',
    );
  });

  it('P2-WSL-02 /aja-workshops lists the AJA workshops, each leading to its AJA page', async () => {
    const { calls } = await open('/aja-workshops');
    expect(screen.getByRole('heading', { level: 1, name: 'Les ateliers AJA' })).toBeTruthy();
    const link = (await screen.findByRole('heading', { level: 2, name: 'Atelier 1' })).closest('a');
    expect(link?.getAttribute('href')).toBe('/aja/workshops/1');
    expect(searchOf(listCalls(calls)[0])).toEqual({ is_aja: 1, active: 1 });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/workshops/sequences' && call.search === '?is_aja=1')).toBe(true),
    );
  });

  it('P2-WSL-03 /oncommence asks for the active, non-AJA onCommence workshops', async () => {
    const { calls } = await open('/oncommence');
    await screen.findByText('2 ateliers');
    expect(searchOf(listCalls(calls)[0])).toEqual({ is_aja: 0, active: 1, workshop_type: 'oncommence' });
  });

  it('P2-WSL-20 the filters come from the address, empty ones left out, arrays as name[index]', async () => {
    const { calls } = await open(
      '/workshops?city=Lyon&department=69&days=1&days=3&slots=morning&from=&sequence=2&places=1&pro=50',
    );
    await screen.findByText('2 ateliers');
    const call = listCalls(calls)[0];
    expect(searchOf(call)).toEqual({
      is_aja: 0,
      active: 1,
      department: '69',
      city: 'Lyon',
      days: [1, 3],
      time_slots: ['morning'],
      sequence: 2,
      available_places: 1,
      user_id: 50,
    });
    expect(call?.search).not.toContain('from');
    expect(decodeURIComponent(call?.search ?? '')).toContain('with[0]=user&with[1]=secondary_pro');
  });

  it('on a phone the filters fold behind « Filtres et tri », which says how many are set and opens them', async () => {
    await open('/workshops?department=69&days=1&days=3');
    // jsdom reads no width: the button is found by its text (the phone journey is in e2e).
    const toggle = (await screen.findByText('Filtres et tri (2 choisis)')).closest('button')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByRole('search', { name: 'Filtrer les ateliers' }))).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('P2-WSL-21 typing a city asks once, about 300 ms after the last key, and keeps it in the address', async () => {
    const { calls, router } = await open('/workshops');
    await screen.findByText('2 ateliers');
    const city = screen.getByLabelText('Ville');
    for (const text of ['L', 'Ly', 'Lyo', 'Lyon', 'Lyons']) fireEvent.change(city, { target: { value: text } });
    expect(router.location.search).toBe('?city=Lyons');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(listCalls(calls)).toHaveLength(1);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(searchOf(listCalls(calls)[1])).toMatchObject({ city: 'Lyons' });
  });

  it('P2-WSL-22 P2-WSL-23 the available-places box needs a sequence and is unticked when it is cleared', async () => {
    const { router } = await open('/workshops');
    const places = screen.getByRole('checkbox', { name: 'Places disponibles' }) as HTMLInputElement;
    expect(places.disabled).toBe(true);
    // The hint saying why is not greyed like the box: it must stay readable (contrast).
    const hint = document.getElementById(places.getAttribute('aria-describedby') ?? '');
    expect(hint?.classList.contains('Mui-disabled')).toBe(false);
    const sequence = screen.getByRole('combobox', { name: 'Séquence' });
    await screen.findByRole('option', { name: '2' });
    fireEvent.change(sequence, { target: { value: '2' } });
    await waitFor(() => expect(places.disabled).toBe(false));
    fireEvent.click(places);
    expect(router.location.search).toBe('?sequence=2&places=1');
    fireEvent.change(sequence, { target: { value: '' } });
    await waitFor(() => expect(places.disabled).toBe(true));
    expect(places.checked).toBe(false);
    expect(router.location.search).toBe('');
  });

  it('P2-WSL-24 P2-WSL-25 P2-WSL-26 P2-WSL-27 a failed fetch of the sequences or the professionals says so', async () => {
    const { calls } = await open('/workshops', { withHelpers: false });
    expect(await screen.findByText('Une erreur est survenue lors de la récupération des séquences')).toBeTruthy();
    expect(await screen.findByText('Une erreur est survenue lors de la récupération des professionnels')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/workshops/sequences')?.search).toBe('?is_aja=0');
    expect(calls.some((call) => call.path === '/api/professionals-names')).toBe(true);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    mockApi({});
    renderRoute('/workshops');
    expect(
      await screen.findByText(/Les ateliers n’ont pas pu être chargés/, undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('P2-WSL-13 P2-WSL-15 P2-WSL-17 shows the partner logos, named, 150 px high, with a pause button', async () => {
    atWidth(320);
    const { calls } = await open('/workshops');
    const carousel = await screen.findByRole('list', { name: 'Logos des structures partenaires' });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Centre 1', 'Centre 2']);
    expect(within(carousel).getAllByRole('img')[0]?.getAttribute('src')).toBe('/api/partners/1/logo');
    expect(getComputedStyle(carousel).height).toBe('150px');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause le défilement des logos' }));
    expect(screen.getByRole('button', { name: 'Reprendre le défilement des logos' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const partners = new URLSearchParams(calls.find((call) => call.path === '/api/partners')?.search);
    expect(JSON.parse(partners.get('search') ?? '{}')).toEqual({ support_type: 'healthcenter', active: 1 });
    expect(partners.get('with[0]')).toBe('logo');
    expect(partners.get('per_page')).toBe('0');
  });

  for (const [width, count] of [
    [1300, 6],
    [1000, 4],
    [700, 3],
    [320, 2],
  ] as const) {
    it(`P2-WSL-16 shows ${count} logos on a ${width} px wide screen`, async () => {
      atWidth(width);
      await open('/workshops', { partners: 8 });
      const carousel = await screen.findByRole('list', { name: 'Logos des structures partenaires' });
      expect(within(carousel).getAllByRole('img')).toHaveLength(count);
    });
  }

  it('P2-WSL-14 under reduced motion the logos never move and no pause button is needed', async () => {
    atWidth(320, true);
    await open('/workshops', { partners: 8 });
    await screen.findByRole('list', { name: 'Logos des structures partenaires' });
    expect(screen.queryByRole('button', { name: /défilement des logos/ })).toBeNull();
  });
});
