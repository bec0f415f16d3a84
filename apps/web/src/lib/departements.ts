import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

export type Departement = { code: string; nom: string };

/** GET /api/geo/departements: every département, by code (the geography service of P1 §7). */
export function getDepartements() {
  return apiClient.get<Departement[]>('/api/geo/departements');
}

export const departementsQueryOptions = queryOptions({
  queryKey: ['geo', 'departements'] as const,
  queryFn: getDepartements,
  staleTime: Infinity,
  meta: { silentErrors: true },
});

export function useDepartements() {
  return useQuery(departementsQueryOptions);
}

/** « 75 - Paris », as the filter shows it. */
export const departementLabel = (departement: Departement) => `${departement.code} - ${departement.nom}`;
