/**
 * When the profile asks a member to fill in a questionnaire (part 1 §3: qr_info_alert,
 * qsat_alert, cog_alert). The spec names the flags, not the rules: see ADR 008.
 */
export const PROFILE_SURVEY_MAX_AGE_DAYS = 365;
export const SATISFACTION_AFTER_ATTENDED = 5;

export type AlertFacts = {
  isPremium: boolean;
  isMember: boolean;
  isAja: boolean;
  /** The cognitive questionnaire speaks to the young person ('tu', 'en cours ou au travail'): carers get no cog_alert (ADR 010). */
  ajaRole: 'aja_young' | 'aja_assistant' | null;
  /** Newest answer to the member's profile questionnaire (profile, profile_aja_young or _assistant). */
  lastProfileSurvey: Date | undefined;
  lastSatisfactionSurvey: Date | undefined;
  lastCognitiveSurvey: Date | undefined;
  attendedMeetingStarts: Date[];
  now: Date;
};

export type ProfileAlerts = { qr_info_alert: 0 | 1; qsat_alert: 0 | 1; cog_alert: 0 | 1 };

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function computeProfileAlerts(facts: AlertFacts): ProfileAlerts {
  const concerned = facts.isPremium && facts.isMember;
  const profileStale =
    !facts.lastProfileSurvey ||
    facts.now.getTime() - facts.lastProfileSurvey.getTime() > PROFILE_SURVEY_MAX_AGE_DAYS * 86_400_000;
  const fifthAttended = facts.attendedMeetingStarts[SATISFACTION_AFTER_ATTENDED - 1];
  const satisfactionDue =
    fifthAttended !== undefined && (!facts.lastSatisfactionSurvey || facts.lastSatisfactionSurvey < fifthAttended);
  return {
    qr_info_alert: flag(concerned && profileStale),
    qsat_alert: flag(concerned && satisfactionDue),
    cog_alert: flag(concerned && facts.isAja && facts.ajaRole === 'aja_young' && !facts.lastCognitiveSurvey),
  };
}
