import { profileSurveyRefFor } from '@plateforme/shared/surveys/survey-access.rules';
import { SurveyScreen } from './survey-screen.tsx';
import { useProfile } from '../../../lib/profile.ts';

/** /profile_survey (ProfileSurvey): profile, profile_aja_young or profile_aja_assistant by AJA role. */
export default function ProfileSurveyPage() {
  const respondent = useProfile().data;
  return <SurveyScreen surveyRef={profileSurveyRefFor(respondent?.aja_role)} />;
}
