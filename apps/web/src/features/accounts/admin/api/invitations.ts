import type { InvitationInput, PendingInvitation } from '@plateforme/shared/accounts/admin.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const pendingKey = ['admin', 'invitations'] as const;
type Sent = { user_id: number; email: string };

/** GET /api/admin/invitations: the invitations not used yet. */
export function usePendingInvitations() {
  return useQuery({
    queryKey: pendingKey,
    queryFn: ({ signal }) => apiClient.get<{ data: PendingInvitation[] }>('/api/admin/invitations', { signal }),
    meta: { silentErrors: true },
  });
}

/** POST /api/admin/invitations: creates the account and e-mails the link. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) => apiClient.post<Sent>('/api/admin/invitations', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pendingKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users', 'list'] });
    },
  });
}

/** POST /api/admin/invitations/{id}/resend: a new link, the old one dead. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<Sent>(`/api/admin/invitations/${id}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingKey }),
  });
}
