import type { DocumentTypeOption } from '@plateforme/shared/library/library.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/documents/types: the types the library holds, for the type filter. */
export function getDocumentTypes() {
  return apiClient.get<{ data: DocumentTypeOption[] }>('/api/documents/types');
}

export function useDocumentTypes() {
  return useQuery({ queryKey: ['documents', 'types'] as const, queryFn: getDocumentTypes, staleTime: 5 * 60_000 });
}
