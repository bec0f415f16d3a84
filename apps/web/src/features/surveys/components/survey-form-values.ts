import { checkAnswer } from '@plateforme/shared/surveys/answers.rules';
import type { SurveyResponseValue } from '@plateforme/shared/surveys/surveys.schemas';
import type { SurveyQuestion } from '../api/get-survey.ts';
import type { SurveyResponse } from '../api/get-survey-sessions.ts';

/**
 * The form holds text for one-answer questions (a choice value, a partner id as text, the
 * combobox's typed text or chosen label, a date, free text) and a list of values for
 * multiple_select and checkbox. Field names are `q<question id>`.
 */
export type AnswerFieldValue = string | string[];
export type SurveyFormValues = Record<string, AnswerFieldValue>;
export type ResponseInput = { survey_question_id: number; response: SurveyResponseValue };

export const fieldName = (question: Pick<SurveyQuestion, 'id'>) => `q${question.id}`;

export const isListQuestion = (question: Pick<SurveyQuestion, 'type'>) =>
  question.type === 'multiple_select' || question.type === 'checkbox';

const offered = (question: SurveyQuestion, value: unknown) =>
  question.choices.some((choice) => String(choice.value) === String(value));

/** A stored response as the field shows it; a choice no longer offered is left out. */
function toFieldValue(question: SurveyQuestion, response: SurveyResponseValue | undefined): AnswerFieldValue {
  if (isListQuestion(question)) {
    return Array.isArray(response) ? response.filter((value) => offered(question, value)) : [];
  }
  if (response === null || response === undefined || Array.isArray(response)) return '';
  switch (question.type) {
    case 'select':
    case 'radio':
    case 'autocomplete':
    case 'partner':
      return offered(question, response) ? String(response) : '';
    case 'combobox':
      // A chosen value shows as its label; free text as typed.
      return question.choices.find((choice) => String(choice.value) === String(response))?.label ?? String(response);
    default:
      return String(response);
  }
}

/**
 * The form's starting values: the last session's answers (P2-SURV-09), blank otherwise. A
 * session of an earlier version answered the questions this version's ones continue.
 */
export function toFormValues(
  questions: readonly SurveyQuestion[],
  responses: readonly SurveyResponse[] = [],
): SurveyFormValues {
  const byQuestion = new Map(responses.map((item) => [item.survey_question_id, item.response]));
  const answerOf = (question: SurveyQuestion) =>
    [question.id, ...(question.previous_question_ids ?? [])]
      .map((id) => byQuestion.get(id))
      .find((response) => response !== undefined);
  return Object.fromEntries(
    questions.map((question) => [fieldName(question), toFieldValue(question, answerOf(question))]),
  );
}

/** A field's value as the API reads it (the shared rules then say whether it fits). */
export function toResponse(question: SurveyQuestion, value: AnswerFieldValue | undefined): SurveyResponseValue {
  if (isListQuestion(question)) return Array.isArray(value) ? value : [];
  const text = typeof value === 'string' ? value : '';
  if (text.trim() === '') return null;
  if (question.type === 'partner' && /^\d+$/.test(text)) return Number(text);
  return text;
}

export function toResponses(questions: readonly SurveyQuestion[], values: SurveyFormValues): ResponseInput[] {
  return questions.map((question) => ({
    survey_question_id: question.id,
    response: toResponse(question, values[fieldName(question)]),
  }));
}

/** What is wrong with this answer by the rule the API applies (answers.rules.ts), or undefined. */
export function findAnswerError(question: SurveyQuestion, value: AnswerFieldValue | undefined): string | undefined {
  const check = checkAnswer(question, toResponse(question, value));
  return check.ok ? undefined : check.message;
}
