import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_HELP_SEEN_KEY } from '../../../lib/storage-keys.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const claire = { id: 11, firstname: 'Claire' };
const marc = { id: 12, firstname: 'Marc' };
const base = { type: 'onsite', workshop_type: 'cognitive', is_aja: false, next_onsite_meeting_start: null } as const;

const pageOne: WorkshopListItem[] = [
  {
    ...base,
    id: 1,
    name: 'Mémoire et attention',
    lat: 45.764,
    lng: 4.8357,
    city: 'Lyon',
    zip: '69001',
    user: claire,
    secondary_pro: marc,
    next_onsite_meeting_start: '2027-01-12T13:00:00.000Z',
  },
  {
    ...base,
    id: 2,
    name: 'Concentration',
    type: 'remote',
    lat: 45.764,
    lng: 4.8357,
    city: 'Lyon',
    zip: '69001',
    user: marc,
    secondary_pro: null,
  },
];
const pageTwo: WorkshopListItem[] = [
  {
    ...base,
    id: 3,
    name: 'onCommence en visio',
    type: 'remote',
    workshop_type: 'oncommence',
    lat: null,
    lng: null,
    city: null,
    zip: null,
    user: claire,
    secondary_pro: null,
  },
];

function answer(pages: WorkshopListItem[][]) {
  return mockApi({
    'GET /api/map/config': () =>
      jsonResponse(200, {
        data: { tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
      }),
    'GET /api/workshops': (_body, url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      const data = pages[page - 1] ?? [];
      return jsonResponse(200, {
        data,
        meta: { total: pages.flat().length, page, per_page: 100, last_page: pages.length },
      });
    },
  });
}

const helpSeen = () => window.localStorage.setItem(MAP_HELP_SEEN_KEY, '1');

// happy-dom lays nothing out: the map gets a size, or it waits for one and places nothing.
const sized = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const name of sized) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, value: 600 });
});
afterAll(() => {
  for (const name of sized) Reflect.deleteProperty(HTMLElement.prototype, name);
});

describe('/map (WorkshopsMap)', () => {
  it('P2-MAP-08 shows the help dialog on the first visit only', async () => {
    answer([pageOne]);
    const first = renderRoute('/map');
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue sur la carte des ateliers' });
    expect(dialog.textContent).toContain('Les ateliers en visio sont accessibles partout en France.');
    const close = within(dialog).getByRole('button', { name: 'J’ai compris' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.localStorage.getItem(MAP_HELP_SEEN_KEY)).toBe('1');
    first.unmount();

    renderRoute('/map');
    await screen.findByRole('heading', { level: 1, name: 'Carte des ateliers' });
    await screen.findByRole('link', { name: 'Mémoire et attention' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages through every workshop with only the fields the map needs, and lists them all', async () => {
    helpSeen();
    const calls = answer([pageOne, pageTwo]);
    renderRoute('/map');
    const list = within(await screen.findByRole('region', { name: 'Liste des ateliers' }));
    const links = await list.findAllByRole('link');
    // By city, then name; the remote workshop without coordinates is in the list only.
    expect(links.map((link) => link.textContent)).toEqual([
      'Concentration',
      'Mémoire et attention',
      'onCommence en visio',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/workshops/2', '/workshops/1', '/workshops/3']);
    expect(list.getByText('Animé par Claire et Marc')).toBeTruthy();
    expect(list.getByText('Prochaine séance en présentiel : 12/01/2027 à 14h00')).toBeTruthy();

    const workshopCalls = calls.filter((call) => call.path === '/api/workshops');
    expect(workshopCalls).toHaveLength(2);
    const query = new URLSearchParams(workshopCalls[1]?.search);
    expect(query.get('page')).toBe('2');
    expect(query.get('per_page')).toBe('100');
    expect(JSON.parse(query.get('search') ?? '{}')).toEqual({ active: 1 });
    expect([...query.entries()].filter(([key]) => key.startsWith('select')).map(([, value]) => value)).toEqual([
      'name',
      'type',
      'workshop_type',
      'is_aja',
      'lat',
      'lng',
      'city',
      'zip',
    ]);
    expect([...query.entries()].filter(([key]) => key.startsWith('with[')).map(([, value]) => value)).toEqual([
      'user',
      'secondary_pro',
    ]);
  });

  it('P2-MAP-03 to 07 draws one marker per place, named for the keyboard, whose popup lists its workshops', async () => {
    helpSeen();
    answer([pageOne, pageTwo]);
    const { container } = renderRoute('/map');
    const marker = await screen.findByRole('button', { name: 'Lyon : 2 ateliers, ouvrir le détail' });
    expect(container.querySelectorAll('.workshops-map-marker')).toHaveLength(1);
    expect(marker.tagName).toBe('BUTTON');
    expect(marker.getAttribute('title')).toBe('Lyon : 2 ateliers, ouvrir le détail');
    expect(marker.classList.contains('workshops-map-marker--onsite')).toBe(true);
    expect(marker.textContent).toBe('P');
    expect(screen.getByText('Atelier en visio (rouge)')).toBeTruthy();
    expect(screen.getByText('Atelier en présentiel (orange)')).toBeTruthy();
    expect(screen.getByText('Atelier onCommence (violet)')).toBeTruthy();

    fireEvent.click(marker);
    const popup = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('.workshops-map-popup');
      if (!element) throw new Error('no popup yet');
      return within(element);
    });
    expect(popup.getByText('Mémoire et attention')).toBeTruthy();
    expect(popup.getByText('Animé par Claire et Marc')).toBeTruthy();
    expect(popup.getByText('Prochaine séance en présentiel : 12/01/2027 à 14h00')).toBeTruthy();
    expect(popup.getByText('En visio, accessible partout en France')).toBeTruthy();
    expect(popup.getByRole('link', { name: "S'inscrire à l'atelier Mémoire et attention" }).getAttribute('href')).toBe(
      '/workshops/1',
    );
    // Opened by a click, it closes with its « Fermer » button.
    fireEvent.click(popup.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(container.querySelector('.workshops-map-popup')).toBeNull());
  });

  it('opens a marker with the Space key, moves the focus into its popup, and back to the marker on Escape', async () => {
    helpSeen();
    answer([pageOne]);
    renderRoute('/map');
    const marker = await screen.findByRole('button', { name: 'Lyon : 2 ateliers, ouvrir le détail' });
    marker.focus();
    fireEvent.keyDown(marker, { key: ' ' });
    const link = await screen.findByRole('link', { name: "S'inscrire à l'atelier Concentration" });
    await waitFor(() => expect(document.activeElement).toBe(link));
    fireEvent.keyDown(link, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(marker));
    expect(document.querySelector('.workshops-map-popup')).toBeNull();

    // Enter too; from the keyboard the « Fermer » button gives the focus back as well.
    fireEvent.keyDown(marker, { key: 'Enter' });
    const close = await screen.findByRole('button', { name: 'Fermer' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toContain('Concentration'));
    fireEvent.click(close, { detail: 0 });
    await waitFor(() => expect(document.activeElement).toBe(marker));
  });

  it('gathers nearby places into a numbered cluster, named for the keyboard; Enter zooms and shows their markers', async () => {
    helpSeen();
    // Villeurbanne is 5 km from Lyon: one cluster of 3 workshops at the first view of France.
    const villeurbanne = { ...base, id: 4, name: 'Attention', lat: 45.7719, lng: 4.8902, city: 'Villeurbanne' };
    answer([[...pageOne, villeurbanne]]);
    const { container } = renderRoute('/map');
    const cluster = await screen.findByRole('button', { name: '3 ateliers, agrandir' });
    expect(cluster.textContent).toBe('3');
    expect(cluster.tagName).toBe('BUTTON');
    expect(cluster.classList.contains('workshops-map-cluster')).toBe(true);
    expect(container.querySelectorAll('.workshops-map-marker')).toHaveLength(0);

    cluster.focus();
    fireEvent.keyDown(cluster, { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Lyon : 2 ateliers, ouvrir le détail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Villeurbanne : 1 atelier, ouvrir le détail' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '3 ateliers, agrandir' })).toBeNull());
    // The cluster is gone: the focus stays on the map.
    expect(document.activeElement?.classList.contains('workshops-map')).toBe(true);
  });

  it('shows an empty state', async () => {
    helpSeen();
    answer([[]]);
    renderRoute('/map');
    expect(await screen.findByText('Aucun atelier à afficher pour le moment.')).toBeTruthy();
  });

  it('shows an error with a retry; the map stays, without tiles', async () => {
    helpSeen();

    let attempts = 0;
    mockApi({
      'GET /api/map/config': () => jsonResponse(500, { code: 'server_error', message: 'Erreur' }),
      'GET /api/workshops': () => {
        attempts += 1;
        // The first load and its two retries fail.
        if (attempts <= 3) return jsonResponse(503, { code: 'server_error', message: 'Erreur' });
        return jsonResponse(200, { data: pageOne, meta: { total: 2, page: 1, per_page: 100, last_page: 1 } });
      },
    });
    renderRoute('/map');
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la récupération des ateliers. Veuillez réessayer.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Carte des ateliers en France' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Mémoire et attention' })).toBeTruthy();
  }, 20_000);
});
