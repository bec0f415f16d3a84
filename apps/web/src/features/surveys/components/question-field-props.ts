import type { FocusEvent } from 'react';
import type { SurveyQuestion } from '../api/get-survey.ts';
import type { AnswerFieldValue } from './survey-form-values.ts';

/** What every question field receives: the question, its value in the form, its message. */
export type QuestionFieldProps = {
  question: SurveyQuestion;
  value: AnswerFieldValue;
  onChange: (value: AnswerFieldValue) => void;
  onBlur?: () => void;
  /** The field's message ('Champ requis'…), tied to the field with aria-describedby. */
  error?: string;
  name?: string;
  /** Gets the first focusable element: the form moves the focus there when the answer is wrong. */
  inputRef?: (element: HTMLElement | null) => void;
  /** Keeps the message's line even when empty (a form's field: see FieldHelperText). */
  reserveHelperLine?: boolean;
};

/** A text field's value: what the form holds, '' before anything is chosen (as components/form reads it). */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
export const asList = (value: AnswerFieldValue) => (Array.isArray(value) ? value : []);

/**
 * A group of inputs (radios, check boxes, the date's three selects) is left when the focus
 * goes outside it, not when it moves from one box to the next: only then is it "touched",
 * so a message does not appear while the person is still choosing.
 */
export function onLeaveGroup(onBlur: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (!onBlur) return;
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onBlur();
  };
}
