import { describe, expect, it } from 'vitest';
import { clusterPoints, spreadOffsets } from './clusters.ts';
import { fitPoints, panBy, project, toScreen, zoomAround } from './projection.ts';

describe('the map’s clusters', () => {
  it('P2-MAP-03 gathers points within the radius of a cluster’s first point, drawn at their middle', () => {
    const clusters = clusterPoints(
      [
        { item: 'a', x: 100, y: 100 },
        { item: 'b', x: 140, y: 100 },
        { item: 'c', x: 100, y: 150 },
        { item: 'd', x: 300, y: 100 },
        { item: 'e', x: 150, y: 150 },
      ],
      56,
    );
    // e is 71 px from a: too far, it starts its own.
    expect(clusters).toEqual([
      { items: ['a', 'b', 'c'], x: (100 + 140 + 100) / 3, y: (100 + 100 + 150) / 3 },
      { items: ['d'], x: 300, y: 100 },
      { items: ['e'], x: 150, y: 150 },
    ]);
  });

  it('joins the nearest cluster when two are within reach, across the grid’s cells', () => {
    const clusters = clusterPoints(
      [
        { item: 'left', x: 0, y: 0 },
        { item: 'right', x: 100, y: 0 },
        { item: 'between', x: 60, y: 0 },
      ],
      56,
    );
    expect(clusters.map((cluster) => cluster.items)).toEqual([['left'], ['right', 'between']]);
  });

  it('keeps far points apart and gives no cluster for no point', () => {
    expect(clusterPoints([], 56)).toEqual([]);
    const apart = clusterPoints(
      Array.from({ length: 5 }, (_, index) => ({ item: index, x: index * 57, y: 0 })),
      56,
    );
    expect(apart).toHaveLength(5);
  });

  it('spreads places still together at the last zoom on a circle, each apart from the next', () => {
    expect(spreadOffsets(1, 32)).toEqual([{ x: 0, y: 0 }]);
    const offsets = spreadOffsets(6, 32);
    expect(offsets).toHaveLength(6);
    // The first above the middle, at least a marker's width away.
    expect(offsets[0]?.x).toBe(0);
    expect(offsets[0]?.y).toBeLessThanOrEqual(-32);
    for (const [index, offset] of offsets.entries()) {
      const next = offsets[(index + 1) % offsets.length]!;
      expect(Math.hypot(offset.x - next.x, offset.y - next.y)).toBeGreaterThanOrEqual(30);
    }
  });
});

describe('the map’s projection', () => {
  const size = { width: 600, height: 400 };

  it('P2-MAP-02 puts France’s centre in the middle of the map, on Web Mercator tiles', () => {
    const centre = project(46.6, 2.45);
    expect(toScreen({ centre, zoom: 6.4 }, size, centre)).toEqual({ x: 300, y: 200 });
    // Paris at zoom 6 is in tile 32/22, as on any OpenStreetMap server.
    const paris = project(48.8566, 2.3522);
    expect([Math.floor(paris.x * 64), Math.floor(paris.y * 64)]).toEqual([32, 22]);
  });

  it('zooms around a point that stays where it is, pans with the pointer, and fits points in view', () => {
    const view = { centre: project(46.6, 2.45), zoom: 6 };
    const lyon = project(45.764, 4.8357);
    const before = toScreen(view, size, lyon);
    const zoomed = zoomAround(view, size, 8, before);
    expect(zoomed.zoom).toBe(8);
    const after = toScreen(zoomed, size, lyon);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
    expect(zoomAround(view, size, 25, before).zoom).toBe(18);

    const moved = toScreen(panBy(view, 30, -20), size, lyon);
    expect(moved.x).toBeCloseTo(before.x + 30, 6);
    expect(moved.y).toBeCloseTo(before.y - 20, 6);

    const villeurbanne = project(45.7719, 4.8902);
    const fit = fitPoints([lyon, villeurbanne], size, 48);
    for (const point of [lyon, villeurbanne]) {
      const at = toScreen(fit, size, point);
      expect(at.x).toBeGreaterThanOrEqual(47);
      expect(at.x).toBeLessThanOrEqual(553);
    }
    expect(fit.zoom).toBeGreaterThan(12);
  });
});
