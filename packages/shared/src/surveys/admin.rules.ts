/** Rules of the questionnaire editor (ADR 048), shared by the API and the web form. */
import { adminCoreMessages } from '../messages/platform-admin.ts';
import { adminPartnersMessages } from '../messages/registration-admin.ts';
import { adminSurveysMessages } from '../messages/surveys-admin.ts';
import { choicesKindOf, surveyQuestionTypes, type SurveyQuestionType } from './question-types.rules.ts';

export { choicesKindOf } from './question-types.rules.ts';

/** The indexes of choices whose value an earlier choice already uses. */
export function findDuplicateChoices(choices: readonly { value: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  choices.forEach((choice, index) => {
    const value = choice.value.trim();
    if (seen.has(value)) duplicates.push(index);
    seen.add(value);
  });
  return duplicates;
}

/**
 * A stable value for a new choice, from its label, as the seeded choices have ('Très
 * souvent' → 'tres_souvent'): the responses store it, the label can change later.
 */
export function choiceValueFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 100);
}

type ComparableQuestion = {
  label: string;
  type: string;
  is_required: boolean;
  choices: readonly { value: string; label: string }[];
  partner_support_type: string | null;
};

const comparable = (question: ComparableQuestion) => ({
  label: question.label,
  type: question.type,
  is_required: question.is_required,
  choices: question.choices.map((choice) => ({ value: choice.value, label: choice.label })),
  partner_support_type: question.partner_support_type,
});

/** True when the list differs from the current one in anything the member sees or the answers read. */
export function questionsDiffer(current: readonly ComparableQuestion[], next: readonly ComparableQuestion[]): boolean {
  return JSON.stringify(current.map(comparable)) !== JSON.stringify(next.map(comparable));
}

const isQuestionType = (type: unknown): type is SurveyQuestionType =>
  (surveyQuestionTypes as readonly unknown[]).includes(type);

type FormQuestion = {
  type?: unknown;
  choices?: { value?: unknown; label?: unknown }[];
  partner_support_type?: unknown;
};

/**
 * The editor's list as the API takes it: a new choice left without a value gets one from
 * its label; a type without choices sends none (the editor keeps them hidden, in case the
 * type is changed back); an unset partner type ('' in a select) is null.
 */
export function completeQuestionsForm(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { questions?: unknown }).questions))
    return value;
  const questions = (value as { questions: FormQuestion[] }).questions.map((question) => ({
    ...question,
    choices: (isQuestionType(question.type) && choicesKindOf(question.type) !== 'choices' ? [] : question.choices)?.map(
      (choice) => ({
        ...choice,
        value:
          typeof choice.value === 'string' && choice.value.trim() === '' && typeof choice.label === 'string'
            ? choiceValueFromLabel(choice.label)
            : choice.value,
      }),
    ),
    partner_support_type: question.partner_support_type === '' ? null : question.partner_support_type,
  }));
  return { ...value, questions };
}

const typeName = (type: string) => (adminSurveysMessages.types as Record<string, string>)[type] ?? type;
const partnerTypeName = (type: string | null) =>
  type === null ? null : ((adminPartnersMessages.supportTypes as Record<string, string>)[type] ?? type);

type LoggedQuestion = ComparableQuestion & { id?: number; position?: number };
type QuestionChanges = Record<string, { before?: unknown; after?: unknown }>;

/**
 * What a new version changes, question by question, for the audit log (ADR 063): each field
 * of a continued question that differs (« Question 3, libellé »), its new place, the added
 * questions and the removed ones, by their labels.
 */
export function describeQuestionChanges(
  current: readonly (LoggedQuestion & { id: number; position: number })[],
  next: readonly LoggedQuestion[],
): QuestionChanges {
  const texts = adminCoreMessages.audit;
  const changes: QuestionChanges = {};
  const continued = new Set<number>();
  next.forEach((question, index) => {
    const position = index + 1;
    const before = question.id === undefined ? undefined : current.find((item) => item.id === question.id);
    if (!before) {
      changes[texts.questionAdded(position)] = { after: question.label };
      return;
    }
    continued.add(before.id);
    const was = comparable(before);
    const now = comparable(question);
    const field = (name: string) => texts.questionField(position, texts.questionFields[name] ?? name);
    if (before.position !== position) changes[field('position')] = { before: before.position, after: position };
    if (was.label !== now.label) changes[field('label')] = { before: was.label, after: now.label };
    if (was.type !== now.type) changes[field('type')] = { before: typeName(was.type), after: typeName(now.type) };
    if (was.is_required !== now.is_required)
      changes[field('is_required')] = { before: was.is_required, after: now.is_required };
    if (was.partner_support_type !== now.partner_support_type) {
      changes[field('partner_support_type')] = {
        before: partnerTypeName(was.partner_support_type),
        after: partnerTypeName(now.partner_support_type),
      };
    }
    if (JSON.stringify(was.choices) !== JSON.stringify(now.choices)) {
      changes[field('choices')] = {
        before: was.choices.map((choice) => choice.label),
        after: now.choices.map((choice) => choice.label),
      };
    }
  });
  for (const question of current) {
    if (!continued.has(question.id)) changes[texts.questionRemoved(question.position)] = { before: question.label };
  }
  return changes;
}
