import { PARTICIPANT_SEARCH_PER_PAGE } from '@plateforme/shared/workshops/meeting-form.rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** What the form shows of a person: GET /api/users answers more, the form reads these. */
export type Participant = { id: number; firstname: string; lastname: string; email: string };

/**
 * GET /api/users?search={name, role user, is_archived false, workshop_id}&per_page=5 (P2 §5,
 * §7): the members a session of this workshop may take.
 */
export function searchParticipants(workshopId: number, name: string) {
  return apiClient.get<{ data: Participant[]; meta: { total: number } }>('/api/users', {
    query: {
      search: { name, role: 'user', is_archived: false, workshop_id: workshopId },
      per_page: PARTICIPANT_SEARCH_PER_PAGE,
    },
  });
}

export function useParticipantSearch(workshopId: number, name: string) {
  return useQuery({
    queryKey: ['users', 'participant-search', workshopId, name] as const,
    queryFn: () => searchParticipants(workshopId, name),
    enabled: name.length >= 2,
    placeholderData: keepPreviousData,
    meta: { silentErrors: true },
  });
}
