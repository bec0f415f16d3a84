import { getAccessState, isUserPremium } from '@plateforme/shared/accounts/access.rules';
import { parseRegistrationProcess, profileSurveyFlagFor } from '@plateforme/shared/registration/registration.rules';
import type { Profile } from '../../lib/profile.ts';

/**
 * The « questionnaire de profil » reminder (home banner and header alert, P1-HOME-08,
 * P2-NAV-05): a premium member whose registration path had the questionnaire step (ligue,
 * patientsreseau, AJA) and who has no recent answer (qr_info_alert). Paths without that
 * step (other, health insurance, employer) never asked for it, so they are not reminded.
 */
export function isProfileSurveyAlertShown(profile: Profile | null | undefined): boolean {
  if (!profile || !profile.qr_info_alert) return false;
  if (!isUserPremium(getAccessState(profile))) return false;
  return profileSurveyFlagFor(parseRegistrationProcess(profile.registration_process)) !== null;
}
