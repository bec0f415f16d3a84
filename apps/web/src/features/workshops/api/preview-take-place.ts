import type { TakePlacePreview } from '@plateforme/shared/workshops/meetings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const takePlacePreviewKey = (meetingId: number, userId: number) =>
  ['meetings', 'take-place-preview', meetingId, userId] as const;

/** GET /api/meetings/{id}/take-place/{user_id}: the places and waiting entries taking this place would leave. */
export function getTakePlacePreview(meetingId: number, userId: number) {
  return apiClient.get<TakePlacePreview>(`/api/meetings/${meetingId}/take-place/${userId}`);
}

/** Read when the confirmation opens, and again each time: her places may have changed since. */
export function useTakePlacePreview(meetingId: number, userId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: takePlacePreviewKey(meetingId, userId ?? 0),
    queryFn: () => getTakePlacePreview(meetingId, userId!),
    enabled: enabled && userId !== null,
    staleTime: 0,
    retry: false,
    meta: { silentErrors: true },
  });
}
