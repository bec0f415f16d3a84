/**
 * The back office's planning (issue #16, ADR 044): per programme and ISO year, the sequence
 * taught each week, read by the meeting form (GET /api/planning/sequence/...).
 */
import { z } from 'zod';
import { addCalendarDays } from '../format/paris-time.ts';
import { validationMessages } from '../messages/common.ts';
import { adminPlanningMessages as messages } from '../messages/workshops-planning.ts';

export const PLANNING_PROGRAMMES = ['cognitive', 'aja'] as const;
export type PlanningProgramme = (typeof PLANNING_PROGRAMMES)[number];
/** Same bound as the workshops' sequence filter; the demo runs 15. */
export const PLANNING_SEQUENCE_MAX = 99;
export const PLANNING_YEAR_MIN = 2000;
export const PLANNING_YEAR_MAX = 2100;

/** Monday (YYYY-MM-DD) of ISO week 1 of an ISO year: the week holding 4 January. */
function firstMondayOf(year: number): string {
  const januaryFourth = `${year}-01-04`;
  const weekday = (new Date(`${januaryFourth}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addCalendarDays(januaryFourth, -weekday);
}

/** 52 or 53: an ISO year has 53 weeks when it starts on a Thursday (or a Wednesday in a leap year). */
export function countIsoWeeks(year: number): number {
  const days =
    (Date.parse(`${firstMondayOf(year + 1)}T00:00:00Z`) - Date.parse(`${firstMondayOf(year)}T00:00:00Z`)) / 86_400_000;
  return days / 7;
}

/** Monday and Sunday (YYYY-MM-DD) of an ISO week. */
export function getIsoWeekDays(year: number, week: number): { monday: string; sunday: string } {
  const monday = addCalendarDays(firstMondayOf(year), (week - 1) * 7);
  return { monday, sunday: addCalendarDays(monday, 6) };
}

const yearOf = (number: z.ZodNumber | z.ZodCoercedNumber<unknown>) =>
  number
    .int({ error: validationMessages.invalidFormat })
    .min(PLANNING_YEAR_MIN, { error: validationMessages.invalidFormat })
    .max(PLANNING_YEAR_MAX, { error: validationMessages.invalidFormat });

export const adminPlanningQuerySchema = z.object({
  year: yearOf(z.coerce.number({ error: validationMessages.invalidFormat })),
  programme: z.enum(PLANNING_PROGRAMMES, { error: validationMessages.invalidFormat }),
});
export type AdminPlanningQuery = z.infer<typeof adminPlanningQuerySchema>;

export const planningSequenceSchema = z
  .number({ error: messages.sequenceRange(PLANNING_SEQUENCE_MAX) })
  .int({ error: messages.sequenceRange(PLANNING_SEQUENCE_MAX) })
  .min(1, { error: messages.sequenceRange(PLANNING_SEQUENCE_MAX) })
  .max(PLANNING_SEQUENCE_MAX, { error: messages.sequenceRange(PLANNING_SEQUENCE_MAX) })
  .nullable();

const weekSchema = z.object({
  week: z
    .number({ error: validationMessages.invalidFormat })
    .int({ error: validationMessages.invalidFormat })
    .min(1, { error: validationMessages.invalidFormat })
    .max(53, { error: validationMessages.invalidFormat }),
  /** null: no sequence that week (the row is removed). */
  sequence: planningSequenceSchema,
});

/** PUT: the whole year or only the changed weeks; a week left out keeps its sequence. */
export const updatePlanningInputSchema = z
  .object({
    year: yearOf(z.number({ error: validationMessages.invalidFormat })),
    programme: z.enum(PLANNING_PROGRAMMES, { error: validationMessages.invalidFormat }),
    weeks: z.array(weekSchema).max(53, { error: validationMessages.invalidFormat }),
  })
  .superRefine((input, context) => {
    // zod still runs this when the year was refused: no calendar for a year out of range.
    if (!Number.isInteger(input.year) || input.year < PLANNING_YEAR_MIN || input.year > PLANNING_YEAR_MAX) return;
    const weeks = countIsoWeeks(input.year);
    const seen = new Set<number>();
    input.weeks.forEach((row, index) => {
      if (row.week > weeks)
        context.addIssue({
          code: 'custom',
          path: ['weeks', index, 'week'],
          message: messages.weekOutOfYear(input.year, weeks),
        });
      if (seen.has(row.week))
        context.addIssue({ code: 'custom', path: ['weeks', index, 'week'], message: messages.weekTwice });
      seen.add(row.week);
    });
  });
export type UpdatePlanningInput = z.infer<typeof updatePlanningInputSchema>;

export const planningWeekSchema = z.object({
  week: z.number().int(),
  monday: z.string().describe('AAAA-MM-JJ'),
  sunday: z.string().describe('AAAA-MM-JJ'),
  sequence: z.number().int().nullable(),
});
export type PlanningWeek = z.infer<typeof planningWeekSchema>;

export const adminPlanningAnswerSchema = z.object({
  data: z.object({
    year: z.number().int(),
    programme: z.enum(PLANNING_PROGRAMMES),
    weeks: z.array(planningWeekSchema),
  }),
});
export type AdminPlanningAnswer = z.infer<typeof adminPlanningAnswerSchema>;
