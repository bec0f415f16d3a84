import { z } from 'zod';
import { locationTypes } from './workshops.schemas.ts';

/** One validated participant of the pro's next session, with the attendance saved so far. */
export const proNextMeetingParticipantSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  attendance: z.union([z.literal(0), z.literal(1)]).nullable(),
});

/**
 * GET /api/pro/next-meeting: the session under way or the next one of the workshops the pro
 * runs now (owner, secondary pro, substitute during the substitution); null when none is planned.
 */
export const proNextMeetingSchema = z.object({
  id: z.number().int(),
  workshop_id: z.number().int(),
  workshop_name: z.string(),
  start: z.string(),
  end: z.string(),
  type: z.enum(locationTypes),
  /** Onsite: the session's address, else the workshop's street, postal code and town; null for a visio. */
  address: z.string().nullable(),
  link: z.string().nullable(),
  places: z.number().int(),
  /** True once the session has started: attendance may be taken. */
  started: z.boolean(),
  subscribers: z.array(proNextMeetingParticipantSchema),
  waiting_count: z.number().int(),
});
export type ProNextMeeting = z.infer<typeof proNextMeetingSchema>;

export const proNextMeetingAnswerSchema = z.object({ data: proNextMeetingSchema.nullable() });
export type ProNextMeetingAnswer = z.infer<typeof proNextMeetingAnswerSchema>;

/** PUT /api/meetings/{id}/attendance: every validated participant marked present at once. */
export const allPresentAnswerSchema = z.object({ data: z.object({ updated: z.number().int() }) });
export type AllPresentAnswer = z.infer<typeof allPresentAnswerSchema>;
