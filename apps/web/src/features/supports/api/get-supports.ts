import type { SupportList, SupportRelation, SupportSearchInput } from '@plateforme/shared/supports/supports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The licence page asks for every shared support at once (P2 §7, §9: per_page 1000). */
export const LICENCE_PER_PAGE = 1000;

export function getSupports(search: SupportSearchInput, relations: SupportRelation[], perPage: number) {
  return apiClient.get<SupportList>('/api/supports', { query: { per_page: perPage, search, with: relations } });
}

/** The supports shared with licence pros, with their three files. The screen says when it fails (P2 §8). */
export const licenceSupportsQueryOptions = queryOptions({
  queryKey: ['supports', 'licence'] as const,
  queryFn: () => getSupports({ shared_with_licence_pros: true }, ['attachments'], LICENCE_PER_PAGE),
  staleTime: 5 * 60_000,
  meta: { silentErrors: true },
});

export function useLicenceSupports() {
  return useQuery(licenceSupportsQueryOptions);
}
