import { invalid } from '@plateforme/shared/errors/app-error';
import type { GeocodingOutcome } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-admin';
import { departmentOfZip } from '@plateforme/shared/workshops/workshop-edit.schemas';
import { geocodeAddress } from '../../../lib/geocoder.ts';

export type Location = {
  type: 'onsite' | 'remote';
  infoAddress: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
};

type Sent = { lat?: number | null; lng?: number | null };

/**
 * Where the workshop will be, and what the geocoder said (ADR 043). Coordinates typed by the
 * staff win; otherwise a new address, coordinates cleared on purpose, or an address never
 * located is geocoded at save time, and a failure saves the workshop without coordinates.
 */
export async function resolveLocation(geocoderUrl: string, next: Location, before: Location | null, sent: Sent) {
  if (next.type === 'remote') {
    const location = { ...next, infoAddress: null, street: null, zip: null, city: null, lat: null, lng: null };
    return { location, department: null, outcome: 'none' as GeocodingOutcome };
  }
  if (!next.zip) throw invalid('zip', messages.errors.zipRequired);
  if (!next.city) throw invalid('city', messages.errors.cityRequired);
  const department = departmentOfZip(next.zip);
  if ((next.lat === null) !== (next.lng === null))
    throw invalid(next.lat === null ? 'lat' : 'lng', messages.errors.bothCoordinates);

  const typed = (sent.lat !== undefined && sent.lat !== null) || (sent.lng !== undefined && sent.lng !== null);
  if (typed) return { location: next, department, outcome: 'manual' as GeocodingOutcome };
  const moved =
    !before ||
    before.type !== 'onsite' ||
    before.street !== next.street ||
    before.zip !== next.zip ||
    before.city !== next.city;
  const cleared = sent.lat === null || sent.lng === null;
  // Never located (the geocoder was down or found nothing): asked again at each save.
  const unlocated = next.lat === null || next.lng === null;
  if (!moved && !cleared && !unlocated) return { location: next, department, outcome: 'unchanged' as GeocodingOutcome };

  const result = await geocodeAddress(geocoderUrl, { street: next.street, zip: next.zip, city: next.city });
  if (result.status === 'located')
    return {
      location: { ...next, lat: result.lat, lng: result.lng },
      department,
      outcome: 'located' as GeocodingOutcome,
    };
  return { location: { ...next, lat: null, lng: null }, department, outcome: result.status as GeocodingOutcome };
}

export function outcomeMessage(outcome: GeocodingOutcome): string | null {
  if (outcome === 'not_found') return messages.notLocated;
  if (outcome === 'unavailable') return messages.geocoderUnavailable;
  return null;
}
