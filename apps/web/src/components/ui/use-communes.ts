import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';

/** A commune as the geography service answers it (P1 §7 External: nom and codesPostaux). */
export type Commune = { nom: string; codesPostaux?: string[] };

/**
 * 'found' with the communes of a postal code (maybe none); 'unavailable' when the service
 * does not answer (not deployed, offline): the city is then typed freely, with no message.
 */
export type CommuneLookup = { status: 'idle' | 'loading' | 'unavailable' } | { status: 'found'; communes: Commune[] };

const zipPattern = /^\d{5}$/;

export async function findCommunesByZip(zip: string): Promise<Commune[] | null> {
  try {
    const answer = await apiClient.get<Commune[] | { data: Commune[] }>('/api/geo/communes', {
      query: { codePostal: zip },
      onUnauthorized: 'stay',
    });
    const communes = Array.isArray(answer) ? answer : (answer?.data ?? []);
    return communes.filter((commune) => typeof commune?.nom === 'string');
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/** The communes of a 5-digit postal code (P1 §5, P2 §5: "a postal code of 5 characters filters cities"). */
export function useCommunes(zip: string): CommuneLookup {
  const enabled = zipPattern.test(zip);
  const query = useQuery({
    queryKey: ['communes', zip],
    queryFn: () => findCommunesByZip(zip),
    enabled,
    staleTime: Infinity,
    retry: false,
    meta: { silentErrors: true },
  });
  if (!enabled) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError || query.data === null || query.data === undefined) return { status: 'unavailable' };
  return { status: 'found', communes: query.data };
}
