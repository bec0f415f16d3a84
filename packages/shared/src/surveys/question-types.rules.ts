/**
 * The question types without a schema library (surveys.schemas.ts re-exports them), for the
 * questionnaire editor, which loads zod only at the form's first use (ADR 095).
 */

/** P2 §5: the ten question types. */
export const surveyQuestionTypes = [
  'select',
  'multiple_select',
  'autocomplete',
  'partner',
  'radio',
  'checkbox',
  'date',
  'string',
  'combobox',
  'textarea',
] as const;
export type SurveyQuestionType = (typeof surveyQuestionTypes)[number];
