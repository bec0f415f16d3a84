/**
 * POST /api/workshops/{id}/meetings/cycle (issue #37): a session each week on one weekday, at
 * the same Paris wall-clock times, for a number of weeks or up to a day. `preview` answers the
 * dates and what is wrong with any of them; without it all the sessions are saved at once.
 */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { meetingCycleMessages as texts } from '../messages/workshops-cycle.ts';
import { meetingFormMessages } from '../messages/workshops.ts';
import { MEETING_CYCLE_MAX_WEEKS } from './meeting-cycle.rules.ts';
import { MEETING_MAX_PLACES, isMeetingDurationAllowed } from './meeting-form.schemas.ts';
import { locationTypes } from './workshops.schemas.ts';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isRealDay = (day: string) => new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;

const required = { error: validationMessages.required };
const daySchema = z
  .string(required)
  .regex(dayPattern, validationMessages.invalidFormat)
  .refine((day) => !dayPattern.test(day) || isRealDay(day), validationMessages.invalidFormat);
const timeSchema = z.string(required).regex(timePattern, validationMessages.invalidFormat);
/** A number from a form input or JSON; empty is missing. */
const count = (schema: z.ZodNumber) =>
  z.preprocess((value) => (value === '' ? undefined : typeof value === 'string' ? Number(value) : value), schema);

export const meetingCycleInputSchema = z
  .strictObject({
    weekday: count(z.number(required).int(texts.weekdayRange).min(1, texts.weekdayRange).max(7, texts.weekdayRange)),
    first_day: daySchema,
    count: count(
      z
        .number()
        .int(texts.countRange(MEETING_CYCLE_MAX_WEEKS))
        .min(1, texts.countRange(MEETING_CYCLE_MAX_WEEKS))
        .max(MEETING_CYCLE_MAX_WEEKS, texts.countRange(MEETING_CYCLE_MAX_WEEKS)),
    ).nullish(),
    // '' is the form's end date left empty: « Champ requis » under it.
    until: z.union([z.literal(''), daySchema]).nullish(),
    start_time: timeSchema,
    end_time: timeSchema,
    type: z.enum(locationTypes, required),
    address: z.string().trim().max(500).nullish(),
    link: z.string().trim().max(2000).nullish(),
    places: count(
      z
        .number(required)
        .int(meetingFormMessages.placesMin)
        .min(1, meetingFormMessages.placesMin)
        .max(MEETING_MAX_PLACES, meetingFormMessages.placesMax),
    ),
    /** For the weeks the planning leaves empty. */
    sequence: count(z.number().int(meetingFormMessages.placesMin).min(1, meetingFormMessages.placesMin)).nullish(),
    skip_holidays: z.boolean().default(false),
    preview: z.boolean().default(false),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const hasCount = values.count !== undefined && values.count !== null;
    const hasUntil = typeof values.until === 'string' && values.until !== '';
    if (hasCount && hasUntil) issue('count', texts.countOrUntil);
    else if (!hasCount && values.until === '') issue('until', validationMessages.required);
    else if (!hasCount && !hasUntil) issue('count', texts.countOrUntil);
    if (hasUntil && typeof values.first_day === 'string' && values.until! < values.first_day)
      issue('until', texts.untilAfterFirst);
    if (timePattern.test(values.start_time ?? '') && timePattern.test(values.end_time ?? '')) {
      const minutes = minutesOf(values.end_time) - minutesOf(values.start_time);
      if (minutes <= 0) issue('end_time', meetingFormMessages.endAfterStart);
      else if (!isMeetingDurationAllowed(minutes)) issue('end_time', meetingFormMessages.durationOutOfBounds);
    }
    // An onsite cycle without an address takes the workshop's (the API's rule).
    if (values.type === 'remote' && !values.link?.trim()) issue('link', meetingFormMessages.linkRequired);
  });
export type MeetingCycleInput = z.input<typeof meetingCycleInputSchema>;
export type MeetingCycleValues = z.output<typeof meetingCycleInputSchema>;

/** One date of the cycle: `issue` says what would refuse it (a slot taken, a missing sequence…). */
export const cycleMeetingSchema = z.object({
  id: z.number().int().nullable(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  sequence: z.number().int().nullable(),
  planned: z.boolean(),
  issue: z.string().nullable(),
});
export type CycleMeeting = z.infer<typeof cycleMeetingSchema>;

export const meetingCycleAnswerSchema = z.object({
  data: z.object({
    meetings: z.array(cycleMeetingSchema),
    skipped: z.array(z.object({ day: z.string(), holiday: z.string() })),
    saved: z.boolean(),
  }),
  message: z.string().optional(),
});
export type MeetingCycleAnswer = z.infer<typeof meetingCycleAnswerSchema>;

/** The web form's values and their mapping to the body live with the rules, free of zod. */
export { toMeetingCycleInput, type MeetingCycleFormValues } from './meeting-cycle.rules.ts';
