import { describe, expect, it } from 'vitest';
import {
  choiceValueFromLabel,
  choicesKindOf,
  describeQuestionChanges,
  findDuplicateChoices,
  questionsDiffer,
} from './admin.rules.ts';
import { surveyQuestionsFormSchema, surveyQuestionsInputSchema } from './admin.schemas.ts';

const question = {
  label: 'Fréquence',
  type: 'radio',
  is_required: true,
  choices: [{ value: 'jamais', label: 'Jamais' }],
  partner_support_type: null,
};

describe('questionnaire editor rules', () => {
  it('tells choice types from free answers and partner questions', () => {
    expect(choicesKindOf('checkbox')).toBe('choices');
    expect(choicesKindOf('combobox')).toBe('choices');
    expect(choicesKindOf('textarea')).toBe('none');
    expect(choicesKindOf('date')).toBe('none');
    expect(choicesKindOf('partner')).toBe('partners');
  });

  it('points at the second use of a value', () => {
    expect(findDuplicateChoices([{ value: 'a' }, { value: 'b' }, { value: 'a ' }, { value: 'b' }])).toEqual([2, 3]);
    expect(findDuplicateChoices([])).toEqual([]);
  });

  it('derives a value from a French label as the seeded choices have', () => {
    expect(choiceValueFromLabel('Très souvent')).toBe('tres_souvent');
    expect(choiceValueFromLabel("  Cancer de l'ovaire ")).toBe('cancer_de_l_ovaire');
  });

  it('sees a changed label, order or choice, not an identical list', () => {
    expect(questionsDiffer([question], [{ ...question }])).toBe(false);
    expect(questionsDiffer([question], [{ ...question, label: 'Fréquence ?' }])).toBe(true);
    expect(
      questionsDiffer(
        [question],
        [{ ...question, choices: [...question.choices, { value: 'souvent', label: 'Souvent' }] }],
      ),
    ).toBe(true);
    expect(questionsDiffer([question, { ...question, label: 'B' }], [{ ...question, label: 'B' }, question])).toBe(
      true,
    );
  });
});

describe('surveyQuestionsInputSchema', () => {
  const issues = (body: unknown) => {
    const result = surveyQuestionsInputSchema.safeParse(body);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('refuses an empty list, a blank label, a choice type without choices and free text with some', () => {
    expect(issues({ questions: [] })).toEqual({ questions: 'Ajoutez au moins une question' });
    expect(
      issues({
        questions: [
          { label: ' ', type: 'radio', choices: [] },
          { label: 'Remarques', type: 'textarea', choices: [{ value: 'a', label: 'A' }] },
          { label: 'Qui vous suit ?', type: 'partner' },
          {
            label: 'Choix',
            type: 'select',
            choices: [
              { value: 'a', label: 'A' },
              { value: 'a', label: 'B' },
            ],
          },
        ],
      }),
    ).toEqual({
      'questions.0.label': 'Champ requis',
      'questions.0.choices': 'Ajoutez au moins une proposition',
      'questions.1.choices': 'Ce type de réponse n’a pas de propositions',
      'questions.2.partner_support_type': 'Choisissez le type de partenaires proposés',
      'questions.3.choices.1.value': 'Cette valeur est déjà utilisée par une autre proposition',
    });
  });

  it('drops the partner type of a question that is not a partner question', () => {
    const parsed = surveyQuestionsInputSchema.parse({
      questions: [{ label: 'Ville', type: 'string', partner_support_type: 'ligue' }],
    });
    expect(parsed.questions[0]).toEqual({
      label: 'Ville',
      type: 'string',
      is_required: false,
      choices: [],
      partner_support_type: null,
    });
  });
});

describe('surveyQuestionsFormSchema', () => {
  it('gives a new choice its value from its label and keeps the ones typed', () => {
    const parsed = surveyQuestionsFormSchema.parse({
      questions: [
        {
          label: 'Fréquence',
          type: 'radio',
          is_required: true,
          partner_support_type: '',
          choices: [
            { value: 'jamais', label: 'Jamais' },
            { value: ' ', label: 'Très souvent' },
          ],
        },
      ],
    });
    expect(parsed.questions[0]!.choices).toEqual([
      { value: 'jamais', label: 'Jamais' },
      { value: 'tres_souvent', label: 'Très souvent' },
    ]);
    expect(parsed.questions[0]!.partner_support_type).toBeNull();
  });

  it('sends no choices for a type that has none, as the editor hides them', () => {
    const parsed = surveyQuestionsFormSchema.parse({
      questions: [
        {
          label: 'Remarques',
          type: 'textarea',
          is_required: false,
          partner_support_type: '',
          choices: [{ value: 'a', label: 'A' }],
        },
      ],
    });
    expect(parsed.questions[0]!.choices).toEqual([]);
  });

  it('places the duplicate a derived value makes under that choice', () => {
    const result = surveyQuestionsFormSchema.safeParse({
      questions: [
        {
          label: 'Note',
          type: 'select',
          is_required: false,
          partner_support_type: '',
          choices: [
            { value: 'bien', label: 'Bien' },
            { value: '', label: 'Bien' },
          ],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['questions.0.choices.1.value', 'Cette valeur est déjà utilisée par une autre proposition'],
    ]);
  });
});

describe('describeQuestionChanges', () => {
  const question = (
    id: number,
    position: number,
    label: string,
    extra: Partial<{ type: string; is_required: boolean }> = {},
  ) => ({
    id,
    position,
    label,
    type: 'radio',
    is_required: true,
    choices: [
      { value: 'oui', label: 'Oui' },
      { value: 'non', label: 'Non' },
    ],
    partner_support_type: null,
    ...extra,
  });

  it('names each changed field of a continued question, the added and the removed ones, in French', () => {
    const current = [question(1, 1, 'Âge'), question(2, 2, 'Ville'), question(3, 3, 'Diagnostic')];
    const next = [
      { ...question(2, 1, 'Commune de résidence'), is_required: false },
      { ...question(1, 2, 'Âge'), type: 'select', choices: [{ value: 'oui', label: 'Oui' }] },
      {
        label: 'Comment nous avez-vous connus ?',
        type: 'textarea',
        is_required: false,
        choices: [],
        partner_support_type: null,
      },
    ];
    expect(describeQuestionChanges(current, next)).toEqual({
      'Question 1, place': { before: 2, after: 1 },
      'Question 1, libellé': { before: 'Ville', after: 'Commune de résidence' },
      'Question 1, obligatoire': { before: true, after: false },
      'Question 2, place': { before: 1, after: 2 },
      'Question 2, type': { before: 'Boutons radio (un seul choix)', after: 'Liste déroulante' },
      'Question 2, choix': { before: ['Oui', 'Non'], after: ['Oui'] },
      'Question 3 (ajoutée)': { after: 'Comment nous avez-vous connus ?' },
      'Ancienne question 3 (retirée)': { before: 'Diagnostic' },
    });
  });

  it('says nothing of an unchanged question', () => {
    expect(describeQuestionChanges([question(1, 1, 'Âge')], [question(1, 1, 'Âge')])).toEqual({});
  });
});
