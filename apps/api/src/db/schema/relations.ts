import { relations } from 'drizzle-orm';
import { proStatuses, users } from './accounts.ts';
import { invitations, passwordResets } from './accounts-links.ts';
import { oauthAccessTokens, oauthClients, oauthRefreshTokens } from './accounts-sign-in.ts';
import { memberships, payments } from './membership.ts';
import { partnerCodes, partners } from './registration.ts';
import { surveyQuestions, surveyResponses, surveySessions, surveys } from './surveys.ts';
import { substitutions, workshops } from './workshops.ts';
import { meetingSubscriptions, meetings } from './workshops-meetings.ts';

// Relations for the query API (db.query.x.findMany({ with })); kept apart from the tables
// so the context files do not import each other in circles. Attachments are polymorphic
// and are joined by hand.

export const usersRelations = relations(users, ({ one, many }) => ({
  assistant: one(users, { fields: [users.assistantId], references: [users.id], relationName: 'assistant' }),
  assistedYoung: many(users, { relationName: 'assistant' }),
  memberships: many(memberships),
  payments: many(payments),
  proStatuses: many(proStatuses),
  ownedWorkshops: many(workshops, { relationName: 'owner' }),
  secondaryWorkshops: many(workshops, { relationName: 'secondaryPro' }),
  substitutions: many(substitutions),
  subscriptions: many(meetingSubscriptions),
  surveySessions: many(surveySessions),
}));

export const oauthAccessTokensRelations = relations(oauthAccessTokens, ({ one, many }) => ({
  user: one(users, { fields: [oauthAccessTokens.userId], references: [users.id] }),
  client: one(oauthClients, { fields: [oauthAccessTokens.clientId], references: [oauthClients.id] }),
  refreshTokens: many(oauthRefreshTokens),
}));

export const oauthRefreshTokensRelations = relations(oauthRefreshTokens, ({ one }) => ({
  accessToken: one(oauthAccessTokens, {
    fields: [oauthRefreshTokens.accessTokenId],
    references: [oauthAccessTokens.id],
  }),
}));

export const passwordResetsRelations = relations(passwordResets, ({ one }) => ({
  user: one(users, { fields: [passwordResets.userId], references: [users.id] }),
}));

export const invitationsRelations = relations(invitations, ({ one }) => ({
  user: one(users, { fields: [invitations.userId], references: [users.id] }),
}));

export const partnersRelations = relations(partners, ({ many }) => ({
  codes: many(partnerCodes),
  workshops: many(workshops),
  memberships: many(memberships),
}));

export const partnerCodesRelations = relations(partnerCodes, ({ one }) => ({
  partner: one(partners, { fields: [partnerCodes.partnerId], references: [partners.id] }),
}));

export const membershipsRelations = relations(memberships, ({ one }) => ({
  user: one(users, { fields: [memberships.userId], references: [users.id] }),
  payment: one(payments, { fields: [memberships.paymentId], references: [payments.id] }),
  partner: one(partners, { fields: [memberships.partnerId], references: [partners.id] }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  user: one(users, { fields: [payments.userId], references: [users.id] }),
  memberships: many(memberships),
}));

export const proStatusesRelations = relations(proStatuses, ({ one }) => ({
  user: one(users, { fields: [proStatuses.userId], references: [users.id] }),
}));

export const workshopsRelations = relations(workshops, ({ one, many }) => ({
  user: one(users, { fields: [workshops.userId], references: [users.id], relationName: 'owner' }),
  secondaryPro: one(users, {
    fields: [workshops.secondaryProId],
    references: [users.id],
    relationName: 'secondaryPro',
  }),
  partner: one(partners, { fields: [workshops.partnerId], references: [partners.id] }),
  meetings: many(meetings),
  substitutions: many(substitutions),
}));

export const substitutionsRelations = relations(substitutions, ({ one }) => ({
  workshop: one(workshops, { fields: [substitutions.workshopId], references: [workshops.id] }),
  user: one(users, { fields: [substitutions.userId], references: [users.id] }),
}));

export const meetingsRelations = relations(meetings, ({ one, many }) => ({
  workshop: one(workshops, { fields: [meetings.workshopId], references: [workshops.id] }),
  subscriptions: many(meetingSubscriptions),
}));

export const meetingSubscriptionsRelations = relations(meetingSubscriptions, ({ one }) => ({
  meeting: one(meetings, { fields: [meetingSubscriptions.meetingId], references: [meetings.id] }),
  user: one(users, { fields: [meetingSubscriptions.userId], references: [users.id] }),
}));

export const surveysRelations = relations(surveys, ({ many }) => ({
  questions: many(surveyQuestions),
  sessions: many(surveySessions),
}));

export const surveyQuestionsRelations = relations(surveyQuestions, ({ one, many }) => ({
  survey: one(surveys, { fields: [surveyQuestions.surveyId], references: [surveys.id] }),
  responses: many(surveyResponses),
}));

export const surveySessionsRelations = relations(surveySessions, ({ one, many }) => ({
  user: one(users, { fields: [surveySessions.userId], references: [users.id] }),
  survey: one(surveys, { fields: [surveySessions.surveyId], references: [surveys.id] }),
  responses: many(surveyResponses),
}));

export const surveyResponsesRelations = relations(surveyResponses, ({ one }) => ({
  session: one(surveySessions, { fields: [surveyResponses.surveySessionId], references: [surveySessions.id] }),
  question: one(surveyQuestions, { fields: [surveyResponses.surveyQuestionId], references: [surveyQuestions.id] }),
}));
