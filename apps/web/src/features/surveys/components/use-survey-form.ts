import { useRef, useState, type FormEvent } from 'react';
import type { SurveyQuestion } from '../api/get-survey.ts';
import type { SurveyResponse } from '../api/get-survey-sessions.ts';
import type { QuestionFieldProps } from './question-field-props.ts';
import {
  fieldName,
  findAnswerError,
  toFormValues,
  toResponses,
  type AnswerFieldValue,
  type ResponseInput,
  type SurveyFormValues,
} from './survey-form-values.ts';

/** The server's messages, by field name, from a refused answer (422). */
export type ServerErrors = Readonly<Record<string, string>>;

type Options = {
  questions: readonly SurveyQuestion[];
  initialResponses?: readonly SurveyResponse[];
  /** Sends the answers; answers the server's messages by field name when it refuses them. */
  onValid: (responses: ResponseInput[]) => Promise<ServerErrors | undefined>;
};

/**
 * A questionnaire's answers, checked as `useCheckedForm` checks a form: a question says what
 * is wrong once left, then as it changes; all of them after a first submit, which moves the
 * focus to the first one wrong. Its own small state, as its checks are the question rules
 * rather than a zod schema (ADR 101).
 */
export function useSurveyForm({ questions, initialResponses, onValid }: Options) {
  const [values, setValues] = useState<SurveyFormValues>(() => toFormValues(questions, initialResponses));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  const elements = useRef(new Map<string, HTMLElement>());

  const checkedError = (question: SurveyQuestion) => findAnswerError(question, values[fieldName(question)]);
  const errorOf = (question: SurveyQuestion) => {
    const name = fieldName(question);
    if (serverErrors[name]) return serverErrors[name];
    return submitCount > 0 || touched.has(name) ? checkedError(question) : undefined;
  };
  const focus = (name: string) => elements.current.get(name)?.focus();

  const fieldProps = (question: SurveyQuestion): Omit<QuestionFieldProps, 'question'> => {
    const name = fieldName(question);
    return {
      name,
      value: values[name] ?? '',
      error: errorOf(question),
      reserveHelperLine: true,
      onChange: (value: AnswerFieldValue) => {
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors((current) => (current[name] ? { ...current, [name]: '' } : current));
      },
      onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
      inputRef: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    setServerErrors({});
    const wrong = questions.find((question) => checkedError(question) !== undefined);
    if (wrong) {
      focus(fieldName(wrong));
      return;
    }
    const refused = await onValid(toResponses(questions, values));
    if (!refused) return;
    setServerErrors(refused);
    const first = questions.map(fieldName).find((name) => refused[name]);
    if (first) focus(first);
  };

  const hasErrors = questions.some((question) => errorOf(question) !== undefined);
  return { fieldProps, submit, submitCount, hasErrors };
}
