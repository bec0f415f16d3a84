import type { AdminSubstitution } from '@plateforme/shared/workshops/admin.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

type Answer = { data: AdminSubstitution[] };
const key = (workshopId: number) => ['admin-workshops', 'substitutions', workshopId] as const;
const base = (workshopId: number) => `/api/admin/workshops/${workshopId}/substitutions`;

/** GET …/substitutions: the workshop's substitutions; add and remove answer the new list. */
export function useSubstitutions(workshopId: number) {
  return useQuery({
    queryKey: key(workshopId),
    queryFn: ({ signal }) => apiClient.get<Answer>(base(workshopId), { signal }),
    select: (answer) => answer.data,
  });
}

export type SubstitutionBody = { user_id: number; start: string; end: string };

export function useAddSubstitution(workshopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubstitutionBody) => apiClient.post<Answer>(base(workshopId), { body }),
    meta: { silentErrors: true },
    onSuccess: (answer) => queryClient.setQueryData(key(workshopId), answer),
  });
}

export function useRemoveSubstitution(workshopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (substitutionId: number) => apiClient.delete<Answer>(`${base(workshopId)}/${substitutionId}`),
    // The section shows the refusal itself.
    meta: { silentErrors: true },
    onSuccess: (answer) => queryClient.setQueryData(key(workshopId), answer),
  });
}
