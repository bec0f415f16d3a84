import type { DivIcon, DivIconOptions, Marker, MarkerCluster, MarkerClusterGroup } from 'leaflet';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type * as LeafletModule from 'leaflet';

/** Leaflet as loaded by map-leaflet.ts; named here too so the two files do not import each other. */
type Leaflet = typeof LeafletModule;

/**
 * Leaflet.markercluster, fetched with Leaflet on the map screen only. The plugin is a script
 * written for a page's <script> tags: it extends the global `L`, which it is given first.
 */
export async function loadClusterPlugin(L: Leaflet): Promise<void> {
  (globalThis as { L?: Leaflet }).L = L;
  await Promise.all([import('leaflet.markercluster'), import('leaflet.markercluster/dist/MarkerCluster.css')]);
}

/**
 * A divIcon whose element carries an accessible name (and the same tooltip): Leaflet gives
 * a keyboard marker the role of a button, and a button needs a name; a cluster has no `title`
 * option of its own, so the icon brings it each time Leaflet draws it again.
 */
export function namedDivIcon(L: Leaflet, options: DivIconOptions, label: string): DivIcon {
  const icon = L.divIcon(options);
  const createIcon = icon.createIcon.bind(icon);
  icon.createIcon = (oldIcon?: HTMLElement) => {
    const element = createIcon(oldIcon);
    element.setAttribute('aria-label', label);
    element.setAttribute('title', label);
    return element;
  };
  return icon;
}

/** The cluster's size: it grows a little with its count, so a crowded area reads at a glance. */
const clusterSize = (count: number) => (count < 10 ? 36 : count < 50 ? 42 : 48);

function clusterIcon(L: Leaflet, cluster: MarkerCluster, workshopsOf: WeakMap<Marker, number>): DivIcon {
  const count = cluster.getAllChildMarkers().reduce((sum, marker) => sum + (workshopsOf.get(marker) ?? 1), 0);
  const size = clusterSize(count);
  return namedDivIcon(
    L,
    {
      className: 'workshops-map-cluster',
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      html:
        `<span aria-hidden="true" style="display:grid;place-items:center;width:100%;height:100%;box-sizing:border-box;` +
        `border-radius:50%;border:3px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.7),0 0 0 5px rgba(11,79,138,.35);` +
        `background:#0b4f8a;color:#fff;font:700 15px/1 sans-serif">${count}</span>`,
    },
    mapMessages.clusterLabel(count),
  );
}

/**
 * Places near one another gathered into one numbered circle (the count is of workshops): a
 * click, or Enter from the keyboard, zooms on them; places still together at the last zoom
 * spread out around their circle. No animation for those who asked for less motion.
 */
export function createClusterGroup(L: Leaflet, workshopsOf: WeakMap<Marker, number>): MarkerClusterGroup {
  const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return L.markerClusterGroup({
    maxClusterRadius: 56,
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    zoomToBoundsOnClick: true,
    animate: !reducedMotion,
    iconCreateFunction: (cluster) => clusterIcon(L, cluster, workshopsOf),
  });
}
