import { profileSurveyRefFor } from '@plateforme/shared/surveys/survey-access.rules';
import { SurveyScreen } from './survey-screen.tsx';
import { useRespondent } from './use-respondent.ts';

/** /profile_survey (ProfileSurvey): profile, profile_aja_young or profile_aja_assistant by AJA role. */
export default function ProfileSurveyPage() {
  const respondent = useRespondent();
  return <SurveyScreen surveyRef={profileSurveyRefFor(respondent?.aja_role)} />;
}
