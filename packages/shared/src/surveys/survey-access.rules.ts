/**
 * Who answers which questionnaire (P2 §2, §6 and DESIGN.md's answer, ADR 010): the profile
 * questionnaires are open to any signed-in person for their own account, since registration
 * step 4 comes before payment; the others are for premium members; the cognitive one for
 * AJA premium members. The API enforces with these, the web picks the questionnaire with them.
 */
import type { AjaRole } from '../accounts/age.rules.ts';

export const profileSurveyRefs = ['profile', 'profile_aja_young', 'profile_aja_assistant'] as const;
export type ProfileSurveyRef = (typeof profileSurveyRefs)[number];

export const SATISFACTION_SURVEY_REF = 'satisfaction';
export const COGNITIVE_SURVEY_REF = 'cog';
export const LIFE_QUALITY_SURVEY_REF = 'life_quality';

/** The profile questionnaire that describes this person (registration step 4, /profile_survey). */
export function profileSurveyRefFor(ajaRole: AjaRole | null | undefined): ProfileSurveyRef {
  if (ajaRole === 'aja_young') return 'profile_aja_young';
  if (ajaRole === 'aja_assistant') return 'profile_aja_assistant';
  return 'profile';
}

export function isProfileSurveyRef(ref: string): ref is ProfileSurveyRef {
  return (profileSurveyRefs as readonly string[]).includes(ref);
}

export type SurveyAudience = 'signed_in' | 'premium_member' | 'aja_premium_member';

export function surveyAudience(ref: string): SurveyAudience {
  if (isProfileSurveyRef(ref)) return 'signed_in';
  if (ref === COGNITIVE_SURVEY_REF) return 'aja_premium_member';
  return 'premium_member';
}

/** The facts about the person answering: a member (role user), with a current membership, AJA. */
export type Respondent = { role: 'user' | 'pro' | 'admin'; isPremium: boolean; isAja: boolean };

export type AnswerRefusal = 'members_only' | 'aja_members_only';

/** Null when the person may answer the questionnaire for themself, else why not. */
export function answerRefusal(ref: string, respondent: Respondent): AnswerRefusal | null {
  const audience = surveyAudience(ref);
  if (audience === 'signed_in') return null;
  const premiumMember = respondent.role === 'user' && respondent.isPremium;
  if (!premiumMember) return 'members_only';
  if (audience === 'aja_premium_member' && !respondent.isAja) return 'aja_members_only';
  return null;
}
