/**
 * The workshops list's field names and page size, without zod: screens that only name
 * fields (/workshops asks for the few its cards show) load none of the schemas.
 */

/** Above this a caller pages through: one answer stays small whatever the catalogue. */
export const WORKSHOPS_MAX_PER_PAGE = 100;

/** The workshop's own fields `select[]` may pick (`id` always comes). */
export const workshopFields = [
  'name',
  'description',
  'type',
  'type_name',
  'active',
  'user_id',
  'secondary_pro_id',
  'partner_id',
  'info_address',
  'street',
  'zip',
  'city',
  'department',
  'lat',
  'lng',
  'is_aja',
  'workshop_type',
  'aja_ref',
  'start',
  'end',
  'created_at',
] as const;
export type WorkshopField = (typeof workshopFields)[number];

/** Computed fields, present unless named in `without[]`. */
export const workshopComputedFields = [
  'subscriptions_count',
  'next_meeting_start',
  'next_onsite_meeting_start',
] as const;
export type WorkshopComputedField = (typeof workshopComputedFields)[number];
