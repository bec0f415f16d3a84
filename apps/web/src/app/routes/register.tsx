import { RegistrationScreen } from '../../features/registration/components/registration-screen.tsx';
import { SurveyScreen } from '../../features/surveys/routes/survey-screen.tsx';

/**
 * /register: the registration stepper, whose step 4 is the surveys feature's questionnaire
 * screen. Features do not import each other; the route composes them (ADR 012).
 */
export default function RegisterPage() {
  return (
    <RegistrationScreen
      renderProfileSurvey={({ surveyRef, onSaved, knownPartner }) => (
        <SurveyScreen
          embedded
          fromRegistration
          surveyRef={surveyRef}
          onSaved={onSaved}
          // The committee chosen on step 3 answers the questionnaire's partner question of its kind.
          knownAnswer={(question) =>
            knownPartner && question.type === 'partner' && question.partner_support_type === knownPartner.supportType
              ? knownPartner.id
              : undefined
          }
        />
      )}
    />
  );
}
