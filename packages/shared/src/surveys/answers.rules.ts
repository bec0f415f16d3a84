/**
 * The answer rules of a questionnaire (P2 §5 and ADR 010), one pure function used by the web
 * form to show messages and by the API to refuse what does not fit.
 *
 * - select, radio, autocomplete, partner: one of the question's choices;
 * - combobox: one of the choices (its value, or its label as typed) or free text up to 255
 *   characters ("choisissez ou saisissez" in the seeded questionnaires);
 * - multiple_select, checkbox: a list of the question's choices, at least one when required;
 * - date: a real calendar date written YYYY-MM-DD;
 * - string: up to 255 characters; textarea: up to 5000;
 * - a required question left blank: 'Champ requis' ('Veuillez choisir au moins une réponse'
 *   for the lists). Blank means null, '', spaces only or an empty list; it is stored as null.
 */
import { parseIsoDate } from '../accounts/age.rules.ts';
import { validationMessages } from '../messages/common.ts';
import { surveysMessages } from '../messages/surveys.ts';
import type { SurveyChoice, SurveyQuestionType, SurveyResponseValue } from './surveys.schemas.ts';

export const STRING_ANSWER_MAX = 255;
export const TEXTAREA_ANSWER_MAX = 5000;

/** The question facts the rules need, in the wire's names. */
export type AnswerQuestion = {
  type: SurveyQuestionType;
  is_required: boolean;
  choices: readonly SurveyChoice[];
};

export type AnswerCheck = { ok: true; value: SurveyResponseValue } | { ok: false; message: string };

const { required, invalidFormat, invalidDate, atLeastOneChoice } = validationMessages;
const { notAChoice, tooLong } = surveysMessages;

const isListType = (type: SurveyQuestionType) => type === 'multiple_select' || type === 'checkbox';

function isBlank(response: unknown): boolean {
  if (response === undefined || response === null) return true;
  if (typeof response === 'string') return response.trim() === '';
  return Array.isArray(response) && response.length === 0;
}

const fail = (message: string): AnswerCheck => ({ ok: false, message });
const pass = (value: SurveyResponseValue): AnswerCheck => ({ ok: true, value });

function checkText(response: unknown, max: number): AnswerCheck {
  if (typeof response !== 'string') return fail(invalidFormat);
  const text = response.trim();
  return text.length > max ? fail(tooLong(max)) : pass(text);
}

function checkSingleChoice(question: AnswerQuestion, response: unknown): AnswerCheck {
  if (typeof response !== 'string') return fail(invalidFormat);
  return question.choices.some((choice) => choice.value === response) ? pass(response) : fail(notAChoice);
}

function checkPartner(question: AnswerQuestion, response: unknown): AnswerCheck {
  // A select gives its value as text: '12' is partner 12.
  const id = typeof response === 'string' && /^\d{1,10}$/.test(response.trim()) ? Number(response) : response;
  if (typeof id !== 'number') return fail(invalidFormat);
  return question.choices.some((choice) => choice.value === id) ? pass(id) : fail(notAChoice);
}

function checkCombobox(question: AnswerQuestion, response: unknown): AnswerCheck {
  if (typeof response !== 'string') return fail(invalidFormat);
  const text = response.trim();
  const byValue = question.choices.find((choice) => choice.value === text);
  if (byValue) return pass(byValue.value);
  const byLabel = question.choices.find(
    (choice) => choice.label.trim().toLocaleLowerCase('fr') === text.toLocaleLowerCase('fr'),
  );
  if (byLabel) return pass(byLabel.value);
  return checkText(text, STRING_ANSWER_MAX);
}

function checkList(question: AnswerQuestion, response: unknown): AnswerCheck {
  if (!Array.isArray(response) || !response.every((item) => typeof item === 'string')) return fail(invalidFormat);
  const values = [...new Set(response as string[])];
  if (!values.every((value) => question.choices.some((choice) => choice.value === value))) return fail(notAChoice);
  return pass(values);
}

/** Whether one response fits its question; when it does, the value to store. */
export function checkAnswer(question: AnswerQuestion, response: unknown): AnswerCheck {
  if (isBlank(response)) {
    if (!question.is_required) return pass(null);
    return fail(isListType(question.type) ? atLeastOneChoice : required);
  }
  switch (question.type) {
    case 'select':
    case 'radio':
    case 'autocomplete':
      return checkSingleChoice(question, response);
    case 'partner':
      return checkPartner(question, response);
    case 'combobox':
      return checkCombobox(question, response);
    case 'multiple_select':
    case 'checkbox':
      return checkList(question, response);
    case 'date':
      return typeof response === 'string' && parseIsoDate(response.trim()) ? pass(response.trim()) : fail(invalidDate);
    case 'string':
      return checkText(response, STRING_ANSWER_MAX);
    case 'textarea':
      return checkText(response, TEXTAREA_ANSWER_MAX);
  }
}

export type SurveyQuestionForAnswers = AnswerQuestion & { id: number; label: string };
export type GivenResponse = { survey_question_id: number; response?: unknown };
export type CheckedResponse = { questionId: number; value: SurveyResponseValue };

export type SurveyResponsesCheck =
  { ok: true; responses: CheckedResponse[] } | { ok: false; errors: Record<string, string[]> };

/**
 * A whole session against its questionnaire, with errors keyed as the API answers them:
 * `survey_responses.<index>.response` (the message names the question),
 * `survey_responses.<index>.survey_question_id` for a question that is not one of this
 * questionnaire's or is answered twice, and `survey_responses` for required questions missing
 * from the list.
 */
export function checkSurveyResponses(
  questions: readonly SurveyQuestionForAnswers[],
  given: readonly GivenResponse[],
): SurveyResponsesCheck {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  const responses: CheckedResponse[] = [];

  given.forEach((item, index) => {
    const question = byId.get(item.survey_question_id);
    if (!question || seen.has(item.survey_question_id)) {
      const message = question ? surveysMessages.duplicateQuestion : surveysMessages.unknownQuestion;
      errors[`survey_responses.${index}.survey_question_id`] = [message];
      return;
    }
    seen.add(question.id);
    const check = checkAnswer(question, item.response);
    if (check.ok) responses.push({ questionId: question.id, value: check.value });
    else errors[`survey_responses.${index}.response`] = [surveysMessages.namedError(question.label, check.message)];
  });

  const missing = questions
    .filter((question) => question.is_required && !seen.has(question.id))
    .map((question) => {
      const check = checkAnswer(question, null);
      return surveysMessages.namedError(question.label, check.ok ? required : check.message);
    });
  if (missing.length > 0) errors.survey_responses = missing;

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, responses };
}
