import type {
  SurveyAdminQuestion,
  SurveyQuestionForm,
  SurveyQuestionsInput,
} from '@plateforme/shared/surveys/admin.schemas';
import type { CheckedForm } from '../../../../lib/use-checked-form.ts';
import type { PathOf } from '../../../../lib/value-path.ts';

/**
 * A question or choice of the editor, with a `key` naming it for React while it moves or its
 * neighbours go. The API never sees the key: its schema keeps only its own fields.
 */
export type ChoiceDraft = { key: string; value: string; label: string };
export type QuestionDraft = Omit<SurveyQuestionForm, 'choices'> & { key: string; choices: ChoiceDraft[] };
export type SurveyDraft = { questions: QuestionDraft[] };
export type SurveyDraftPath = PathOf<SurveyDraft>;

/** The editor's form: what it holds, and the list the API takes once it is checked. */
export type SurveyEditorForm = CheckedForm<SurveyDraft, SurveyQuestionsInput>;

let lastKey = 0;
const newKey = () => `k${(lastKey += 1)}`;

export const newChoice = (): ChoiceDraft => ({ key: newKey(), value: '', label: '' });

export const newQuestion = (): QuestionDraft => ({
  key: newKey(),
  label: '',
  type: '',
  is_required: false,
  choices: [],
  partner_support_type: '',
});

export function toDraft(questions: readonly SurveyAdminQuestion[]): SurveyDraft {
  return {
    // The id goes back with the question: the new version's question continues it.
    questions: questions.map((question) => ({
      key: newKey(),
      id: question.id,
      label: question.label,
      type: question.type,
      is_required: question.is_required,
      choices: question.choices.map((choice) => ({ key: newKey(), value: choice.value, label: choice.label })),
      partner_support_type: question.partner_support_type ?? '',
    })),
  };
}

/** Every field a server message may name, in the form's order (the first one gets the focus). */
export function fieldPaths(draft: SurveyDraft): SurveyDraftPath[] {
  return [
    'questions',
    ...draft.questions.flatMap((question, index) => [
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

/** The id of a question's or choice's label field, where the focus goes after the list changes. */
export const labelId = (key: string) => `survey-editor-${key}-label`;

/** Moves the focus once the changed list is drawn. */
export function focusWhenDrawn(find: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => find()?.focus());
}
