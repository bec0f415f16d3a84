import { describe, expect, it } from 'vitest';
import { answerRefusal, profileSurveyRefFor, surveyAudience, type Respondent } from './survey-access.rules.ts';

const member = (isPremium: boolean, isAja = false): Respondent => ({ role: 'user', isPremium, isAja });

describe('survey access rules', () => {
  it('P2-SURV-08 picks the profile questionnaire by AJA role', () => {
    expect(profileSurveyRefFor(null)).toBe('profile');
    expect(profileSurveyRefFor(undefined)).toBe('profile');
    expect(profileSurveyRefFor('aja_young')).toBe('profile_aja_young');
    expect(profileSurveyRefFor('aja_assistant')).toBe('profile_aja_assistant');
  });

  it('P2-SURV-02 the profile questionnaires are open to any signed-in person (registration step 4 comes before payment)', () => {
    for (const ref of ['profile', 'profile_aja_young', 'profile_aja_assistant']) {
      expect(surveyAudience(ref)).toBe('signed_in');
      expect(answerRefusal(ref, member(false))).toBeNull();
      expect(answerRefusal(ref, { role: 'pro', isPremium: false, isAja: false })).toBeNull();
    }
  });

  it('P2-SURV-01 P2-SURV-04 satisfaction and quality of life need a premium member', () => {
    for (const ref of ['satisfaction', 'life_quality']) {
      expect(answerRefusal(ref, member(true))).toBeNull();
      expect(answerRefusal(ref, member(true, true))).toBeNull();
      expect(answerRefusal(ref, member(false))).toBe('members_only');
      expect(answerRefusal(ref, { role: 'pro', isPremium: true, isAja: false })).toBe('members_only');
      expect(answerRefusal(ref, { role: 'admin', isPremium: true, isAja: false })).toBe('members_only');
    }
  });

  it('P2-SURV-03 the cognitive questionnaire needs an AJA premium member', () => {
    expect(surveyAudience('cog')).toBe('aja_premium_member');
    expect(answerRefusal('cog', member(true, true))).toBeNull();
    expect(answerRefusal('cog', member(true, false))).toBe('aja_members_only');
    expect(answerRefusal('cog', member(false, true))).toBe('members_only');
  });
});
