import type { FastifyInstance } from 'fastify';

export type WireQuestion = {
  id: number;
  label: string;
  type: string;
  is_required: boolean;
  choices: { value: string | number; label: string }[];
};
export type WireSurvey = { id: number; ref: string; survey_questions: WireQuestion[] };

export async function fetchSurvey(
  app: FastifyInstance,
  headers: { authorization: string },
  ref: string,
): Promise<WireSurvey> {
  const response = await app.inject({ method: 'GET', url: `/api/surveys/ref/${ref}`, headers });
  if (response.statusCode !== 200) throw new Error(`survey ${ref}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** A valid answer to every question, the `pick`-th choice where there are choices. */
export function answerAll(survey: WireSurvey, pick = 0) {
  return survey.survey_questions.map((question) => {
    const choice = question.choices[pick % Math.max(1, question.choices.length)]?.value ?? null;
    const response = (() => {
      switch (question.type) {
        case 'multiple_select':
        case 'checkbox':
          return choice === null ? [] : [choice];
        case 'date':
          return '2023-04-12';
        case 'string':
          return 'Dr Lemaire';
        case 'textarea':
          return 'Les échanges avec le groupe me font du bien.';
        default:
          return choice;
      }
    })();
    return { survey_question_id: question.id, response };
  });
}
