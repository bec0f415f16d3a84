import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapView } from '../components/map-view.tsx';
import type { MapLocation } from '../map-markers.ts';

const config = { tile_url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© <b>OpenStreetMap</b>' };

const place = (key: string, lat: number, lng: number, place: string): MapLocation => ({
  key,
  lat,
  lng,
  kind: 'onsite',
  place,
  workshops: [{ id: key.length, name: `Atelier ${place}`, type: 'onsite', workshop_type: 'cognitive' }],
});
const lyon = place('lyon', 45.764, 4.8357, 'Lyon');
const bordeaux = place('bordeaux', 44.8378, -0.5792, 'Bordeaux');

// happy-dom lays nothing out: the map is given a size.
const sized = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  for (const name of sized) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, value: 600 });
});
afterAll(() => {
  for (const name of sized) Reflect.deleteProperty(HTMLElement.prototype, name);
});

function renderMap(locations: MapLocation[], renderPopup = (location: MapLocation) => <p>{location.place}</p>) {
  const view = render(<MapView locations={locations} config={config} renderPopup={renderPopup} />);
  const tileZooms = () =>
    new Set(
      [...view.container.querySelectorAll('img.workshops-map-tile')].map(
        (image) => /\/(\d+)\/\d+\/\d+\.png$/.exec(image.getAttribute('src') ?? '')?.[1],
      ),
    );
  const map = () => screen.getByRole('application', { name: 'Carte : les flèches la déplacent, + et - zooment' });
  const markerAt = (name: string) => {
    const style = screen.getByRole('button', { name }).style;
    return { x: parseFloat(style.left), y: parseFloat(style.top) };
  };
  return { ...view, tileZooms, map, markerAt };
}

describe('the map drawn by the app', () => {
  it('P2-MAP-01 P2-MAP-02 shows the tiles at the nearest whole zoom, with their credit as plain text', async () => {
    const { container, tileZooms } = renderMap([lyon]);
    await screen.findByRole('button', { name: 'Lyon : 1 atelier, ouvrir le détail' });
    expect(tileZooms()).toEqual(new Set(['6']));
    const sources = [...container.querySelectorAll('img.workshops-map-tile')].map((image) => image.getAttribute('src'));
    expect(sources).toContain('https://a.tile.example.org/6/32/22.png');
    expect(screen.getByText('© <b>OpenStreetMap</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('.MuiCircularProgress-root')).toBeNull();
  });

  it('zooms with the buttons, the + and - keys, and pans with the arrows', async () => {
    const { tileZooms, map, markerAt } = renderMap([lyon]);
    await screen.findByRole('button', { name: 'Lyon : 1 atelier, ouvrir le détail' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoomer' }));
    expect(tileZooms()).toEqual(new Set(['7']));
    fireEvent.click(screen.getByRole('button', { name: 'Dézoomer' }));
    expect(tileZooms()).toEqual(new Set(['6']));
    map().focus();
    fireEvent.keyDown(map(), { key: '+' });
    expect(tileZooms()).toEqual(new Set(['7']));
    fireEvent.keyDown(map(), { key: '-' });
    expect(tileZooms()).toEqual(new Set(['6']));
    const before = markerAt('Lyon : 1 atelier, ouvrir le détail');
    fireEvent.keyDown(map(), { key: 'ArrowLeft' });
    fireEvent.keyDown(map(), { key: 'ArrowUp' });
    expect(markerAt('Lyon : 1 atelier, ouvrir le détail')).toEqual({ x: before.x + 80, y: before.y + 80 });
  });

  it('zooms on a double click where the pointer is, and with the wheel', async () => {
    const { tileZooms, map, markerAt } = renderMap([lyon, bordeaux]);
    const name = 'Lyon : 1 atelier, ouvrir le détail';
    await screen.findByRole('button', { name });
    const before = markerAt(name);
    // The marker's top left corner is 16 px from its centre.
    const pointer = { clientX: before.x + 16, clientY: before.y + 16 };
    fireEvent.dblClick(map(), pointer);
    expect(tileZooms()).toEqual(new Set(['7']));
    const after = markerAt(name);
    expect(after.x).toBeCloseTo(before.x, 0);
    expect(after.y).toBeCloseTo(before.y, 0);
    // happy-dom's wheel events have no position: this one zooms out around the centre.
    fireEvent.wheel(map(), { deltaY: 100 });
    expect(tileZooms()).toEqual(new Set(['6']));
  });

  it('pans by dragging, and the click ending a drag does not open the marker it started on', async () => {
    const { container, map, markerAt } = renderMap([lyon]);
    const name = 'Lyon : 1 atelier, ouvrir le détail';
    const marker = await screen.findByRole('button', { name });
    const before = markerAt(name);
    const press = { pointerId: 1, pointerType: 'mouse', button: 0 };
    fireEvent.pointerDown(marker, { ...press, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(map(), { ...press, clientX: 40, clientY: 30 });
    fireEvent.pointerMove(map(), { ...press, clientX: 60, clientY: 50 });
    fireEvent.pointerUp(map(), { ...press, clientX: 60, clientY: 50 });
    fireEvent.click(marker);
    expect(markerAt(name)).toEqual({ x: before.x + 50, y: before.y + 40 });
    expect(container.querySelector('.workshops-map-popup')).toBeNull();
    // A later click is a real one.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(marker);
    expect(container.querySelector('.workshops-map-popup')?.textContent).toContain('Lyon');
    // A click on the map itself closes it.
    fireEvent.click(map());
    expect(container.querySelector('.workshops-map-popup')).toBeNull();
  });

  it('shows places still together at the last zoom side by side, not as a cluster', async () => {
    // Two doors of one street, 1 m apart: one cluster at every zoom but the last.
    const next = place('next-door', 45.76401, 4.8357, 'Lyon');
    renderMap([lyon, next]);
    fireEvent.click(await screen.findByRole('button', { name: '2 ateliers, agrandir' }));
    const markers = await screen.findAllByRole('button', { name: 'Lyon : 1 atelier, ouvrir le détail' });
    expect(markers).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '2 ateliers, agrandir' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zoomer' }).hasAttribute('disabled')).toBe(true);
    const [first, second] = markers.map((marker) => [parseFloat(marker.style.left), parseFloat(marker.style.top)]);
    expect(Math.hypot(first![0]! - second![0]!, first![1]! - second![1]!)).toBeGreaterThanOrEqual(32);
  });

  it('shows the warning, the list staying, if drawing the map fails', async () => {
    const failing = () => {
      throw new Error('popup');
    };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      renderMap([lyon], failing);
      fireEvent.click(await screen.findByRole('button', { name: 'Lyon : 1 atelier, ouvrir le détail' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('La carte n’a pas pu s’afficher.'));
    } finally {
      console.error = quiet;
    }
  });
});
