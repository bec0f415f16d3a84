import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import type { SurveyQuestion } from '../api/get-survey.ts';
import type { SurveyResponse } from '../api/get-survey-sessions.ts';
import { loadChoiceAutocomplete } from './choice-autocomplete-loader.tsx';
import { QuestionField } from './question-field.tsx';
import { fieldName, type ResponseInput } from './survey-form-values.ts';
import { useSurveyForm, type ServerErrors } from './use-survey-form.ts';

type SurveyFormProps = {
  questions: readonly SurveyQuestion[];
  /** The last session's answers, to start from (P2-SURV-09). */
  initialResponses?: readonly SurveyResponse[];
  /** Sends the answers; a refused answer (422) puts the server's messages under the questions. */
  onSubmit: (responses: ResponseInput[]) => Promise<unknown>;
  pending?: boolean;
  submitLabel?: string;
  /** Buttons shown next to the submit button (registration: 'Modifier mon orientation'). */
  actions?: ReactNode;
};

/** The question types drawn as a combobox, whose code loads when the person reaches the form. */
const comboboxTypes: ReadonlySet<SurveyQuestion['type']> = new Set(['autocomplete', 'combobox', 'multiple_select']);

const responseErrorKey = /^survey_responses\.(\d+)\.(response|survey_question_id)$/;

/**
 * A questionnaire's form: every question, checked by the shared answer rules before
 * anything is sent (a required question left blank says 'Champ requis' and keeps the
 * focus on it). Used by the survey screens and by registration step 4.
 */
export function SurveyForm({
  questions,
  initialResponses,
  onSubmit,
  pending = false,
  submitLabel = surveysMessages.submit,
  actions,
}: SurveyFormProps) {
  const { fieldProps, submit, submitCount, hasErrors } = useSurveyForm({
    questions,
    initialResponses,
    onValid: async (responses) => {
      try {
        await onSubmit(responses);
        return undefined;
      } catch (error) {
        const placed = isApiError(error) ? serverErrorsOf(error.errors, responses, questions) : {};
        if (Object.keys(placed).length === 0)
          showSnackbar(error instanceof Error && error.message ? error.message : errorMessages.generic, 'error');
        return placed;
      }
    },
  });
  const asksCombobox = questions.some((question) => comboboxTypes.has(question.type));
  const preload = asksCombobox ? () => void loadChoiceAutocomplete().catch(() => undefined) : undefined;

  return (
    <Stack
      component="form"
      noValidate
      spacing={3.5}
      onSubmit={(event) => void submit(event)}
      onFocus={preload}
      onPointerDown={preload}
    >
      <Typography color="text.secondary">{surveysMessages.requiredHint}</Typography>
      {submitCount > 0 && hasErrors ? (
        <Alert key={submitCount} severity="error" role="alert">
          {surveysMessages.fixErrors}
        </Alert>
      ) : null}
      {questions.map((question) => (
        <QuestionField key={question.id} {...fieldProps(question)} question={question} />
      ))}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        {actions}
        <SubmitButton pending={pending} size="large">
          {submitLabel}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}

/** `survey_responses.<index>.response` names the index-th answer sent, which is the index-th question. */
function serverErrorsOf(
  serverErrors: Record<string, string[]>,
  responses: ResponseInput[],
  questions: readonly SurveyQuestion[],
): ServerErrors {
  const placed: Record<string, string> = {};
  for (const [key, fieldMessages] of Object.entries(serverErrors)) {
    const index = responseErrorKey.exec(key)?.[1];
    const questionId = index === undefined ? undefined : responses[Number(index)]?.survey_question_id;
    const question = questions.find((item) => item.id === questionId);
    const message = fieldMessages[0];
    if (question && message) placed[fieldName(question)] = message;
  }
  return placed;
}
