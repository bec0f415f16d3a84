import type { MapLocation } from '../map-markers.ts';
import { clusterPoints, spreadOffsets } from './clusters.ts';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, project, worldSize, type WorldPoint } from './projection.ts';

/** Places closer than this, in pixels, are gathered into one cluster. */
export const CLUSTER_RADIUS = 56;
export const MARKER_SIZE = 32;

/** A place's marker, moved by `offset` pixels when it is spread beside others at the last zoom. */
export type MarkerPin = { type: 'marker'; key: string; location: MapLocation; point: WorldPoint; offset: WorldPoint };
/** Nearby places as one numbered button; `count` is of workshops. */
export type ClusterPin = { type: 'cluster'; key: string; locations: MapLocation[]; point: WorldPoint; count: number };
export type MapPin = MarkerPin | ClusterPin;

/** Places gathered at one zoom, at their middle on the world. */
type Group = { locations: MapLocation[]; point: WorldPoint };

/** The zoom the clusters are cut at: the view's, to a tenth, so a small move does not cut them again. */
export const clusterZoomOf = (zoom: number) => clampZoom(Math.round(zoom * 10) / 10);

/** One zoom's gathering of the groups of the zoom above. */
function gather(groups: readonly Group[], zoom: number): Group[] {
  const scale = worldSize(zoom);
  const points = groups.map((group) => ({
    item: group,
    x: group.point.x * scale,
    y: group.point.y * scale,
    weight: group.locations.length,
  }));
  return clusterPoints(points, CLUSTER_RADIUS).map((cluster) => ({
    locations: cluster.items.flatMap((group) => group.locations),
    point: { x: cluster.x / scale, y: cluster.y / scale },
  }));
}

/**
 * The groups at every whole zoom, from the last one down: each zoom gathers the groups of
 * the one above, so zooming in on a cluster only ever splits it into its own places.
 */
export function groupByZoom(locations: readonly MapLocation[]): Group[][] {
  const levels: Group[][] = [];
  let groups: Group[] = locations.map((location) => ({
    locations: [location],
    point: project(location.lat, location.lng),
  }));
  for (let zoom = MAX_ZOOM; zoom >= MIN_ZOOM; zoom -= 1) {
    groups = gather(groups, zoom);
    levels[zoom] = groups;
  }
  return levels;
}

/** North first, then west: the order Tab goes through the pins, as one reads the map. */
const byReadingOrder = (a: Group, b: Group) => a.point.y - b.point.y || a.point.x - b.point.x;

/**
 * The markers and clusters to draw at a zoom (their world points; the screen follows the
 * view): between two whole zooms, the groups of the one above gathered once more.
 */
export function layOutPins(levels: readonly Group[][], zoom: number): MapPin[] {
  const above = levels[Math.ceil(zoom)] ?? [];
  const groups = Number.isInteger(zoom) ? above : gather(above, zoom);
  return [...groups].sort(byReadingOrder).flatMap((group): MapPin[] => {
    const [first] = group.locations;
    if (!first) return [];
    if (group.locations.length === 1) {
      return [{ type: 'marker', key: first.key, location: first, point: group.point, offset: { x: 0, y: 0 } }];
    }
    if (zoom >= MAX_ZOOM) {
      const offsets = spreadOffsets(group.locations.length, MARKER_SIZE);
      return group.locations.map((location, index) => ({
        type: 'marker',
        key: location.key,
        location,
        point: group.point,
        offset: offsets[index] ?? { x: 0, y: 0 },
      }));
    }
    const count = group.locations.reduce((sum, location) => sum + location.workshops.length, 0);
    return [{ type: 'cluster', key: `cluster:${first.key}`, locations: group.locations, point: group.point, count }];
  });
}
