import type { SupportAttachment, SupportList } from '@plateforme/shared/supports/supports.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

type Session = { sequence: number; workshop?: { is_aja: boolean } | undefined };

/** The activity booklet of a session's sequence and programme (P2 §7: per_page -1, with user_attachment). */
export async function getMeetingBooklet(session: Session): Promise<SupportAttachment | null> {
  const answer = await apiClient.get<SupportList>('/api/supports', {
    query: {
      per_page: -1,
      search: { sequence: session.sequence, support_type: session.workshop?.is_aja ? 'aja' : 'classique' },
      with: ['user_attachment'],
    },
  });
  return answer.data[0]?.user_attachment ?? null;
}

export const meetingBookletQueryOptions = (session: Session) =>
  queryOptions({
    queryKey: ['supports', 'booklet', session.sequence, session.workshop?.is_aja ?? false] as const,
    queryFn: () => getMeetingBooklet(session),
    staleTime: 10 * 60_000,
    meta: { silentErrors: true },
  });

/** Asked only once the menu opens, not for every row of the list. */
export function useMeetingBooklet(session: Session, enabled: boolean) {
  return useQuery({ ...meetingBookletQueryOptions(session), enabled });
}
