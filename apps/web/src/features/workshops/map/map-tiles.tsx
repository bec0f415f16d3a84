import type { SyntheticEvent } from 'react';
import { MAX_ZOOM, MIN_ZOOM, TILE_SIZE, type MapSize, type MapViewState } from './projection.ts';

const SUBDOMAINS = 'abc';

/** A tile's address from the server's template ({z}/{x}/{y}, {s} for a subdomain). */
export function tileAddress(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', SUBDOMAINS[(x + y) % SUBDOMAINS.length] ?? 'a')
    .replaceAll('{r}', '');
}

/** Offline, or with the tile server down, a tile stays blank: no broken image, the markers stay. */
const hideFailed = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.style.visibility = 'hidden';
};

/**
 * The tiles covering the view, at the nearest whole zoom, scaled by CSS for a fractional
 * one. Decorative images: the markers and the list say what the map shows.
 */
export function MapTiles({ view, size, template }: { view: MapViewState; size: MapSize; template: string }) {
  const zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(view.zoom)));
  const count = 2 ** zoom;
  const tile = TILE_SIZE * 2 ** (view.zoom - zoom);
  const left = view.centre.x * count * tile - size.width / 2;
  const top = view.centre.y * count * tile - size.height / 2;
  const tiles = [];
  for (let y = Math.max(0, Math.floor(top / tile)); y <= Math.min(count - 1, (top + size.height) / tile); y += 1) {
    for (let x = Math.floor(left / tile); x <= (left + size.width) / tile; x += 1) {
      const [x0, y0] = [Math.round(x * tile - left), Math.round(y * tile - top)];
      const [x1, y1] = [Math.round((x + 1) * tile - left), Math.round((y + 1) * tile - top)];
      tiles.push(
        <img
          key={`${zoom}/${x}/${y}`}
          className="workshops-map-tile"
          src={tileAddress(template, zoom, ((x % count) + count) % count, y)}
          alt=""
          draggable={false}
          onError={hideFailed}
          style={{ position: 'absolute', left: x0, top: y0, width: x1 - x0, height: y1 - y0, maxWidth: 'none' }}
        />,
      );
    }
  }
  return (
    <div aria-hidden="true" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {tiles}
    </div>
  );
}
