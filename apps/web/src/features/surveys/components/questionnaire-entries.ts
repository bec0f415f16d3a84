import { getAccessState, isUserPremium } from '@plateforme/shared/accounts/access.rules';
import { ajaHomeMessages } from '@plateforme/shared/messages/accounts-aja';
import { navigationMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import type { QuestionnaireEntry } from './questionnaires-menu.tsx';
import type { Profile } from '../../../lib/profile.ts';

const names = surveysMessages.names;

/**
 * The AJA home's Questionnaires menu (P1 §2, P2 §6, ADR 013): none (the menu is disabled) for
 * someone neither premium nor AJA; the profile questionnaire for any signed-in AJA person
 * (registration asks it before the membership, DESIGN.md); satisfaction for premium members;
 * the cognitive one for AJA premium members, while the AJA theme is shown.
 */
export function getQuestionnaireEntries(profile: Profile | null, ajaThemeShown: boolean): QuestionnaireEntry[] {
  const premium = isUserPremium(getAccessState(profile));
  if (!profile || (!premium && !profile.is_aja)) return [];
  const entries: QuestionnaireEntry[] = [
    { label: names.profile, to: '/profile_survey', due: Boolean(profile.qr_info_alert) },
  ];
  if (premium)
    entries.push({ label: names.satisfaction, to: '/satisfaction_survey', due: Boolean(profile.qsat_alert) });
  if (premium && profile.is_aja && ajaThemeShown) {
    entries.push({ label: names.cognitive, to: '/cog_survey', due: Boolean(profile.cog_alert) });
  }
  return entries;
}

export type SurveyAlert = { label: string; to: string };

/** The questionnaires the profile asks this member to fill in now (P1 §3 alerts, ADR 008). */
export function getSurveyAlerts(profile: Profile | null): SurveyAlert[] {
  if (!profile || !isUserPremium(getAccessState(profile))) return [];
  const alerts: SurveyAlert[] = [];
  if (profile.qr_info_alert) alerts.push({ label: navigationMessages.profileSurveyAlert, to: '/profile_survey' });
  if (profile.qsat_alert) alerts.push({ label: ajaHomeMessages.satisfactionAlert, to: '/satisfaction_survey' });
  if (profile.cog_alert) alerts.push({ label: ajaHomeMessages.cognitiveAlert, to: '/cog_survey' });
  return alerts;
}
