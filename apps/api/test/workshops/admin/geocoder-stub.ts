import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in for the IGN geocoder: answers by postal code, over real HTTP. */
export async function startGeocoderStub(places: Record<string, { lng: number; lat: number; postcode?: string }>) {
  const asked: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://stub').searchParams;
    asked.push(params);
    const place = places[params.get('postcode') ?? ''];
    const features = place
      ? [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
            properties: { postcode: place.postcode ?? params.get('postcode') },
          },
        ]
      : [];
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ type: 'FeatureCollection', features }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocodage/search`;
  return { url, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
