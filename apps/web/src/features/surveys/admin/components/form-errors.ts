import type { SurveyQuestionsForm, SurveyQuestionsInput } from '@plateforme/shared/surveys/admin.schemas';
import { get, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * The message of a list in the form (a question's choices, the questions): the resolver puts
 * it under `root`, a server answer placed with setError directly on the path.
 */
export function listMessage<Values extends FieldValues>(errors: FieldErrors<Values>, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The editor's form: what it holds, and the list the API takes once it is checked. */
export type SurveyEditorForm = UseFormReturn<SurveyQuestionsForm, unknown, SurveyQuestionsInput>;
