/**
 * The questionnaire editor of the back office (ADR 048): the surveys list, one survey with
 * its versions, and the body of PUT /api/admin/surveys/{id}, which publishes a new version.
 */
import { z } from 'zod';
import { adminSurveysMessages as texts } from '../messages/surveys-admin.ts';
import { validationMessages } from '../messages/common.ts';
import { PARTNER_SUPPORT_TYPES } from '../registration/registration.schemas.ts';
import { surveyQuestionTypes } from './surveys.schemas.ts';
import { choicesKindOf, completeQuestionsForm, findDuplicateChoices } from './admin.rules.ts';
import { adminListQuerySchema, adminListSchema } from '../platform/admin-list.schemas.ts';

const { required, invalidFormat } = validationMessages;

export const SURVEY_SORTS = ['title', 'ref'] as const;
export const MAX_QUESTIONS = 200;
export const MAX_CHOICES = 100;

/** GET /api/admin/surveys: six questionnaires today, paged like every admin list. */
export const surveysAdminQuerySchema = adminListQuerySchema(SURVEY_SORTS, 'title');
export type SurveysAdminQuery = z.infer<typeof surveysAdminQuerySchema>;

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? required : invalidFormat) })
    .trim()
    .min(1, { error: required })
    .max(max, { error: texts.labelTooLong(max) });

export const surveyChoiceInputSchema = z.object({
  value: text(100),
  label: text(255),
});

// The choice rules run even when a label is missing: every message shows at once.
function hasTypeAndChoices(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { type, choices } = value as { type?: unknown; choices?: unknown };
  return (
    (surveyQuestionTypes as readonly unknown[]).includes(type) &&
    Array.isArray(choices) &&
    choices.every((choice) => typeof choice?.value === 'string')
  );
}

export const surveyQuestionInputSchema = z
  .object({
    /** The current question this one continues (its answers pre-fill it); absent for a new question. */
    id: z
      .number({ error: invalidFormat })
      .int({ error: invalidFormat })
      .positive({ error: invalidFormat })
      .max(2_147_483_647, { error: invalidFormat })
      .optional(),
    label: text(500),
    type: z.enum(surveyQuestionTypes, {
      error: (issue) => (issue.input == null || issue.input === '' ? required : invalidFormat),
    }),
    is_required: z.boolean({ error: invalidFormat }).default(false),
    choices: z
      .array(surveyChoiceInputSchema, { error: invalidFormat })
      .max(MAX_CHOICES, { error: invalidFormat })
      .default([]),
    partner_support_type: z.enum(PARTNER_SUPPORT_TYPES, { error: invalidFormat }).nullish(),
  })
  .superRefine(
    (question, context) => {
      const kind = choicesKindOf(question.type);
      if (kind === 'choices' && question.choices.length === 0)
        context.addIssue({ code: 'custom', path: ['choices'], message: texts.choicesRequired });
      if (kind !== 'choices' && question.choices.length > 0)
        context.addIssue({ code: 'custom', path: ['choices'], message: texts.noChoicesForType });
      for (const index of findDuplicateChoices(question.choices)) {
        context.addIssue({ code: 'custom', path: ['choices', index, 'value'], message: texts.duplicateChoice });
      }
      if (kind === 'partners' && !question.partner_support_type) {
        context.addIssue({ code: 'custom', path: ['partner_support_type'], message: texts.partnerTypeRequired });
      }
    },
    { when: ({ value }) => hasTypeAndChoices(value) },
  )
  // Only a partner question names its partners' type.
  .transform((question) => ({
    ...question,
    partner_support_type: question.type === 'partner' ? (question.partner_support_type ?? null) : null,
  }));
export type SurveyQuestionInput = z.infer<typeof surveyQuestionInputSchema>;

/** PUT /api/admin/surveys/{id}: the whole list of questions, in order. */
export const surveyQuestionsInputSchema = z.object({
  questions: z
    .array(surveyQuestionInputSchema, { error: invalidFormat })
    .min(1, { error: texts.atLeastOneQuestion })
    .max(MAX_QUESTIONS, { error: texts.tooManyQuestions }),
});
export type SurveyQuestionsInput = z.infer<typeof surveyQuestionsInputSchema>;

export type SurveyQuestionForm = {
  id?: number;
  label: string;
  type: z.infer<typeof surveyQuestionInputSchema>['type'] | '';
  is_required: boolean;
  choices: { value: string; label: string }[];
  /** '' or null until chosen. */
  partner_support_type: string | null;
};
export type SurveyQuestionsForm = { questions: SurveyQuestionForm[] };

/** The editor's form: the same rules, after completeQuestionsForm fills new choices' values. */
export const surveyQuestionsFormSchema = z.preprocess(
  completeQuestionsForm,
  surveyQuestionsInputSchema,
) as unknown as z.ZodType<SurveyQuestionsInput, SurveyQuestionsForm>;

export const surveyAdminQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  type: z.enum(surveyQuestionTypes),
  is_required: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  partner_support_type: z.enum(PARTNER_SUPPORT_TYPES).nullable(),
});
export type SurveyAdminQuestion = z.infer<typeof surveyAdminQuestionSchema>;

export const surveyAdminRowSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  title: z.string(),
  current_version: z.number().int(),
  questions_count: z.number().int().describe('questions de la version en cours'),
  sessions_count: z.number().int().describe('sessions de réponses, toutes versions'),
});
export type SurveyAdminRow = z.infer<typeof surveyAdminRowSchema>;

export const surveysAdminListSchema = adminListSchema(surveyAdminRowSchema);

export const surveyVersionSchema = z.object({
  version: z.number().int(),
  published_at: z.string().nullable(),
  published_by: z.string().nullable(),
  questions_count: z.number().int(),
  sessions_count: z.number().int(),
});
export type SurveyVersionRow = z.infer<typeof surveyVersionSchema>;

/** GET /api/admin/surveys/{id}: the current questions and every version, newest first. */
export const surveyAdminSchema = surveyAdminRowSchema.extend({
  description: z.string(),
  questions: z.array(surveyAdminQuestionSchema),
  versions: z.array(surveyVersionSchema),
});
export type SurveyAdmin = z.infer<typeof surveyAdminSchema>;

/** GET /api/admin/surveys/{id}/versions/{version}: a past version, read only. */
export const surveyVersionQuestionsSchema = surveyVersionSchema.extend({
  questions: z.array(surveyAdminQuestionSchema),
});
export type SurveyVersionQuestions = z.infer<typeof surveyVersionQuestionsSchema>;
