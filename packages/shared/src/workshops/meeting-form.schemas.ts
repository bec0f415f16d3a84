/**
 * The meeting form (P2 §5) on both sides: the body of POST /api/meetings and
 * PUT /api/meetings/{id}, the web form's values, and the rules they share. The rules that
 * need the database (the workshop's type, who may take part, the edit lock) are the API's.
 */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { meetingFormMessages } from '../messages/workshops.ts';
import { locationTypes } from './workshops.schemas.ts';
import {
  firstMeetingDay,
  MEETING_MAX_MINUTES,
  MEETING_MAX_PARTICIPANTS,
  MEETING_MAX_PLACES,
  MEETING_MIN_MINUTES,
} from './meeting-form.rules.ts';

export {
  firstMeetingDay,
  isoWeekOf,
  MEETING_MAX_MINUTES,
  MEETING_MAX_PARTICIPANTS,
  MEETING_MAX_PLACES,
  MEETING_MIN_MINUTES,
  PARTICIPANT_SEARCH_PER_PAGE,
  toMeetingInput,
} from './meeting-form.rules.ts';

const MAX_ID = 2_147_483_647;
const userIdSchema = z.number().int().positive().max(MAX_ID);
const idListSchema = z.array(userIdSchema).max(MEETING_MAX_PARTICIPANTS);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** A whole number from a form input or JSON; empty is missing ("Champ requis"). */
const requiredCount = (min: number, minMessage: string, max = MAX_ID, maxMessage?: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number().int().min(min, minMessage).max(max, maxMessage),
  );

/**
 * A visio link members may open: an https:// web address with a domain name, nothing else
 * (no javascript:, no plain words, no http://) (ADR 071).
 */
export function isHttpsLink(text: string): boolean {
  if (/\s/.test(text) || !/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** 15 minutes to 8 hours (ADR 071); an end before the start has its own message. */
export function isMeetingDurationAllowed(minutes: number): boolean {
  return minutes >= MEETING_MIN_MINUTES && minutes <= MEETING_MAX_MINUTES;
}

/** What the cross-field rules read, whichever side checks them. */
export type MeetingRuleValues = {
  type?: 'onsite' | 'remote' | null;
  address?: string | null;
  link?: string | null;
  places?: number | null;
  subscribers?: readonly number[];
  queued?: readonly number[];
};

export type MeetingRuleIssue = { field: 'link' | 'address' | 'places' | 'subscribers' | 'queued'; message: string };

/**
 * The form's rules between fields (P2 §4, §5): a remote session needs its link, an onsite one
 * its address; no more participants than places; nobody both a participant and waiting.
 */
export function findMeetingRuleIssues(values: MeetingRuleValues): MeetingRuleIssue[] {
  // Also run on input that did not parse (see everyTime): read only what has the right shape.
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const ids = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const issues: MeetingRuleIssue[] = [];
  if (values.type === 'remote' && !text(values.link))
    issues.push({ field: 'link', message: meetingFormMessages.linkRequired });
  else if (values.type === 'remote' && !isHttpsLink(text(values.link)))
    issues.push({ field: 'link', message: meetingFormMessages.linkNotHttps });
  if (values.type === 'onsite' && !text(values.address))
    issues.push({ field: 'address', message: meetingFormMessages.addressRequired });
  const subscribers = ids(values.subscribers);
  const queued = ids(values.queued);
  if (typeof values.places === 'number' && subscribers.length > values.places) {
    issues.push({ field: 'subscribers', message: meetingFormMessages.tooManyParticipants });
  }
  if (new Set(subscribers).size !== subscribers.length || new Set(queued).size !== queued.length) {
    issues.push({ field: 'subscribers', message: meetingFormMessages.listedTwice });
  } else if (subscribers.some((id) => queued.includes(id))) {
    issues.push({ field: 'queued', message: meetingFormMessages.inBothLists });
  }
  return issues;
}

/**
 * The rules between fields run even when a field is missing or wrong, so every message shows
 * at once; they read what parsed and skip the rest.
 */
const everyTime = { when: () => true };

function addIssues(values: MeetingRuleValues, context: z.RefinementCtx): void {
  // No body, null or a list: the object's own issue says so; there are no fields to compare.
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return;
  for (const issue of findMeetingRuleIssues(values))
    context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

const isoInstantSchema = z.iso.datetime({
  offset: true,
  error: (issue) =>
    issue.input === undefined || issue.input === null ? validationMessages.required : validationMessages.invalidFormat,
});

const meetingFields = {
  start: isoInstantSchema,
  end: isoInstantSchema,
  type: z.enum(locationTypes),
  address: optionalText(500),
  link: optionalText(2000),
  sequence: requiredCount(1, meetingFormMessages.placesMin),
  places: requiredCount(1, meetingFormMessages.placesMin, MEETING_MAX_PLACES, meetingFormMessages.placesMax),
  subscribers: idListSchema,
  queued: idListSchema,
};

/** POST /api/meetings: a whole session; the lists may be left out (nobody). */
export const createMeetingInputSchema = z
  .strictObject({
    workshop_id: userIdSchema,
    ...meetingFields,
    subscribers: idListSchema.default([]),
    queued: idListSchema.default([]),
  })
  .superRefine((values, context) => addIssues(values, context), everyTime);
export type CreateMeetingInput = z.input<typeof createMeetingInputSchema>;

/**
 * PUT /api/meetings/{id}: what changes; the rest stays. Given lists replace the current ones;
 * the rules between fields are checked on the session as it would become (by the API).
 */
export const updateMeetingInputSchema = z.strictObject(meetingFields).partial();
export type UpdateMeetingInput = z.input<typeof updateMeetingInputSchema>;

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const requiredText = z.string({ error: validationMessages.required }).min(1, validationMessages.required);

/**
 * The web form: a Paris day and two wall-clock times instead of two instants. The earliest
 * day is tomorrow, the end after the start (P2 §5).
 */
export const meetingFormSchema = z
  .object({
    date: requiredText.regex(/^\d{4}-\d{2}-\d{2}$/, validationMessages.invalidFormat),
    start_time: requiredText.regex(timePattern, validationMessages.invalidFormat),
    end_time: requiredText.regex(timePattern, validationMessages.invalidFormat),
    type: z.enum(locationTypes, { error: validationMessages.required }),
    address: z.string().trim().max(500),
    link: z.string().trim().max(2000),
    sequence: requiredCount(1, meetingFormMessages.placesMin),
    places: requiredCount(1, meetingFormMessages.placesMin, MEETING_MAX_PLACES, meetingFormMessages.placesMax),
    subscribers: idListSchema,
    queued: idListSchema,
    /** The session's day and times as they were, when it has participants: not checked again. */
    locked: z.boolean(),
  })
  .superRefine((values, context) => {
    if (!values.locked && typeof values.date === 'string' && values.date && values.date < firstMeetingDay()) {
      context.addIssue({ code: 'custom', path: ['date'], message: meetingFormMessages.dateFromTomorrow });
    }
    if (
      typeof values.start_time === 'string' &&
      typeof values.end_time === 'string' &&
      timePattern.test(values.start_time) &&
      timePattern.test(values.end_time)
    ) {
      const minutes = minutesOf(values.end_time) - minutesOf(values.start_time);
      if (minutes <= 0)
        context.addIssue({ code: 'custom', path: ['end_time'], message: meetingFormMessages.endAfterStart });
      // A locked session keeps its times as they are (P2 §4).
      else if (!values.locked && !isMeetingDurationAllowed(minutes))
        context.addIssue({ code: 'custom', path: ['end_time'], message: meetingFormMessages.durationOutOfBounds });
    }
    addIssues(values, context);
  }, everyTime);
export type MeetingFormValues = z.input<typeof meetingFormSchema>;
export type MeetingFormOutput = z.output<typeof meetingFormSchema>;

/** GET /api/planning/sequence/{workshop_id}/{weekNumber}/{year}: null when the week is not planned. */
export const planningSequenceAnswerSchema = z.object({ data: z.object({ sequence: z.number().int().nullable() }) });
export type PlanningSequenceAnswer = z.infer<typeof planningSequenceAnswerSchema>;
