import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
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
    /** The version new sessions answer (ADR 048); older versions keep their questions. */
    currentVersion: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('surveys_ref_unique').on(t.ref)],
);

export type Survey = typeof surveys.$inferSelect;

/** Each published list of questions of a survey (ADR 048): version 1 is the seeded one. */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    surveyId: integer()
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Kept as text: the account may go, the history stays. */
    publishedBy: text(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.version] })],
);

export type SurveyVersion = typeof surveyVersions.$inferSelect;

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
    /** The version this question belongs to; a published version's questions never change. */
    version: integer().notNull().default(1),
    position: integer().notNull(),
    label: text().notNull(),
    type: surveyQuestionTypeEnum().notNull(),
    /** Empty for free-text types and for partner questions (choices are the partners). */
    choices: jsonb().$type<SurveyChoice[]>().notNull().default([]),
    isRequired: boolean().notNull().default(false),
    /** For partner questions: which partners are offered. */
    partnerSupportType: partnerSupportTypeEnum(),
    /** The question of the previous version this one continues, if any: the pre-fill follows it (ADR 048). */
    previousQuestionId: integer().references((): AnyPgColumn => surveyQuestions.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('survey_questions_version_position_unique').on(t.surveyId, t.version, t.position)],
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
    /** The version answered: its questions are the ones the responses point to. */
    version: integer().notNull().default(1),
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
