import { LIFE_QUALITY_SURVEY_REF } from '@plateforme/shared/surveys/survey-access.rules';
import { SurveyScreen } from './survey-screen.tsx';

/** /life_quality_survey, for premium members. */
export default function LifeQualitySurveyPage() {
  return <SurveyScreen surveyRef={LIFE_QUALITY_SURVEY_REF} />;
}
