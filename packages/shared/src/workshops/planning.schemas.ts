/**
 * The back office's planning (issue #16, ADR 044): per programme and ISO year, the sequence
 * taught each week, read by the meeting form (GET /api/planning/sequence/...).
 */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { adminPlanningMessages as messages } from '../messages/workshops-planning.ts';
import {
  PLANNING_PROGRAMMES,
  PLANNING_SEQUENCE_MAX,
  PLANNING_YEAR_MAX,
  PLANNING_YEAR_MIN,
  countIsoWeeks,
} from './planning.rules.ts';

export {
  PLANNING_PROGRAMMES,
  PLANNING_SEQUENCE_MAX,
  PLANNING_YEAR_MAX,
  PLANNING_YEAR_MIN,
  countIsoWeeks,
  getIsoWeekDays,
  type PlanningProgramme,
} from './planning.rules.ts';

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
