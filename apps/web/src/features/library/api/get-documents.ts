import { DOCUMENTS_PER_PAGE, type DocumentSortColumn } from '@plateforme/shared/library/library.rules';
import type { DocumentList, DocumentSearchInput } from '@plateforme/shared/library/library.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type DocumentListParams = {
  search: DocumentSearchInput;
  sort: DocumentSortColumn;
  direction: 'asc' | 'desc';
  page: number;
};

/** GET /api/documents (P2 §7): page, sort, direction, search {title, type}. */
export function getDocuments(params: DocumentListParams) {
  return apiClient.get<DocumentList>('/api/documents', {
    query: {
      search: params.search,
      sort: params.sort,
      direction: params.direction,
      page: params.page,
      per_page: DOCUMENTS_PER_PAGE,
    },
  });
}

export function useDocuments(params: DocumentListParams) {
  return useQuery({
    queryKey: ['documents', 'list', params] as const,
    queryFn: () => getDocuments(params),
    placeholderData: keepPreviousData,
  });
}
