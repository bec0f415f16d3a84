/**
 * Web Mercator, as tile servers cut it: a point is placed on a square world of side 1
 * (x east, y south), and the world is 256 × 2^zoom pixels wide at a zoom.
 */
export const TILE_SIZE = 256;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 18;

export type WorldPoint = { x: number; y: number };
export type ScreenPoint = { x: number; y: number };
export type MapSize = { width: number; height: number };
/** What the map shows: the world point at the centre of the screen, and the zoom (fractional). */
export type MapViewState = { centre: WorldPoint; zoom: number };

/** Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798;

export function project(lat: number, lng: number): WorldPoint {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

export const clampZoom = (zoom: number) => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));

const clampUnit = (value: number) => Math.max(0, Math.min(1, value));

/** Where a world point is drawn, in pixels from the map's top left corner. */
export function toScreen(view: MapViewState, size: MapSize, point: WorldPoint): ScreenPoint {
  const scale = worldSize(view.zoom);
  return {
    x: (point.x - view.centre.x) * scale + size.width / 2,
    y: (point.y - view.centre.y) * scale + size.height / 2,
  };
}

/** The world moves with the finger: dx, dy in screen pixels. The centre stays on the world. */
export function panBy(view: MapViewState, dx: number, dy: number): MapViewState {
  const scale = worldSize(view.zoom);
  return {
    zoom: view.zoom,
    centre: { x: clampUnit(view.centre.x - dx / scale), y: clampUnit(view.centre.y - dy / scale) },
  };
}

/** A new zoom that keeps the world point under `anchor` (the pointer, the fingers) where it is. */
export function zoomAround(view: MapViewState, size: MapSize, zoom: number, anchor: ScreenPoint): MapViewState {
  const next = clampZoom(zoom);
  const before = worldSize(view.zoom);
  const after = worldSize(next);
  const offsetX = anchor.x - size.width / 2;
  const offsetY = anchor.y - size.height / 2;
  const anchorWorld = { x: view.centre.x + offsetX / before, y: view.centre.y + offsetY / before };
  return {
    zoom: next,
    centre: { x: clampUnit(anchorWorld.x - offsetX / after), y: clampUnit(anchorWorld.y - offsetY / after) },
  };
}

/** The view that shows every point with `padding` pixels around them, at most at `maxZoom`. */
export function fitPoints(
  points: readonly WorldPoint[],
  size: MapSize,
  padding: number,
  maxZoom = MAX_ZOOM,
): MapViewState {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = Math.max(maxX - minX, 1e-12);
  const height = Math.max(maxY - minY, 1e-12);
  const room = { width: Math.max(size.width - 2 * padding, 1), height: Math.max(size.height - 2 * padding, 1) };
  const zoom = Math.log2(Math.min(room.width / width, room.height / height) / TILE_SIZE);
  return {
    zoom: clampZoom(Math.min(maxZoom, Math.floor(zoom * 10) / 10)),
    centre: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 },
  };
}
