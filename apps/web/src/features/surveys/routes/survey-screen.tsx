import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import type { SurveyResponseValue } from '@plateforme/shared/surveys/surveys.schemas';
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCreateSurveySession } from '../api/create-survey-session.ts';
import { useSurvey, type SurveyQuestion } from '../api/get-survey.ts';
import { useLastSurveySession, type SurveySession } from '../api/get-survey-sessions.ts';
import type { ResponseInput } from '../components/survey-form-values.ts';
import { useProfile } from '../../../lib/profile.ts';

// The form loads beside the questionnaire's data, not before the screen: registration's
// steps 1 to 3 never download it (ADR 095).
const loadSurveyForm = () => import('../components/survey-form.tsx');
const SurveyForm = lazy(() => loadSurveyForm().then((m) => ({ default: m.SurveyForm })));

type SurveyScreenProps = {
  surveyRef: string;
  /** Registration step 4 records the profile questionnaire as part of the registration. */
  fromRegistration?: boolean;
  /** What follows a save; by default the AJA home for AJA profiles, home otherwise (P2-SURV-12). */
  onSaved?: (session: SurveySession) => void | Promise<void>;
  /**
   * Inside another screen (registration step 4): no card and no page heading of its own,
   * the questionnaire's title is a level-3 heading under the host's.
   */
  embedded?: boolean;
  /**
   * Answers the host already holds (registration step 3's Ligue committee): those questions
   * are not asked again, and their answers are sent with the others.
   */
  knownAnswer?: (question: SurveyQuestion) => SurveyResponseValue | undefined;
};

/**
 * A questionnaire screen (P2 §2 Surveys and profile): the questionnaire by reference, the
 * last answers pre-filled, a save that refreshes the profile and says 'Questionnaire
 * enregistré !', then home.
 */
export function SurveyScreen({
  surveyRef,
  fromRegistration = false,
  onSaved,
  embedded = false,
  knownAnswer,
}: SurveyScreenProps) {
  const respondent = useProfile().data;
  const navigate = useNavigate();
  const surveyQuery = useSurvey(surveyRef);
  const lastQuery = useLastSurveySession(respondent?.id, surveyRef);
  const create = useCreateSurveySession();
  useEffect(() => void loadSurveyForm().catch(() => undefined), []);

  if (!respondent) return <Navigate to="/login" replace />;
  if (surveyQuery.isError || lastQuery.isError) {
    return (
      <ErrorState
        title={embedded ? undefined : surveysMessages.title}
        message={surveysMessages.loadFailed}
        onRetry={() => void Promise.all([surveyQuery.refetch(), lastQuery.refetch()])}
      />
    );
  }
  if (surveyQuery.isPending || lastQuery.isPending) return <PageLoader label="Chargement du questionnaire" />;

  const survey = surveyQuery.data;
  const lastSession = lastQuery.data;

  const known: ResponseInput[] = survey.survey_questions.flatMap((question) => {
    const response = knownAnswer?.(question);
    return response === undefined ? [] : [{ survey_question_id: question.id, response }];
  });
  const asked = survey.survey_questions.filter(
    (question) => !known.some((answer) => answer.survey_question_id === question.id),
  );

  const save = async (responses: ResponseInput[]) => {
    const session = await create.mutateAsync({
      user_id: respondent.id,
      survey_id: survey.id,
      from_registration: fromRegistration,
      survey_responses: [...responses, ...known],
    });
    showSnackbar(surveysMessages.saved, 'success');
    if (onSaved) await onSaved(session);
    else void navigate(respondent.is_aja ? '/aja' : '/home');
  };

  const content = (
    <Stack spacing={3}>
      {embedded ? (
        <Typography variant="h3" component="h3">
          {survey.title}
        </Typography>
      ) : (
        <Typography variant="h1">{survey.title}</Typography>
      )}
      {survey.description ? <Typography>{survey.description}</Typography> : null}
      {survey.survey_questions.length === 0 ? (
        <>
          <Typography>{surveysMessages.empty}</Typography>
          <div>
            <Button component={RouterLink} to={respondent.is_aja ? '/aja' : '/home'} variant="contained">
              {commonMessages.home}
            </Button>
          </div>
        </>
      ) : (
        <Suspense fallback={<PageLoader label="Chargement du questionnaire" />}>
          <SurveyForm
            key={lastSession?.id ?? 'new'}
            questions={asked}
            initialResponses={lastSession?.survey_responses}
            onSubmit={save}
            pending={create.isPending}
          />
        </Suspense>
      )}
    </Stack>
  );
  return embedded ? content : <CenteredCard>{content}</CenteredCard>;
}
