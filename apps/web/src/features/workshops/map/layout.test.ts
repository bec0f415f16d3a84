import { describe, expect, it } from 'vitest';
import type { MapLocation } from '../map-markers.ts';
import { groupByZoom, layOutPins } from './layout.ts';

const place = (key: string, lat: number, lng: number, workshops = 1): MapLocation => ({
  key,
  lat,
  lng,
  kind: 'onsite',
  place: key,
  workshops: Array.from({ length: workshops }, (_, index) => ({ id: index, name: key })),
});

// Paris and two suburbs, Lyon, Marseille and a door next to a Marseille place.
const places = [
  place('paris', 48.8566, 2.3522, 3),
  place('vincennes', 48.8474, 2.4392),
  place('boulogne', 48.8397, 2.2399),
  place('lyon', 45.764, 4.8357),
  place('marseille', 43.2965, 5.3698),
  place('marseille-door', 43.29651, 5.3698),
];
const names = (pins: ReturnType<typeof layOutPins>) =>
  pins.map((pin) => (pin.type === 'marker' ? pin.key : `${pin.count} : ${pin.locations.map((l) => l.key).join(',')}`));

describe('the map’s markers and clusters at each zoom', () => {
  it('P2-MAP-03 gathers nearby places at France’s view, counting their workshops, north first', () => {
    const pins = layOutPins(groupByZoom(places), 6.4);
    expect(names(pins)).toEqual(['5 : paris,vincennes,boulogne', 'lyon', '2 : marseille,marseille-door']);
  });

  it('only ever splits a cluster into its own places from one whole zoom to the next', () => {
    const levels = groupByZoom(places);
    for (let zoom = 1; zoom <= 18; zoom += 1) {
      const above = layOutPins(levels, zoom);
      for (const pin of layOutPins(levels, zoom - 1)) {
        if (pin.type !== 'cluster') continue;
        const keys = new Set(pin.locations.map((location) => location.key));
        // Every pin of the closer view is wholly in or wholly out of this cluster.
        for (const closer of above) {
          const closerKeys = closer.type === 'marker' ? [closer.key] : closer.locations.map((l) => l.key);
          const inside = closerKeys.filter((key) => keys.has(key)).length;
          expect([0, closerKeys.length]).toContain(inside);
        }
      }
    }
  });

  it('shows the places of Paris apart closer in, and the two doors side by side only at the last zoom', () => {
    const levels = groupByZoom(places);
    expect(names(layOutPins(levels, 13))).toEqual(
      expect.arrayContaining(['paris', 'vincennes', 'boulogne', '2 : marseille,marseille-door']),
    );
    const last = layOutPins(levels, 18).filter((pin) => pin.key.startsWith('marseille'));
    expect(last.map((pin) => pin.type)).toEqual(['marker', 'marker']);
    const [a, b] = last.map((pin) => (pin.type === 'marker' ? pin.offset : { x: 0, y: 0 }));
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(32);
  });
});
