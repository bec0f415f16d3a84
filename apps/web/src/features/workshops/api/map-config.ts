import type { MapConfig } from '@plateforme/shared/workshops/map.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/map/config: the tile server the association chose (MAP_TILE_URL). */
export async function getMapConfig(): Promise<MapConfig> {
  const response = await apiClient.get<{ data: MapConfig }>('/api/map/config');
  return response.data;
}

export const mapConfigQueryOptions = queryOptions({
  queryKey: ['map', 'config'] as const,
  queryFn: getMapConfig,
  staleTime: Infinity,
  meta: { silentErrors: true },
});

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions);
}
