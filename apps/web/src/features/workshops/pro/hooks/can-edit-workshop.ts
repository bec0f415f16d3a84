import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';

/**
 * Whether this person may edit the workshop (P2 §6): the staff, its owner, its secondary pro,
 * or its substitute during the substitution. The API decides; this only spares a pro a form
 * they could not save.
 */
export function canEditWorkshop(
  person: { id: number; role?: string | null },
  workshop: WorkshopListItem,
  now = new Date(),
): boolean {
  if (person.role === 'admin') return true;
  if (workshop.user_id === person.id || workshop.secondary_pro_id === person.id) return true;
  return (workshop.next_substitutions ?? []).some(
    (substitution) =>
      substitution.user_id === person.id && new Date(substitution.start) <= now && now <= new Date(substitution.end),
  );
}
