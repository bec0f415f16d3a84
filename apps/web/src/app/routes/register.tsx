import { RegistrationScreen } from '../../features/registration/components/registration-screen.tsx';
import { SurveyScreen } from '../../features/surveys/routes/survey-screen.tsx';

/**
 * /register: the registration stepper, whose step 4 is the surveys feature's questionnaire
 * screen. Features do not import each other; the route composes them (ADR 012).
 */
export default function RegisterPage() {
  return (
    <RegistrationScreen
      renderProfileSurvey={({ surveyRef, onSaved }) => (
        <SurveyScreen embedded fromRegistration surveyRef={surveyRef} onSaved={onSaved} />
      )}
    />
  );
}
