import type { UserList, UserSearchInput, UserSortColumn } from '@plateforme/shared/workshops/members.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export type UsersParams = {
  search: UserSearchInput;
  page: number;
  /** 20, 50, or 0 for all. */
  perPage: number;
  sort: UserSortColumn;
  direction: 'asc' | 'desc';
};

/** GET /api/users (P2 §7): the members of the pro's workshops, with their counts. */
export function getUsers(params: UsersParams, signal?: AbortSignal) {
  return apiClient.get<UserList>('/api/users', {
    query: {
      search: { ...params.search, role: 'user', is_archived: false },
      page: params.page,
      per_page: params.perPage,
      sort: params.sort,
      direction: params.direction,
    },
    signal,
  });
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: ['users', 'list', params] as const,
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
    // The screen shows its own error state with a retry.
    meta: { silentErrors: true },
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
