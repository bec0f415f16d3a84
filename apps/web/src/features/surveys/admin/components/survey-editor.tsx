import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type {
  SurveyAdminQuestion,
  SurveyQuestionsInput,
  surveyQuestionsFormSchema,
} from '@plateforme/shared/surveys/admin.schemas';
import { adminSurveysMessages as texts } from '@plateforme/shared/messages/surveys-admin';
import { lazy, Suspense, useState } from 'react';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { visuallyHiddenSx } from '../../../../components/ui/visually-hidden.ts';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { QuestionCard } from './question-card.tsx';
import {
  fieldPaths,
  focusWhenDrawn,
  labelId,
  newQuestion,
  toDraft,
  type QuestionDraft,
  type SurveyDraft,
  type SurveyDraftPath,
} from './survey-draft.ts';

type Props = {
  questions: SurveyAdminQuestion[];
  onPublish: (input: SurveyQuestionsInput) => Promise<unknown>;
};

// The confirmation's dialog and its modal machinery load with the first « Publier ».
const PublishConfirmDialog = lazy(() =>
  import('./publish-confirm-dialog.tsx').then((module) => ({ default: module.PublishConfirmDialog })),
);

const validation = lazyCheck<SurveyDraft, typeof surveyQuestionsFormSchema>(() =>
  import('@plateforme/shared/surveys/admin.schemas').then((m) => m.surveyQuestionsFormSchema),
);

/**
 * The editor of a questionnaire's current questions. Publishing asks for a confirmation, then
 * sends the whole list: the API writes it as a new version (ADR 048).
 */
export function SurveyEditor({ questions, onPublish }: Props) {
  const [pending, setPending] = useState<SurveyQuestionsInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const form = useCheckedForm({
    initial: () => toDraft(questions),
    validation,
    onValid: async (checked: SurveyQuestionsInput) => {
      setFailure(null);
      setPending(checked);
    },
  });
  const confirmOpened = useOpenedOnce(pending !== null);
  const list = form.values.questions;
  const listMessage = form.errorOf('questions');

  // A changed list is checked as a whole, as a field left: its own message shows at once.
  const changeQuestions = (next: QuestionDraft[]) => {
    form.setValue('questions', next);
    form.touch('questions');
  };

  const moveQuestion = (from: number, to: number) => {
    const next = list.filter((_question, index) => index !== from);
    next.splice(to, 0, list[from]!);
    changeQuestions(next);
    setAnnounce(texts.moved(to + 1));
    // The focus follows the question; at the top or bottom its other arrow takes it.
    const atEdge = to === 0 ? 'down' : to === list.length - 1 ? 'up' : from > to ? 'up' : 'down';
    focusWhenDrawn(() => document.getElementById(`question-${to}-${atEdge}`));
  };

  const removeQuestion = (index: number) => {
    const next = list.filter((_question, at) => at !== index);
    changeQuestions(next);
    const focused = next[Math.min(index, next.length - 1)];
    focusWhenDrawn(() => focused && document.getElementById(labelId(focused.key)));
  };

  const addQuestion = () => {
    const added = newQuestion();
    changeQuestions([...list, added]);
    focusWhenDrawn(() => document.getElementById(labelId(added.key)));
  };

  const publish = async () => {
    const checked = pending;
    setPending(null);
    if (!checked) return;
    try {
      await onPublish(checked);
    } catch (error) {
      const outcome = applyServerErrors<Record<string, unknown>>(
        error,
        (path, { message }, options) => {
          if (message) form.setError(path as SurveyDraftPath, message, { focus: options?.shouldFocus });
        },
        fieldPaths(form.values),
      );
      if (outcome.placed === 0) setFailure([outcome.message, ...outcome.others].join(' '));
    }
  };

  return (
    <Stack component="form" spacing={3} {...form.formProps} sx={{ maxWidth: '48rem' }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {announce}
      </Box>
      {listMessage ? <FormHelperText error>{listMessage}</FormHelperText> : null}
      {list.map((question, index) => (
        <QuestionCard
          key={question.key}
          form={form}
          question={question}
          index={index}
          count={list.length}
          onMove={moveQuestion}
          onRemove={removeQuestion}
        />
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={addQuestion}>
          {texts.addQuestion}
        </Button>
        <SubmitButton pending={form.submitting} pendingLabel={texts.publishing}>
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
