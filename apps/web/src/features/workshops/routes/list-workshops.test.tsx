import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { listCalls, meeting, openWorkshops, page, range, searchOf, workshop } from '../test/open-workshops.ts';

// The lists themselves: the request, the cards and the pages. Filters and logos have their own files.

describe('workshops lists', { timeout: 30_000 }, () => {
  it('P2-WSL-01 P2-WSL-04 P2-WSL-05 P2-WSL-06 P2-WSL-08 a visitor sees filters, 24 cards and the count, by subscriptions_count ascending', async () => {
    const { calls } = await openWorkshops('/workshops', { workshops: () => page(range(1, 24), 1, 30) });
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
    await openWorkshops('/workshops?city=Nulle-part', { workshops: () => page([], 1, 0) });
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
    const { calls } = await openWorkshops('/workshops', {
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
    await openWorkshops('/workshops', {
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
    await openWorkshops('/workshops', {
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
    const { calls } = await openWorkshops('/aja-workshops');
    expect(screen.getByRole('heading', { level: 1, name: 'Les ateliers AJA' })).toBeTruthy();
    const link = (await screen.findByRole('heading', { level: 2, name: 'Atelier 1' })).closest('a');
    expect(link?.getAttribute('href')).toBe('/aja/workshops/1');
    expect(searchOf(listCalls(calls)[0])).toEqual({ is_aja: 1, active: 1 });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/workshops/sequences' && call.search === '?is_aja=1')).toBe(true),
    );
  });

  it('P2-WSL-03 /oncommence asks for the active, non-AJA onCommence workshops', async () => {
    const { calls } = await openWorkshops('/oncommence');
    await screen.findByText('2 ateliers');
    expect(searchOf(listCalls(calls)[0])).toEqual({ is_aja: 0, active: 1, workshop_type: 'oncommence' });
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    mockApi({});
    renderRoute('/workshops');
    expect(
      await screen.findByText(/Les ateliers n’ont pas pu être chargés/, undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
