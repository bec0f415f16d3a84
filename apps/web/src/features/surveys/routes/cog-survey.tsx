import { COGNITIVE_SURVEY_REF } from '@plateforme/shared/surveys/survey-access.rules';
import { SurveyScreen } from './survey-screen.tsx';

/** /cog_survey (CogSurvey), for AJA premium members. */
export default function CogSurveyPage() {
  return <SurveyScreen surveyRef={COGNITIVE_SURVEY_REF} />;
}
