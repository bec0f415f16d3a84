import { describe, expect, it } from 'vitest';
import { createSurveySessionInputSchema } from './surveys.schemas.ts';

describe('createSurveySessionInputSchema', () => {
  const body = {
    user_id: 3,
    survey_id: 4,
    survey_responses: [
      { survey_question_id: 10, response: 'oui' },
      { survey_question_id: 11, response: ['a', 'b'] },
      { survey_question_id: 12, response: 7 },
      { survey_question_id: 13, response: null },
      { survey_question_id: 14 },
    ],
  };

  it('P2-SURV-10 reads user_id, survey_id, from_registration and survey_responses', () => {
    const parsed = createSurveySessionInputSchema.parse({ ...body, from_registration: true });
    expect(parsed.from_registration).toBe(true);
    expect(parsed.survey_responses).toHaveLength(5);
    expect(createSurveySessionInputSchema.parse(body).from_registration).toBe(false);
    expect(createSurveySessionInputSchema.parse({ ...body, from_registration: 1 }).from_registration).toBe(true);
  });

  it('refuses a response that is no answer shape and ids that are not ids', () => {
    expect(
      createSurveySessionInputSchema.safeParse({
        ...body,
        survey_responses: [{ survey_question_id: 1, response: { a: 1 } }],
      }).success,
    ).toBe(false);
    expect(createSurveySessionInputSchema.safeParse({ ...body, survey_id: 0 }).success).toBe(false);
    expect(createSurveySessionInputSchema.safeParse({ ...body, user_id: '3' }).success).toBe(false);
    expect(createSurveySessionInputSchema.safeParse({ ...body, survey_responses: undefined }).success).toBe(false);
  });
});
