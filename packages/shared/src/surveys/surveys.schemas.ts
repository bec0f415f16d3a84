/**
 * Questionnaires on the wire (P2 §3 Survey, Survey session; §7): the question types, what a
 * response holds, and the body of POST /api/survey_sessions, read by the API route and
 * typed for the web. The per-question answer rules are in answers.rules.ts.
 */
import { z } from 'zod';

import { surveyQuestionTypes } from './question-types.rules.ts';

export { surveyQuestionTypes, type SurveyQuestionType } from './question-types.rules.ts';

/**
 * A choice: a stable `value` (what responses store) and its French `label` (ADR 002). The
 * choices of a partner question are the active partners of its support type: `value` is the
 * partner id and `label` its name, also given as `id` and `name` as the spec names them.
 */
export type SurveyChoice = { value: string | number; label: string; id?: number; name?: string };

/**
 * What a response holds (ADR 002, ADR 010): a choice value for select, radio, autocomplete
 * (combobox: a choice value or free text); an array of choice values for multiple_select and
 * checkbox; a partner id for partner; 'YYYY-MM-DD' for date; text for string and textarea;
 * null for a question left blank.
 */
export type SurveyResponseValue = string | number | string[] | null;

const MAX_ID = 2_147_483_647;
const idSchema = z.number().int().positive().max(MAX_ID);

/** The shape only; whether the value fits its question is answers.rules.ts's business. */
export const surveyResponseValueSchema = z.union([
  z.string().max(20_000),
  z.number().int().min(0).max(MAX_ID),
  z.array(z.string().max(1000)).max(100),
  z.null(),
]);

export const surveyResponseInputSchema = z.object({
  survey_question_id: idSchema,
  response: surveyResponseValueSchema.optional(),
});
export type SurveyResponseInput = z.infer<typeof surveyResponseInputSchema>;

/** POST /api/survey_sessions (P2 §7): one session and its responses. */
export const createSurveySessionInputSchema = z.object({
  user_id: idSchema,
  survey_id: idSchema,
  /** Registration step 4 records the profile questionnaire with true; 0 and 1 are read too. */
  from_registration: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .transform((value) => value === true || value === 1),
  survey_responses: z.array(surveyResponseInputSchema).max(200),
});
/** As the API reads it (from_registration a boolean). */
export type CreateSurveySessionInput = z.infer<typeof createSurveySessionInputSchema>;
/** As a client sends it. */
export type CreateSurveySessionBody = z.input<typeof createSurveySessionInputSchema>;

/** A choice as the API sends it (see SurveyChoice). */
export const surveyChoiceSchema = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  id: z.number().int().optional(),
  name: z.string().optional(),
});

/** A question as GET /api/surveys/ref/{ref} gives it (P2 §3 Survey). */
export const surveyQuestionSchema = z.object({
  id: z.number().int(),
  survey_id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  type: z.enum(surveyQuestionTypes),
  choices: z
    .array(surveyChoiceSchema)
    .describe('partner : les partenaires actifs du type, {value: id, label: nom, id, name}'),
  is_required: z.boolean(),
  partner_support_type: z.string().nullable(),
  previous_question_ids: z
    .array(z.number().int())
    .describe(
      'les questions des versions précédentes que celle-ci reprend (même type) : leurs réponses pré-remplissent celle-ci',
    ),
});

/** GET /api/surveys/ref/{ref}: a questionnaire and its current questions. */
export const surveySchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  title: z.string(),
  description: z.string(),
  version: z.number().int().describe('la version des questions (les sessions anciennes gardent la leur)'),
  survey_questions: z.array(surveyQuestionSchema),
});

/** One answer of a survey session. */
export const surveyResponseSchema = z.object({
  id: z.number().int(),
  survey_session_id: z.number().int(),
  survey_question_id: z.number().int(),
  response: surveyResponseValueSchema,
});

/** A filled questionnaire (P2 §3 Survey session), with its responses when asked for. */
export const surveySessionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  survey_id: z.number().int(),
  survey_ref: z.string(),
  version: z.number().int().describe('la version du questionnaire à laquelle la session a répondu'),
  from_registration: z.boolean(),
  created_at: z.string(),
  survey_responses: z.array(surveyResponseSchema).optional(),
});
