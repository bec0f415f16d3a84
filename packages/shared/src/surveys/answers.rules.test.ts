import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  checkSurveyResponses,
  STRING_ANSWER_MAX,
  TEXTAREA_ANSWER_MAX,
  type AnswerQuestion,
  type SurveyQuestionForAnswers,
} from './answers.rules.ts';
import type { SurveyQuestionType } from './surveys.schemas.ts';

const frequency = [
  { value: 'jamais', label: 'Jamais' },
  { value: 'souvent', label: 'Souvent' },
  { value: 'tres_souvent', label: 'Très souvent' },
];
const partners = [
  {
    value: 12,
    label: 'Ligue contre le cancer – Comité de Paris',
    id: 12,
    name: 'Ligue contre le cancer – Comité de Paris',
  },
  {
    value: 15,
    label: 'Ligue contre le cancer – Comité du Rhône',
    id: 15,
    name: 'Ligue contre le cancer – Comité du Rhône',
  },
];

function question(type: SurveyQuestionType, is_required = false): AnswerQuestion {
  const choices = type === 'partner' ? partners : ['date', 'string', 'textarea'].includes(type) ? [] : frequency;
  return { type, is_required, choices };
}

const ok = (value: unknown) => ({ ok: true, value });
const ko = (message: string) => ({ ok: false, message });

describe('checkAnswer, by question type (P2-SURV-13)', () => {
  it.each(['select', 'radio', 'autocomplete'] as const)(
    'P2-SURV-13 %s takes one of the choices, nothing else',
    (type) => {
      expect(checkAnswer(question(type), 'souvent')).toEqual(ok('souvent'));
      expect(checkAnswer(question(type), 'parfois')).toEqual(ko('Cette réponse ne fait pas partie des propositions'));
      expect(checkAnswer(question(type), 'Souvent')).toEqual(ko('Cette réponse ne fait pas partie des propositions'));
      expect(checkAnswer(question(type), ['souvent'])).toEqual(ko('Format invalide'));
      expect(checkAnswer(question(type), 3)).toEqual(ko('Format invalide'));
    },
  );

  it('P2-SURV-13 P2-SURV-14 partner takes the id of one of the offered partners (a select gives it as text)', () => {
    expect(checkAnswer(question('partner'), 12)).toEqual(ok(12));
    expect(checkAnswer(question('partner'), '15')).toEqual(ok(15));
    expect(checkAnswer(question('partner'), 99)).toEqual(ko('Cette réponse ne fait pas partie des propositions'));
    expect(checkAnswer(question('partner'), 'Ligue')).toEqual(ko('Format invalide'));
  });

  it('P2-SURV-13 combobox takes a choice by value or by label, or free text up to 255 characters', () => {
    expect(checkAnswer(question('combobox'), 'souvent')).toEqual(ok('souvent'));
    expect(checkAnswer(question('combobox'), ' très souvent ')).toEqual(ok('tres_souvent'));
    expect(checkAnswer(question('combobox'), '  Boulanger ')).toEqual(ok('Boulanger'));
    expect(checkAnswer(question('combobox'), 'x'.repeat(STRING_ANSWER_MAX))).toEqual(ok('x'.repeat(255)));
    expect(checkAnswer(question('combobox'), 'x'.repeat(STRING_ANSWER_MAX + 1))).toEqual(ko('255 caractères maximum'));
  });

  it.each(['multiple_select', 'checkbox'] as const)('P2-SURV-13 %s takes a list of choices, each once', (type) => {
    expect(checkAnswer(question(type), ['jamais', 'souvent'])).toEqual(ok(['jamais', 'souvent']));
    expect(checkAnswer(question(type), ['souvent', 'souvent'])).toEqual(ok(['souvent']));
    expect(checkAnswer(question(type), ['souvent', 'parfois'])).toEqual(
      ko('Cette réponse ne fait pas partie des propositions'),
    );
    expect(checkAnswer(question(type), 'souvent')).toEqual(ko('Format invalide'));
    expect(checkAnswer(question(type), [1])).toEqual(ko('Format invalide'));
  });

  it('P2-SURV-13 date takes a real calendar date written YYYY-MM-DD', () => {
    expect(checkAnswer(question('date'), '2024-02-29')).toEqual(ok('2024-02-29'));
    expect(checkAnswer(question('date'), '2023-02-29')).toEqual(ko('Date invalide'));
    expect(checkAnswer(question('date'), '29/02/2024')).toEqual(ko('Date invalide'));
    expect(checkAnswer(question('date'), '2024--')).toEqual(ko('Date invalide'));
    expect(checkAnswer(question('date'), 20240229)).toEqual(ko('Date invalide'));
  });

  it('P2-SURV-13 string takes up to 255 characters, trimmed', () => {
    expect(checkAnswer(question('string'), '  Dr Lemaire ')).toEqual(ok('Dr Lemaire'));
    expect(checkAnswer(question('string'), 'a'.repeat(256))).toEqual(ko('255 caractères maximum'));
    expect(checkAnswer(question('string'), 42)).toEqual(ko('Format invalide'));
  });

  it('P2-SURV-13 textarea takes up to 5000 characters', () => {
    expect(checkAnswer(question('textarea'), 'Ligne 1\nLigne 2')).toEqual(ok('Ligne 1\nLigne 2'));
    expect(checkAnswer(question('textarea'), 'a'.repeat(TEXTAREA_ANSWER_MAX))).toEqual(ok('a'.repeat(5000)));
    expect(checkAnswer(question('textarea'), 'a'.repeat(5001))).toEqual(ko('5000 caractères maximum'));
  });
});

describe('checkAnswer, required and blank answers', () => {
  const singleTypes = ['select', 'radio', 'autocomplete', 'partner', 'combobox', 'date', 'string', 'textarea'] as const;

  it.each(singleTypes)('P2-SURV-15 a required %s left blank says "Champ requis"', (type) => {
    for (const blank of [null, undefined, '', '   '])
      expect(checkAnswer(question(type, true), blank)).toEqual(ko('Champ requis'));
  });

  it.each(['multiple_select', 'checkbox'] as const)('P2-SURV-16 a required %s needs at least one choice', (type) => {
    expect(checkAnswer(question(type, true), [])).toEqual(ko('Veuillez choisir au moins une réponse'));
    expect(checkAnswer(question(type, true), null)).toEqual(ko('Veuillez choisir au moins une réponse'));
    expect(checkAnswer(question(type, true), ['jamais'])).toEqual(ok(['jamais']));
  });

  it('an optional question left blank is stored as null', () => {
    expect(checkAnswer(question('textarea'), '  ')).toEqual(ok(null));
    expect(checkAnswer(question('checkbox'), [])).toEqual(ok(null));
    expect(checkAnswer(question('partner'), undefined)).toEqual(ok(null));
  });
});

describe('checkSurveyResponses', () => {
  const questions: SurveyQuestionForAnswers[] = [
    { id: 1, label: 'Êtes-vous satisfait(e) ?', type: 'radio', is_required: true, choices: frequency },
    { id: 2, label: 'Ce que vous avez apprécié', type: 'checkbox', is_required: true, choices: frequency },
    { id: 3, label: 'Vos suggestions', type: 'textarea', is_required: false, choices: [] },
  ];

  it('P2-SURV-10 gives the values to store when every answer fits', () => {
    const check = checkSurveyResponses(questions, [
      { survey_question_id: 1, response: 'souvent' },
      { survey_question_id: 2, response: ['jamais'] },
      { survey_question_id: 3, response: '' },
    ]);
    expect(check).toEqual({
      ok: true,
      responses: [
        { questionId: 1, value: 'souvent' },
        { questionId: 2, value: ['jamais'] },
        { questionId: 3, value: null },
      ],
    });
  });

  it('P2-SURV-15 names the question of a wrong answer under survey_responses.<index>.response', () => {
    const check = checkSurveyResponses(questions, [
      { survey_question_id: 3, response: 'x'.repeat(5001) },
      { survey_question_id: 1, response: '' },
      { survey_question_id: 2, response: ['souvent'] },
    ]);
    expect(check).toEqual({
      ok: false,
      errors: {
        'survey_responses.0.response': ['« Vos suggestions » : 5000 caractères maximum'],
        'survey_responses.1.response': ['« Êtes-vous satisfait(e) ? » : Champ requis'],
      },
    });
  });

  it('P2-SURV-15 P2-SURV-16 lists required questions missing from the responses', () => {
    const check = checkSurveyResponses(questions, [{ survey_question_id: 3, response: 'Rien' }]);
    expect(check).toEqual({
      ok: false,
      errors: {
        survey_responses: [
          '« Êtes-vous satisfait(e) ? » : Champ requis',
          '« Ce que vous avez apprécié » : Veuillez choisir au moins une réponse',
        ],
      },
    });
  });

  it('refuses a question of another questionnaire and a question answered twice', () => {
    const check = checkSurveyResponses(questions, [
      { survey_question_id: 1, response: 'jamais' },
      { survey_question_id: 2, response: ['jamais'] },
      { survey_question_id: 77, response: 'jamais' },
      { survey_question_id: 1, response: 'souvent' },
    ]);
    expect(check).toEqual({
      ok: false,
      errors: {
        'survey_responses.2.survey_question_id': ['Cette question ne fait pas partie de ce questionnaire'],
        'survey_responses.3.survey_question_id': ['Cette question a déjà une réponse'],
      },
    });
  });
});
