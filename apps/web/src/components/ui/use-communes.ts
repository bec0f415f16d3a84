import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

async function findCommunes(query: { codePostal: string } | { nom: string }): Promise<Commune[] | null> {
  try {
    const answer = await apiClient.get<Commune[] | { data: Commune[] }>('/api/geo/communes', {
      query,
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
    queryFn: () => findCommunes({ codePostal: zip }),
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

/** Names shorter than this find too many communes to read. */
export const CITY_NAME_MIN_LENGTH = 3;

/**
 * The communes whose name starts with what the person typed, when no postal code is there
 * yet (P1 §5: choosing a city fills the postal code). Asked once the typing pauses.
 */
export function useCommunesByName(name: string, enabled: boolean): CommuneLookup {
  const typed = name.trim();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const active = enabled && settled.length >= CITY_NAME_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['communes-by-name', settled.toLowerCase()],
    queryFn: () => findCommunes({ nom: settled }),
    enabled: active,
    staleTime: Infinity,
    retry: false,
    meta: { silentErrors: true },
  });
  if (!active) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError || query.data === null || query.data === undefined) return { status: 'unavailable' };
  return { status: 'found', communes: query.data };
}
