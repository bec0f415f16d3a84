import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { partnerSupportTypeEnum } from './registration.ts';
import { surveyQuestionTypes } from '@plateforme/shared/surveys/surveys.schemas';

/** profile, profile_aja_young, profile_aja_assistant, satisfaction, cog, life_quality. */
export const surveys = pgTable(
  'surveys',
  {
    id: serial().primaryKey(),
    ref: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('surveys_ref_unique').on(t.ref)],
);

export type Survey = typeof surveys.$inferSelect;

/** The ten question types of part 2 §5, one list for the database and the validation. */
export const surveyQuestionTypeEnum = pgEnum('survey_question_type', surveyQuestionTypes);

/** A choice keeps a stable value (stored in responses) apart from its French label. */
export type SurveyChoice = { value: string; label: string };

/**
 * What a response holds, by question type: select, radio, autocomplete, combobox: a choice
 * value (combobox also free text); multiple_select, checkbox: an array of values; partner:
 * a partner id; date: 'YYYY-MM-DD'; string, textarea: text.
 */
export type SurveyResponseValue = string | number | string[] | null;

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial().primaryKey(),
    surveyId: integer()
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    label: text().notNull(),
    type: surveyQuestionTypeEnum().notNull(),
    /** Empty for free-text types and for partner questions (choices are the partners). */
    choices: jsonb().$type<SurveyChoice[]>().notNull().default([]),
    isRequired: boolean().notNull().default(false),
    /** For partner questions: which partners are offered. */
    partnerSupportType: partnerSupportTypeEnum(),
  },
  (t) => [uniqueIndex('survey_questions_position_unique').on(t.surveyId, t.position)],
);

export type SurveyQuestion = typeof surveyQuestions.$inferSelect;
export type NewSurveyQuestion = typeof surveyQuestions.$inferInsert;

export const surveySessions = pgTable(
  'survey_sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer()
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    fromRegistration: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_sessions_user_survey_created_idx').on(t.userId, t.surveyId, t.createdAt)],
);

export type SurveySession = typeof surveySessions.$inferSelect;

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial().primaryKey(),
    surveySessionId: integer()
      .notNull()
      .references(() => surveySessions.id, { onDelete: 'cascade' }),
    surveyQuestionId: integer()
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    response: jsonb().$type<SurveyResponseValue>(),
  },
  (t) => [uniqueIndex('survey_responses_session_question_unique').on(t.surveySessionId, t.surveyQuestionId)],
);

export type SurveyResponse = typeof surveyResponses.$inferSelect;
