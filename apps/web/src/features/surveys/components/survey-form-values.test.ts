import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../api/get-survey.ts';
import { toFormValues } from './survey-form-values.ts';

const question = (id: number, previous: number[] = []): SurveyQuestion => ({
  id,
  survey_id: 1,
  position: id,
  partner_support_type: null,
  label: `Question ${id}`,
  type: 'radio',
  is_required: false,
  choices: [
    { value: 'oui', label: 'Oui' },
    { value: 'non', label: 'Non' },
  ],
  previous_question_ids: previous,
});

describe('toFormValues', () => {
  it('pre-fills a new version’s question from the one it continues, its own answer first', () => {
    const responses = [
      { id: 1, survey_session_id: 1, survey_question_id: 3, response: 'non' },
      { id: 2, survey_session_id: 1, survey_question_id: 4, response: 'oui' },
    ];
    expect(toFormValues([question(10, [3]), question(11), question(12, [5, 4])], responses)).toEqual({
      q10: 'non',
      q11: '',
      q12: 'oui',
    });
    expect(toFormValues([question(4, [3])], responses)).toEqual({ q4: 'oui' });
  });
});
