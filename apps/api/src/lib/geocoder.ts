/**
 * The IGN address geocoder (DESIGN.md): `GET {GEOCODER_URL}?q=…&postcode=…&limit=1` answers
 * GeoJSON whose first feature has `geometry.coordinates` [longitude, latitude] and
 * `properties.postcode`. A match in another postal code is no match. Never throws: an
 * unreachable or slow service gives 'unavailable', and the workshop is saved without
 * coordinates (ADR 043).
 */
export type GeocodeResult =
  { status: 'located'; lat: number; lng: number } | { status: 'not_found' } | { status: 'unavailable' };

export type Address = { street: string | null; zip: string; city: string | null };

const TIMEOUT_MS = 3000;

type Feature = { geometry?: { coordinates?: unknown }; properties?: { postcode?: unknown } };

export async function geocodeAddress(
  baseUrl: string,
  address: Address,
  timeoutMs = TIMEOUT_MS,
): Promise<GeocodeResult> {
  const url = new URL(baseUrl);
  url.searchParams.set('q', [address.street, address.city].filter(Boolean).join(' ') || address.zip);
  url.searchParams.set('postcode', address.zip);
  url.searchParams.set('limit', '1');
  let body: { features?: Feature[] };
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return { status: 'unavailable' };
    body = (await response.json()) as { features?: Feature[] };
  } catch {
    return { status: 'unavailable' };
  }
  const feature = Array.isArray(body?.features) ? body.features[0] : undefined;
  const coordinates = feature?.geometry?.coordinates;
  if (!feature || feature.properties?.postcode !== address.zip || !Array.isArray(coordinates))
    return { status: 'not_found' };
  const [lng, lat] = coordinates as unknown[];
  if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return { status: 'not_found' };
  return { status: 'located', lat, lng };
}
