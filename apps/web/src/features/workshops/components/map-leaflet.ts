import type * as LeafletModule from 'leaflet';
import type { Map as LeafletMap, Marker, MarkerClusterGroup, TileLayer } from 'leaflet';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type { MapConfig } from '@plateforme/shared/workshops/map.schemas';
import { markerColours, type MapLocation } from '../map-markers.ts';
import { createClusterGroup, loadClusterPlugin, namedDivIcon } from './map-clusters.ts';

export type Leaflet = typeof LeafletModule;

/** Metropolitan France, at the zoom the spec gives (P2-MAP-02). */
export const FRANCE_CENTRE: [number, number] = [46.6, 2.45];
export const FRANCE_ZOOM = 6.4;

/** Leaflet, its cluster plugin and their stylesheets, fetched only when the map screen mounts. */
export async function loadLeaflet(): Promise<Leaflet> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // Leaflet is a UMD bundle: the namespace arrives as the default export.
  const L = (module as unknown as { default?: Leaflet }).default ?? module;
  await loadClusterPlugin(L);
  return L;
}

export function createLeafletMap(L: Leaflet, container: HTMLElement): LeafletMap {
  const map = L.map(container, {
    center: FRANCE_CENTRE,
    zoom: FRANCE_ZOOM,
    zoomSnap: 0.1,
    // Known before the tiles come (or if they never do): the clusters are cut by zoom level.
    maxZoom: 18,
    zoomControl: false,
    // The wheel and two fingers zoom, as on any map; the buttons and the keyboard's + and - too.
    scrollWheelZoom: true,
    touchZoom: true,
  });
  L.control.zoom({ zoomInTitle: 'Zoomer', zoomOutTitle: 'Dézoomer' }).addTo(map);
  map.attributionControl.setPrefix(false);
  return map;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Offline, or with the tile server down, the images fail and the markers stay. */
export function addTileLayer(L: Leaflet, map: LeafletMap, config: MapConfig): TileLayer {
  return L.tileLayer(config.tile_url, {
    attribution: escapeHtml(config.attribution),
    maxZoom: 18,
    crossOrigin: false,
  }).addTo(map);
}

function markerIcon(L: Leaflet, location: MapLocation, label: string) {
  const letter = mapMessages.kindLetters[location.kind];
  return namedDivIcon(
    L,
    {
      className: `workshops-map-marker workshops-map-marker--${location.kind}`,
      iconSize: [32, 32],
      iconAnchor: [16, 16],
      popupAnchor: [0, -16],
      html:
        `<span aria-hidden="true" style="display:grid;place-items:center;width:100%;height:100%;box-sizing:border-box;` +
        `border-radius:50%;border:2px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.7);background:${markerColours[location.kind]};` +
        `color:#fff;font:700 15px/1 sans-serif">${letter}</span>`,
    },
    label,
  );
}

/**
 * Leaflet opens a marker's popup on Enter; Space does too here, and Escape closes it. Opened
 * from the keyboard, the popup takes the focus and gives it back to its marker when it closes.
 * A marker's element is drawn anew each time it leaves a cluster: the keys are wired then.
 */
function wireKeyboard(marker: Marker, popupNode: HTMLElement): void {
  let fromKeyboard = false;
  marker.on('add', () => {
    marker.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      fromKeyboard = true;
      if (event.key === ' ') {
        event.preventDefault();
        marker.openPopup();
      }
    });
  });
  // Leaflet closes on Escape only while the map itself has the focus, not a link in the popup.
  popupNode.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    fromKeyboard = true;
    marker.closePopup();
  });
  marker.on('popupopen', (event) => {
    const close = event.popup.getElement()?.querySelector<HTMLElement>('.leaflet-popup-close-button');
    close?.setAttribute('aria-label', 'Fermer');
    close?.setAttribute('title', 'Fermer');
    if (fromKeyboard) popupNode.querySelector<HTMLElement>('a, button')?.focus();
  });
  marker.on('popupclose', () => {
    if (fromKeyboard) marker.getElement()?.focus({ preventScroll: true });
    fromKeyboard = false;
  });
}

/** One marker per place, nearby ones clustered, each with its popup node for React to fill. */
export function addMapMarkers(
  L: Leaflet,
  map: LeafletMap,
  locations: readonly MapLocation[],
): { group: MarkerClusterGroup; nodes: Map<string, HTMLElement> } {
  const workshopsOf = new WeakMap<Marker, number>();
  const group = createClusterGroup(L, workshopsOf);
  const nodes = new Map<string, HTMLElement>();
  const markers: Marker[] = [];
  for (const location of locations) {
    const label = mapMessages.markerLabel(location.place ?? mapMessages.unknownPlace, location.workshops.length);
    const node = document.createElement('div');
    node.className = 'workshops-map-popup';
    // 220 px of text plus Leaflet's margins fit the map on a 320 px phone.
    const marker = L.marker([location.lat, location.lng], {
      icon: markerIcon(L, location, label),
      keyboard: true,
      riseOnHover: true,
    }).bindPopup(node, { maxWidth: 220, minWidth: 180, autoPanPadding: [8, 8] });
    workshopsOf.set(marker, location.workshops.length);
    wireKeyboard(marker, node);
    nodes.set(location.key, node);
    markers.push(marker);
  }
  // All at once: the plugin clusters a batch in one pass.
  group.addLayers(markers);
  group.addTo(map);
  return { group, nodes };
}
