import { formatDate, formatTime } from '@plateforme/shared/format/dates';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';

/** What a marker's colour says (DESIGN.md: remote red, onsite orange, onCommence purple). */
export type MarkerKind = 'remote' | 'onsite' | 'oncommence';

/** Fixed colours, not the theme's: the tiles look the same in every theme. White text on each is ≥ 4.5:1. */
export const markerColours: Record<MarkerKind, string> = {
  remote: '#c62828',
  onsite: '#b34700',
  oncommence: '#6a1b9a',
};

/**
 * Legend order, and the colour of a place mixing kinds: the first one it has. A discovery
 * workshop is where a newcomer starts, then somewhere to go beats a visio.
 */
export const markerKinds: readonly MarkerKind[] = ['oncommence', 'onsite', 'remote'];

export type MapLocation = {
  key: string;
  lat: number;
  lng: number;
  kind: MarkerKind;
  /** The city, else the postal code: what the marker's accessible name says. */
  place: string | null;
  workshops: WorkshopListItem[];
};

export function getMarkerKind(workshop: WorkshopListItem): MarkerKind {
  if (workshop.workshop_type === 'oncommence') return 'oncommence';
  return workshop.type === 'remote' ? 'remote' : 'onsite';
}

const hasCoordinates = (workshop: WorkshopListItem): workshop is WorkshopListItem & { lat: number; lng: number } =>
  typeof workshop.lat === 'number' &&
  typeof workshop.lng === 'number' &&
  Number.isFinite(workshop.lat) &&
  Number.isFinite(workshop.lng);

/** One marker per place: workshops at the same coordinates (to about a metre) share it. */
export function groupByLocation(workshops: readonly WorkshopListItem[]): MapLocation[] {
  const byKey = new Map<string, MapLocation>();
  for (const workshop of workshops) {
    if (!hasCoordinates(workshop)) continue;
    const key = `${workshop.lat.toFixed(5)},${workshop.lng.toFixed(5)}`;
    const location = byKey.get(key);
    if (location) location.workshops.push(workshop);
    else
      byKey.set(key, { key, lat: workshop.lat, lng: workshop.lng, kind: 'onsite', place: null, workshops: [workshop] });
  }
  return [...byKey.values()].map((location) => {
    const kinds = new Set(location.workshops.map(getMarkerKind));
    const first = location.workshops[0];
    return {
      ...location,
      kind: markerKinds.find((kind) => kinds.has(kind)) ?? 'onsite',
      place: first?.city ?? first?.zip ?? null,
      workshops: [...location.workshops].sort(byName),
    };
  });
}

function byName(a: WorkshopListItem, b: WorkshopListItem): number {
  return (a.name ?? '').localeCompare(b.name ?? '', 'fr');
}

/** The plain list under or beside the map: every workshop, those without coordinates too. */
export function sortForList(workshops: readonly WorkshopListItem[]): WorkshopListItem[] {
  return [...workshops].sort((a, b) => (a.city ?? '\uffff').localeCompare(b.city ?? '\uffff', 'fr') || byName(a, b));
}

/** The pros' first names: the owner, then the secondary pro. */
export function getProFirstNames(workshop: WorkshopListItem): string | null {
  const names = [workshop.user?.firstname, workshop.secondary_pro?.firstname].filter((name): name is string => !!name);
  return names.length > 0 ? names.join(' et ') : null;
}

/** '12/01/2027 à 14h00', on the Paris clock. */
export function formatNextOnsite(start: string | null | undefined): string | null {
  if (!start) return null;
  return `${formatDate(start)} à ${formatTime(start)}`;
}

/** AJA workshops have their own detail page. */
export function getWorkshopPath(workshop: WorkshopListItem): string {
  return workshop.is_aja ? `/aja/workshops/${workshop.id}` : `/workshops/${workshop.id}`;
}
