// A stand-in for the IGN address geocoder (apps/api/src/lib/geocoder.ts) during the journeys:
// every address is found, in the asked postal code, at a fixed point of Paris.
import { createServer } from 'node:http';

const port = Number(process.env.GEOCODER_STUB_PORT ?? 3130);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const postcode = url.searchParams.get('postcode') ?? '';
  const body = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [2.3522, 48.8566] },
        properties: { postcode, label: url.searchParams.get('q') ?? '' },
      },
    ],
  };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}).listen(port, '127.0.0.1');
