import { SATISFACTION_SURVEY_REF } from '@plateforme/shared/surveys/survey-access.rules';
import { SurveyScreen } from './survey-screen.tsx';

/** /satisfaction_survey (SatisfactionSurvey), for premium members. */
export default function SatisfactionSurveyPage() {
  return <SurveyScreen surveyRef={SATISFACTION_SURVEY_REF} />;
}
