import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  partners,
  surveyQuestions,
  surveyResponses,
  surveySessions,
  surveys,
  surveyVersions,
  type SurveyQuestion,
  type SurveyResponseValue,
} from '../db/schema/index.ts';
import { addCalendarDays, getParisDay } from '@plateforme/shared/format/paris-time';
import type { Random } from './random.ts';
import { surveyDrafts } from './survey-questions.ts';

export type SeededSurvey = { id: number; version: number; questions: SurveyQuestion[] };

/** The six questionnaires; a survey whose ref exists is left untouched. */
export async function seedSurveys(db: Db): Promise<Map<string, SeededSurvey>> {
  for (const draft of surveyDrafts) {
    const [created] = await db
      .insert(surveys)
      .values({ ref: draft.ref, title: draft.title, description: draft.description })
      .onConflictDoNothing()
      .returning({ id: surveys.id });
    if (!created) continue;
    await db.insert(surveyVersions).values({ surveyId: created.id, version: 1 });
    await db
      .insert(surveyQuestions)
      .values(draft.questions.map((question, index) => ({ ...question, surveyId: created.id, position: index + 1 })));
  }
  const rows = await db
    .select()
    .from(surveys)
    .where(
      inArray(
        surveys.ref,
        surveyDrafts.map((draft) => draft.ref),
      ),
    );
  const result = new Map<string, SeededSurvey>();
  for (const row of rows) {
    const questions = await db
      .select()
      .from(surveyQuestions)
      .where(and(eq(surveyQuestions.surveyId, row.id), eq(surveyQuestions.version, row.currentVersion)))
      .orderBy(surveyQuestions.position);
    result.set(row.ref, { id: row.id, version: row.currentVersion, questions });
  }
  return result;
}

/** A plausible answer of the right shape for each question type. */
function sampleResponse(
  question: SurveyQuestion,
  random: Random,
  partnerIds: Map<string, number[]>,
  today: string,
): SurveyResponseValue {
  const values = question.choices.map((choice) => choice.value);
  switch (question.type) {
    case 'select':
    case 'radio':
    case 'autocomplete':
    case 'combobox':
      return random.pick(values);
    case 'multiple_select':
    case 'checkbox':
      return random.shuffle(values).slice(0, random.int(1, Math.min(3, values.length)));
    case 'partner': {
      const ids = partnerIds.get(question.partnerSupportType ?? '') ?? [];
      return ids.length > 0 ? random.pick(ids) : null;
    }
    case 'date':
      return addCalendarDays(today, -random.int(120, 1500));
    case 'string':
      return random.pick(['Dr Lemaire', 'Dr Nguyen', 'Dr Benhamou', 'Lyon', 'Rennes']);
    case 'textarea':
      return random.pick([
        "J'ai surtout du mal à me concentrer quand je suis fatigué(e).",
        'Les échanges avec le groupe me font du bien.',
        'Je voudrais des exercices à refaire chez moi.',
        '',
      ]);
  }
}

export type SurveySessionPlan = {
  userId: number;
  ref: string;
  createdAt: Date;
  fromRegistration: boolean;
};

/** Filled questionnaires, so 'Mes adhérents' shows last questionnaire dates and answers pre-fill. */
export async function seedSurveySessions(
  db: Db,
  seeded: Map<string, SeededSurvey>,
  plans: SurveySessionPlan[],
  random: Random,
): Promise<void> {
  if (plans.length === 0) return;
  const partnerRows = await db.select({ id: partners.id, supportType: partners.supportType }).from(partners);
  const partnerIds = new Map<string, number[]>();
  for (const partner of partnerRows) {
    partnerIds.set(partner.supportType, [...(partnerIds.get(partner.supportType) ?? []), partner.id]);
  }

  const sessions = await db
    .insert(surveySessions)
    .values(
      plans.map((plan) => ({
        userId: plan.userId,
        surveyId: surveyOf(seeded, plan.ref).id,
        version: surveyOf(seeded, plan.ref).version,
        fromRegistration: plan.fromRegistration,
        createdAt: plan.createdAt,
      })),
    )
    .returning({ id: surveySessions.id });

  const responses = plans.flatMap((plan, index) => {
    const sessionId = sessions[index]?.id;
    if (sessionId === undefined) throw new Error('survey session not created');
    const today = getParisDay(plan.createdAt);
    return surveyOf(seeded, plan.ref).questions.map((question) => ({
      surveySessionId: sessionId,
      surveyQuestionId: question.id,
      response: sampleResponse(question, random, partnerIds, today),
    }));
  });
  await db.insert(surveyResponses).values(responses);
}

function surveyOf(seeded: Map<string, SeededSurvey>, ref: string): SeededSurvey {
  const survey = seeded.get(ref);
  if (!survey) throw new Error(`survey ${ref} not seeded`);
  return survey;
}
