import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type {
  SurveyAdminQuestion,
  SurveyQuestionsForm,
  SurveyQuestionsInput,
} from '@plateforme/shared/surveys/admin.schemas';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import { lazy, Suspense, useId, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { visuallyHiddenSx } from '../../../../components/ui/visually-hidden.ts';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { listMessage } from './form-errors.ts';
import { QuestionCard } from './question-card.tsx';

type Props = {
  questions: SurveyAdminQuestion[];
  onPublish: (input: SurveyQuestionsInput) => Promise<unknown>;
};

const emptyQuestion = { label: '', type: '', is_required: false, choices: [], partner_support_type: '' } as const;

function toForm(questions: SurveyAdminQuestion[]): SurveyQuestionsForm {
  return {
    // The id goes back with the question: the new version's question continues it.
    questions: questions.map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      is_required: question.is_required,
      choices: question.choices.map((choice) => ({ value: choice.value, label: choice.label })),
      partner_support_type: question.partner_support_type ?? '',
    })),
  };
}

/** Every field a server message may name, in the form's order (the first one gets the focus). */
function fieldPaths(values: SurveyQuestionsForm): Path<SurveyQuestionsForm>[] {
  return [
    'questions',
    ...values.questions.flatMap((question, index) => [
      `questions.${index}.label` as const,
      `questions.${index}.type` as const,
      `questions.${index}.partner_support_type` as const,
      `questions.${index}.choices` as const,
      ...question.choices.flatMap((_choice, choice) => [
        `questions.${index}.choices.${choice}.label` as const,
        `questions.${index}.choices.${choice}.value` as const,
      ]),
    ]),
  ];
}

// The confirmation's dialog and its modal machinery load with the first « Publier ».
const PublishConfirmDialog = lazy(() =>
  import('./publish-confirm-dialog.tsx').then((module) => ({ default: module.PublishConfirmDialog })),
);

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/surveys/admin.schemas').then((m) => m.surveyQuestionsFormSchema),
);

/**
 * The editor of a questionnaire's current questions. Publishing asks for a confirmation, then
 * sends the whole list: the API writes it as a new version (ADR 048).
 */
export function SurveyEditor({ questions, onPublish }: Props) {
  const form = useForm<SurveyQuestionsForm, unknown, SurveyQuestionsInput>({
    resolver: validation.resolver,
    defaultValues: toForm(questions),
    mode: 'onTouched',
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });
  const [pending, setPending] = useState<SurveyQuestionsInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const confirmOpened = useOpenedOnce(pending !== null);
  const listMessageId = useId();
  const questionsMessage = listMessage(form.formState.errors, 'questions');

  const moveQuestion = (from: number, to: number) => {
    move(from, to);
    setAnnounce(texts.moved(to + 1));
    // The focus follows the question; at the top or bottom its other arrow takes it.
    const atEdge = to === 0 ? 'down' : to === fields.length - 1 ? 'up' : from > to ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`question-${to}-${atEdge}`)?.focus());
  };

  const removeQuestion = (index: number) => {
    remove(index);
    requestAnimationFrame(() => form.setFocus(`questions.${Math.min(index, fields.length - 2)}.label`));
  };

  const confirm = form.handleSubmit((values) => {
    setFailure(null);
    setPending(values);
  });

  const publish = async () => {
    const values = pending;
    setPending(null);
    if (!values) return;
    try {
      await onPublish(values);
    } catch (error) {
      const outcome = applyServerErrors(error, form.setError, fieldPaths(form.getValues()));
      if (outcome.placed === 0) setFailure([outcome.message, ...outcome.others].join(' '));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => void confirm(event)}
      sx={{ maxWidth: '48rem' }}
      {...validation.preloadHandlers}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {announce}
      </Box>
      {questionsMessage ? (
        <FormHelperText error id={listMessageId}>
          {questionsMessage}
        </FormHelperText>
      ) : null}
      {fields.map((field, index) => (
        <QuestionCard
          key={field.key}
          form={form}
          index={index}
          count={fields.length}
          onMove={moveQuestion}
          onRemove={removeQuestion}
        />
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            append(
              { ...emptyQuestion, choices: [] },
              { shouldFocus: true, focusName: `questions.${fields.length}.label` },
            )
          }
        >
          {texts.addQuestion}
        </Button>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={texts.publishing}>
          {texts.publish}
        </SubmitButton>
      </Stack>
      {confirmOpened ? (
        <Suspense fallback={null}>
          <PublishConfirmDialog
            open={pending !== null}
            onCancel={() => setPending(null)}
            onConfirm={() => void publish()}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
