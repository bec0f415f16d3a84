/**
 * The workshops list on the wire (P2 §3 Workshop, Meeting; §7 "Workshops list"): the search
 * JSON and the other query parameters of GET /api/workshops, read by the API route, and the
 * items it answers, typed for the web. ADR 013 says what each filter means.
 */
import { z } from 'zod';
import { dayRangeSchema, flagSchema, pageMetaSchema, searchIdSchema as idSchema } from './search-fields.ts';
import { timeSlots, type TimeSlot } from './time-filters.rules.ts';
import { nearMessages } from '../messages/workshops-near.ts';

// The field names live without zod (workshop-fields.ts); this module's users still find them here.
export {
  workshopComputedFields,
  workshopFields,
  WORKSHOPS_MAX_PER_PAGE,
  type WorkshopComputedField,
  type WorkshopField,
} from './workshop-fields.ts';

const timeSlotNames = Object.keys(timeSlots) as [TimeSlot, ...TimeSlot[]];

export const WORKSHOPS_DEFAULT_PER_PAGE = 24;

export const workshopTypes = ['cognitive', 'oncommence'] as const;
export const locationTypes = ['onsite', 'remote'] as const;

/**
 * The `search` JSON. Unknown keys are refused, so a caller never believes it filtered on
 * something the API does not read.
 */
export const workshopSearchSchema = z.strictObject({
  /** The pro who runs the workshop: owner, secondary pro, or a substitute whose period has not ended. */
  user_id: idSchema.optional(),
  /** A postal code or its beginning ('75', '750', '75012'). */
  zip: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, { message: 'Code postal invalide' })
    .optional(),
  city: z.string().trim().min(1).max(100).optional(),
  /**
   * « Près de » : a postal code or a town (accents ignored, arrondissements of Paris, Lyon and
   * Marseille). The list is then ordered by distance from it, nearest first, remote-only
   * workshops last; the `sort` asked is not used.
   */
  near: z
    .string()
    .trim()
    .min(2, { message: nearMessages.tooShort })
    .max(100, { message: nearMessages.unknownPlace })
    .optional(),
  department: z
    .string()
    .trim()
    .regex(/^(\d{2,3}|2[AaBb])$/, { message: 'Département invalide' })
    .optional(),
  partner_id: z.union([idSchema, z.array(idSchema).min(1).max(50)]).optional(),
  /** [first day, last day] (Paris days, inclusive): workshops with a session starting in that period. */
  dates: dayRangeSchema.optional(),
  is_aja: flagSchema.optional(),
  active: flagSchema.optional(),
  workshop_type: z.enum(workshopTypes).optional(),
  type: z.enum(locationTypes).optional(),
  /** Part of the workshop's name, any case. */
  name: z.string().trim().min(1).max(100).optional(),
  /** Workshops with an upcoming session of this sequence. */
  sequence: z.coerce.number().int().min(1).max(99).optional(),
  /** Workshops with an upcoming session (of `sequence` when given) that has a free place. */
  available_places: flagSchema.optional(),
  /** Workshops with an upcoming session on one of these weekdays (Monday 1 … Sunday 7, Paris). */
  days: z.array(z.coerce.number().int().min(1).max(7)).min(1).max(7).optional(),
  /** Workshops with an upcoming session inside one of these time slots (P2 §9, Paris). */
  time_slots: z.array(z.enum(timeSlotNames)).min(1).max(timeSlotNames.length).optional(),
});

export type WorkshopSearch = z.output<typeof workshopSearchSchema>;
export type WorkshopSearchInput = z.input<typeof workshopSearchSchema>;

/**
 * Relations a caller may ask for with `with[]`. The spec's camelCase spellings
 * (nextSubstitutions, secondaryPro, threeNextMeetings, nextMeeting) are read as the same.
 */
export const workshopRelations = [
  'user',
  'secondary_pro',
  'partner',
  'partner.logo',
  'next_meeting',
  'three_next_meetings',
  'next_substitutions',
  'meetings',
] as const;
export type WorkshopRelation = (typeof workshopRelations)[number];

const relationAliases: Record<string, WorkshopRelation> = {
  secondaryPro: 'secondary_pro',
  nextMeeting: 'next_meeting',
  threeNextMeetings: 'three_next_meetings',
  nextSubstitutions: 'next_substitutions',
};

export const workshopRelationSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (relationAliases[value] ?? value) : value),
  z.enum(workshopRelations),
);

/** The columns a list may be sorted on; ties are always broken by id. */
export const workshopSortColumns = [
  'id',
  'name',
  'zip',
  'city',
  'created_at',
  'start',
  'next_meeting_start',
  'subscriptions_count',
] as const;
export type WorkshopSortColumn = (typeof workshopSortColumns)[number];

/** A session as the workshops list gives it: never its visio link, which is for its participants. */
export const workshopMeetingSchema = z.object({
  id: z.number().int(),
  workshop_id: z.number().int(),
  start: z.string(),
  end: z.string(),
  type: z.enum(locationTypes),
  address: z.string().nullable(),
  sequence: z.number().int(),
  places: z.number().int(),
  validated_subscribers_count: z.number().int(),
});
export type WorkshopMeeting = z.infer<typeof workshopMeetingSchema>;

const personSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string().optional(),
  complete_name: z.string().optional(),
});

const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  active: z.boolean(),
  logo_id: z.number().int().nullable(),
  /** `url`: where to download it, `/api/partners/{id}/logo` (the file behind `path` has no address of its own). */
  logo: z.object({ id: z.number().int(), path: z.string(), url: z.string() }).nullable().optional(),
});

export const workshopListItemSchema = z.object({
  id: z.number().int(),
  name: z.string().optional(),
  description: z.string().optional(),
  type: z.enum(locationTypes).optional(),
  type_name: z.string().optional(),
  active: z.boolean().optional(),
  user_id: z.number().int().optional(),
  secondary_pro_id: z.number().int().nullable().optional(),
  partner_id: z.number().int().nullable().optional(),
  info_address: z.string().nullable().optional(),
  street: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  department: z.string().nullable().optional(),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
  is_aja: z.boolean().optional(),
  workshop_type: z.enum(workshopTypes).optional(),
  aja_ref: z.string().nullable().optional(),
  start: z.string().nullable().optional(),
  end: z.string().nullable().optional(),
  created_at: z.string().optional(),
  subscriptions_count: z.number().int().optional(),
  next_meeting_start: z.string().nullable().optional(),
  next_onsite_meeting_start: z.string().nullable().optional(),
  user: personSchema.nullable().optional(),
  secondary_pro: personSchema.nullable().optional(),
  partner: partnerSchema.nullable().optional(),
  next_meeting: workshopMeetingSchema.nullable().optional(),
  three_next_meetings: z.array(workshopMeetingSchema).optional(),
  meetings: z.array(workshopMeetingSchema).optional(),
  /** For pros and the staff: whether the viewer runs it now and so may manage it (issue #37). */
  can_manage: z.boolean().optional(),
  next_substitutions: z
    .array(
      z.object({
        user_id: z.number().int(),
        start: z.string(),
        end: z.string(),
        /** The substitute's name, for the workshop's pros (who replaces them). */
        user: personSchema.optional(),
      }),
    )
    .optional(),
});
export type WorkshopListItem = z.infer<typeof workshopListItemSchema>;

export const workshopListMetaSchema = pageMetaSchema.extend({
  /**
   * With search.near: the place found, the point distances are measured from (the place, or
   * its département's chef-lieu), and each on-site workshop's distance in whole km, by id.
   */
  near: z
    .object({
      name: z.string(),
      reference: z.string(),
      distances: z.record(z.string(), z.number().int()),
    })
    .optional(),
});

export type WorkshopList = { data: WorkshopListItem[]; meta: z.infer<typeof workshopListMetaSchema> };
