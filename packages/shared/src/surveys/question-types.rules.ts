/**
 * The question types and what each offers, without a schema library or messages
 * (surveys.schemas.ts and admin.rules.ts re-export them), for the questionnaire editor, which
 * loads zod only at the form's first use (ADR 095).
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

/** What a type offers: its own choices, the active partners, or nothing (free answers). */
export function choicesKindOf(type: SurveyQuestionType): 'choices' | 'partners' | 'none' {
  switch (type) {
    case 'partner':
      return 'partners';
    case 'date':
    case 'string':
    case 'textarea':
      return 'none';
    default:
      return 'choices';
  }
}
