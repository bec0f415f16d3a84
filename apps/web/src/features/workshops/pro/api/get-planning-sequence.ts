import { isoWeekOf } from '@plateforme/shared/workshops/meeting-form.rules';
import type { PlanningSequenceAnswer } from '@plateforme/shared/workshops/meeting-form.schemas';
import { apiClient } from '../../../../lib/api-client.ts';

/** GET /api/planning/sequence/{workshop_id}/{weekNumber}/{year} (P2 §7): the sequence of the day's ISO week, or null. */
export async function getPlanningSequence(workshopId: number, day: string): Promise<number | null> {
  const { year, week } = isoWeekOf(day);
  const answer = await apiClient.get<PlanningSequenceAnswer>(`/api/planning/sequence/${workshopId}/${week}/${year}`);
  return answer.data.sequence;
}
