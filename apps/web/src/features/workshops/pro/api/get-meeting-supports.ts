import type { SupportItem, SupportList } from '@plateforme/shared/supports/supports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

type Session = { sequence: number; workshop?: { is_aja: boolean } | undefined };

/** A session's supports: its sequence and programme (P2 §7, P2-SUP-07: per_page -1, with attachments). */
export async function getSessionSupport(session: Session): Promise<SupportItem | null> {
  const answer = await apiClient.get<SupportList>('/api/supports', {
    query: {
      per_page: -1,
      search: { sequence: session.sequence, support_type: session.workshop?.is_aja ? 'aja' : 'classique' },
      with: ['attachments'],
    },
  });
  return answer.data[0] ?? null;
}

/** Asked only for sessions whose support window is open, not for every row of the list. */
export function useSessionSupport(session: Session, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['supports', 'session', session.sequence, session.workshop?.is_aja ?? false] as const,
      queryFn: () => getSessionSupport(session),
      staleTime: 10 * 60_000,
      meta: { silentErrors: true },
    }),
    enabled,
  });
}
