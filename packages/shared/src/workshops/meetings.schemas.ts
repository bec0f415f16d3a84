/**
 * Sessions (meetings) and subscriptions on the wire (P2 §3 Meeting, §4, §7): the query of
 * GET /api/meetings and GET /api/users/{id}/subscribitions, the items they answer, and the
 * answers of subscribe, unsubscribe and take-place. Read by the API routes, typed for the web.
 */
import { z } from 'zod';
import { dayRangeSchema, flagSchema, pageMetaSchema, searchIdSchema as idSchema } from './search-fields.ts';
import { locationTypes, workshopMeetingSchema, workshopTypes } from './workshops.schemas.ts';

// The page sizes live without zod (meeting-fields.ts); this module's users still find them here.
export { MEETINGS_DEFAULT_PER_PAGE, MEETINGS_MAX_PER_PAGE } from './meeting-fields.ts';

/** The `search` JSON of GET /api/meetings. Unknown keys are refused. */
export const meetingSearchSchema = z.strictObject({
  workshop_id: idSchema.optional(),
  /** Sessions this member holds a place or a waiting entry in (not left). */
  user_id: idSchema.optional(),
  /** Sessions of workshops hosted by this partner (the pro's view of a member). */
  partner_id: idSchema.optional(),
  /** [first day, last day], Paris days inclusive: sessions starting in that period. */
  dates: dayRangeSchema.optional(),
  type: z.enum(locationTypes).optional(),
  /** Read for the spec's shape; sessions of archived members are never listed to members. */
  is_archived: flagSchema.optional(),
  /** Only sessions that have not started (members) or not ended (pros). */
  upcoming: flagSchema.optional(),
  /**
   * « Mes séances »' two parts: `coming`, sessions not ended yet (one under way stays, its visio
   * open); `past`, ended ones.
   */
  when: z.enum(['coming', 'past']).optional(),
});
export type MeetingSearch = z.output<typeof meetingSearchSchema>;
export type MeetingSearchInput = z.input<typeof meetingSearchSchema>;

/** `with[]`: subscribers and queued are for the workshop's pros and the staff only (P2 §6). */
export const meetingRelations = ['workshop', 'workshop.partner', 'subscribers', 'queued', 'meeting_users'] as const;
export type MeetingRelation = (typeof meetingRelations)[number];

export const meetingSortColumns = ['start', 'sequence', 'id'] as const;
export type MeetingSortColumn = (typeof meetingSortColumns)[number];

export const subscriptionStatuses = ['validated', 'waiting'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The spec's pivot: one person's place or waiting entry in one session. */
export const subscriptionPivotSchema = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(subscriptionStatuses),
  /** 1 present, 0 absent, null not taken yet. */
  attendance: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** When they joined: the waiting list's order. */
  created_at: z.string(),
  /** Waiting: 1-based rank on the session's waiting list (by arrival, then id); null for a place. */
  position: z.number().int().nullable(),
  /** A freed place held for this waiting member until then (ISO), only while the hold runs; else null. */
  offered_until: z.string().nullable(),
});
export type SubscriptionPivot = z.infer<typeof subscriptionPivotSchema>;

const subscriberSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  pivot: subscriptionPivotSchema,
});

export const meetingWorkshopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(locationTypes),
  workshop_type: z.enum(workshopTypes),
  is_aja: z.boolean(),
  active: z.boolean(),
  partner: z
    .object({ id: z.number().int(), name: z.string(), logo_id: z.number().int().nullable() })
    .nullable()
    .optional(),
});

/** A session as the workshops list gives it, and what the sessions lists add. */
export const meetingItemSchema = workshopMeetingSchema.extend({
  /** The visio link: only for its validated participants, the workshop's pros and the staff; else null. */
  link: z.string().nullable(),
  waiting_subscribers_count: z.number().int(),
  /** Free places held for a waiting member (holds running): nobody else may take them meanwhile. */
  held_places_count: z.number().int(),
  /**
   * The subscription of the person whose list this is: the `search.user_id` member (or the
   * path's user on /subscribitions), else the signed-in viewer; null when they have none.
   */
  pivot: subscriptionPivotSchema.nullable(),
  workshop: meetingWorkshopSchema.optional(),
  /** Validated participants, by arrival. */
  subscribers: z.array(subscriberSchema).optional(),
  /** The waiting list, by arrival. */
  queued: z.array(subscriberSchema).optional(),
});
export type MeetingItem = z.infer<typeof meetingItemSchema>;

export const meetingListSchema = z.object({ data: z.array(meetingItemSchema), meta: pageMetaSchema });
export type MeetingList = z.infer<typeof meetingListSchema>;

/**
 * PUT /api/meetings/{id}/subscribe/{user_id}: 200 with status validated (a place), 202 with
 * status waiting (the session was full). Already subscribed: the current status, unchanged.
 * PUT …/take-place/{user_id}: 200 validated, or 409 `too_late` (still waiting).
 * PUT …/unsubscribe/{user_id}: 202 left the waiting list, 200 place cancelled (status null).
 */
export const subscriptionAnswerSchema = z.object({
  data: z.object({
    status: z.enum(subscriptionStatuses).nullable(),
    meeting: meetingItemSchema,
  }),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;

/** One of her coming places or waiting entries that taking a place would leave (same sequence and programme). */
export const givenUpSessionSchema = z.object({
  meeting_id: z.number().int(),
  workshop_name: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(subscriptionStatuses),
});
export type GivenUpSession = z.infer<typeof givenUpSessionSchema>;

/** GET /api/meetings/{id}/take-place/{user_id}: what take-place would do, read only; by start. */
export const takePlacePreviewSchema = z.object({ data: z.object({ gives_up: z.array(givenUpSessionSchema) }) });
export type TakePlacePreview = z.infer<typeof takePlacePreviewSchema>;

/** GET /api/workshops/sequences?is_aja=0|1: the sequence numbers with an upcoming session, ascending. */
export const sequencesAnswerSchema = z.object({ data: z.array(z.number().int()) });

/** GET /api/professionals-names: the pros running an active workshop (id for the user_id filter). */
export const professionalsNamesAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), firstname: z.string() })),
});

/** PUT /api/meetings/{id}/attendance/{user_id}: 1 present, 0 absent, null not taken (P2 §4). */
export const attendanceInputSchema = z.strictObject({
  attendance: z.union([z.literal(0), z.literal(1)]).nullable(),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

/** Its answer: the participant's pivot after the change. */
export const attendanceAnswerSchema = z.object({ data: subscriptionPivotSchema });
export type AttendanceAnswer = z.infer<typeof attendanceAnswerSchema>;
