/** A point to gather, in pixels at one zoom; `weight` (1 if not given) is how many places it stands for. */
export type PixelPoint<T> = { item: T; x: number; y: number; weight?: number };
/** Points near one another, drawn at their (weighted) middle. */
export type PointCluster<T> = { items: T[]; x: number; y: number };

type Gathering<T> = { anchor: PixelPoint<T>; members: PixelPoint<T>[] };

/**
 * Gathers points lying within `radius` pixels of a cluster's first point, in the order
 * given (greedy, as Leaflet.markercluster does): each point joins the nearest such cluster,
 * or starts its own. A grid of `radius`-wide cells keeps the search to the cells around.
 */
export function clusterPoints<T>(points: readonly PixelPoint<T>[], radius: number): PointCluster<T>[] {
  const gatherings: Gathering<T>[] = [];
  const grid = new Map<string, Gathering<T>[]>();
  const cellOf = (value: number) => Math.floor(value / radius);
  for (const point of points) {
    const column = cellOf(point.x);
    const row = cellOf(point.y);
    let nearest: Gathering<T> | null = null;
    let nearestDistance = radius;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const gathering of grid.get(`${column + dx}:${row + dy}`) ?? []) {
          const distance = Math.hypot(gathering.anchor.x - point.x, gathering.anchor.y - point.y);
          if (distance <= nearestDistance) {
            nearest = gathering;
            nearestDistance = distance;
          }
        }
      }
    }
    if (nearest) {
      nearest.members.push(point);
      continue;
    }
    const gathering = { anchor: point, members: [point] };
    gatherings.push(gathering);
    const cell = `${column}:${row}`;
    grid.set(cell, [...(grid.get(cell) ?? []), gathering]);
  }
  return gatherings.map(({ members }) => {
    const weight = members.reduce((sum, member) => sum + (member.weight ?? 1), 0);
    return {
      items: members.map((member) => member.item),
      x: members.reduce((sum, member) => sum + member.x * (member.weight ?? 1), 0) / weight,
      y: members.reduce((sum, member) => sum + member.y * (member.weight ?? 1), 0) / weight,
    };
  });
}

/**
 * Offsets putting `count` markers of `size` pixels side by side on a small circle, for
 * places still together at the last zoom: each one can then be seen and pressed.
 */
export function spreadOffsets(count: number, size: number): { x: number; y: number }[] {
  if (count < 2) return [{ x: 0, y: 0 }];
  const radius = Math.max(size, (count * (size + 4)) / (2 * Math.PI));
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
    return { x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) };
  });
}
