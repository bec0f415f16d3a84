import type { SubscriptionAnswer } from '@plateforme/shared/workshops/meetings.schemas';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * What a status button asks the API to do for one person and one session (P2 §4, §7);
 * decline-offer gives back a place held for her and keeps her on the waiting list (ADR 073).
 */
export type SubscriptionAction = 'subscribe' | 'unsubscribe' | 'take-place' | 'decline-offer';

/**
 * PUT /api/meetings/{id}/{action}/{user_id}. The answer's status says what happened: a place
 * (validated), the waiting list (waiting), or nothing left (null, after unsubscribe).
 */
export function changeSubscription(meetingId: number, userId: number, action: SubscriptionAction) {
  return apiClient.put<SubscriptionAnswer>(`/api/meetings/${meetingId}/${action}/${userId}`);
}
