import type { sequencesAnswerSchema } from '@plateforme/shared/workshops/meetings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

type SequencesAnswer = z.infer<typeof sequencesAnswerSchema>;

/** GET /api/workshops/sequences?is_aja=0|1: the sequence numbers of the coming sessions (P2 §7). */
export function getSequences(isAja: boolean) {
  return apiClient.get<SequencesAnswer>('/api/workshops/sequences', { query: { is_aja: isAja ? 1 : 0 } });
}

/** The screen says itself when this fails (P2 §8), so no message bar. */
export const sequencesQueryOptions = (isAja: boolean) =>
  queryOptions({
    queryKey: ['workshops', 'sequences', isAja] as const,
    queryFn: () => getSequences(isAja),
    staleTime: 5 * 60_000,
    meta: { silentErrors: true },
  });

export function useSequences(isAja: boolean) {
  return useQuery(sequencesQueryOptions(isAja));
}
