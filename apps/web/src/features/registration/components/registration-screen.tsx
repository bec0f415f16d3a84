import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import {
  getRegistrationSteps,
  isOrientationComplete,
  isRegistrationFinished,
  needsPartnerCode,
  profileSurveyFlagFor,
  profileSurveyRefFor,
  redirectAfterRegistration,
  withOrientation,
  withoutOrientation,
  type Orientation,
  type RegistrationProcess,
} from '@plateforme/shared/registration/registration.rules';
import type { RegistrationFormValues } from '@plateforme/shared/registration/registration.schemas';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { saveAdhesionCode } from '../../../lib/adhesion-code-storage.ts';
import { setAjaThemeFlag } from '../../../lib/aja-theme.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { emptyAccountDraft } from './account-draft.ts';
import { OrientationStep } from './orientation-step.tsx';
import { RegistrationStepper } from './registration-stepper.tsx';
import { useCancelRegistration, useSignInNewAccount } from './registration-session.ts';
import { useRegistration } from '../hooks/use-registration.ts';

// A visitor starts on step 1: the other steps load when reached (ADR 095), the form of
// step 2 as soon as the person starts choosing on step 1.
const loadAccountForm = () => import('./account-form.tsx');
const AccountForm = lazy(() => loadAccountForm().then((m) => ({ default: m.AccountForm })));
const PartnerCodeStep = lazy(() => import('./partner-code-step.tsx').then((m) => ({ default: m.PartnerCodeStep })));
const AssistantStep = lazy(() => import('./assistant-step.tsx').then((m) => ({ default: m.AssistantStep })));
const YoungStep = lazy(() => import('./young-step.tsx').then((m) => ({ default: m.YoungStep })));
const preloadAccountForm = () => void loadAccountForm().catch(() => undefined);

export type ProfileSurveyProps = {
  surveyRef: 'profile' | 'profile_aja_young' | 'profile_aja_assistant';
  /** The questionnaire is saved: the registration goes on. */
  onSaved: () => Promise<void>;
  /**
   * The partner step 3 recorded (the Ligue committee): the questionnaire does not ask for it
   * again (the committee is asked once).
   */
  knownPartner: { id: number; supportType: string } | null;
};

type RegistrationScreenProps = {
  /**
   * Step 4's questionnaire. The questionnaire screen belongs to the surveys feature, which
   * this one does not import: the route composes them (ADR 012).
   */
  renderProfileSurvey: (props: ProfileSurveyProps) => ReactNode;
};

const text = registrationMessages;

function stepLabel(step: 1 | 2 | 3 | 4, process: RegistrationProcess): string {
  if (step === 1) return text.steps.orientation;
  if (step === 2) return text.steps.form;
  if (step === 4) return text.steps.profileSurvey;
  if (needsPartnerCode(process.reason)) return text.steps.partnerCode;
  if (process.aja_role === 'aja_young') return text.steps.assistantForm;
  if (process.aja_role === 'aja_assistant') return text.steps.youngForm;
  return text.ajaStep;
}

/**
 * /register (P1 §2 Registration, §4): the four-step stepper. The step shown is the one the
 * shared rules give for the process; the steps listed are those of the chosen path.
 */
export function RegistrationScreen({ renderProfileSurvey }: RegistrationScreenProps) {
  const navigate = useNavigate();
  const { profile, process, isPro, step, save, saving, refresh } = useRegistration();
  const [orientationDraft, setOrientationDraft] = useState<Partial<Orientation> | null>(null);
  const [accountDraft, setAccountDraft] = useState<RegistrationFormValues>(emptyAccountDraft);
  const [ajaJustChosen, setAjaJustChosen] = useState(false);
  const signIn = useSignInNewAccount();
  const cancelRegistration = useCancelRegistration();

  // Every step is done: payment (ligue, retreat, AJA) or welcome (P1 §2, §4).
  useEffect(() => {
    if (isRegistrationFinished(step)) void navigate(redirectAfterRegistration(step), { replace: true });
  }, [step, navigate]);

  // On step 1 the path being chosen sets the steps listed and the theme (P1 §1: AJA theme).
  const shownProcess =
    step === 1 && orientationDraft?.reason ? withOrientation(process, orientationDraft as Orientation) : process;
  const themeReason = shownProcess.reason;
  useEffect(() => {
    setAjaThemeFlag(themeReason === 'aja');
  }, [themeReason, profile?.id]);

  // Each new step is announced: the focus goes to its heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const onDraftChange = useCallback((draft: Partial<Orientation>) => setOrientationDraft(draft), []);

  const changeOrientation = async () => {
    setOrientationDraft(null);
    setAjaJustChosen(false);
    await save(withoutOrientation(process));
  };
  const changeOrientationButton = (
    <Button variant="outlined" onClick={() => void changeOrientation()} disabled={saving}>
      {text.changeOrientation}
    </Button>
  );

  if (isRegistrationFinished(step)) return null;

  const steps = getRegistrationSteps(shownProcess, isPro);
  const index = Math.max(steps.indexOf(step), 0);
  const labels = steps.map((number) => stepLabel(number, shownProcess));

  let content: ReactNode = null;
  if (step === 1) {
    content = (
      <OrientationStep
        onFirstUse={preloadAccountForm}
        process={process}
        isPro={isPro}
        openAjaInfo={ajaJustChosen}
        onDraftChange={onDraftChange}
        pending={saving}
        onSubmit={async (orientation) => {
          const next = isPro ? withOrientation(process, { reason: 'other' }) : withOrientation(process, orientation);
          if (isOrientationComplete(next)) {
            setOrientationDraft(null);
            await save(next);
          }
        }}
      />
    );
  } else if (step === 2) {
    content = (
      <AccountForm
        process={process}
        draft={accountDraft}
        onDraftChange={setAccountDraft}
        onCreated={async (credentials) => {
          await signIn(credentials);
        }}
        onSwitchToAja={async () => {
          setAjaJustChosen(true);
          await save(withOrientation(process, { reason: 'aja', aja_role: null }));
        }}
        onChangeOrientation={changeOrientation}
      />
    );
  } else if (step === 3 && profile) {
    if (needsPartnerCode(process.reason)) {
      const reason = process.reason;
      content = (
        <PartnerCodeStep
          reason={reason}
          userId={profile.id}
          partnerId={process.partner?.id ?? null}
          actions={changeOrientationButton}
          onChecked={async (partner, code) => {
            // A partner that pays the whole membership: the payment screen registers it with the code.
            if (partner.price === 0) saveAdhesionCode(profile.id, { partnerId: partner.id, code, reason });
            // The API has recorded the partner and the valid code in the process.
            await refresh();
          }}
        />
      );
    } else if (process.aja_role === 'aja_young') {
      content = (
        <AssistantStep
          youngId={profile.id}
          actions={changeOrientationButton}
          // The API records the carer's form as done when it registers the carer.
          onRegistered={refresh}
          onSkipped={async () => {
            await save({ ...process, ajaYoungFormRegistered: true });
          }}
        />
      );
    } else {
      content = (
        <YoungStep
          assistantId={profile.id}
          actions={changeOrientationButton}
          onCancelRegistration={cancelRegistration}
          // The API records the child's form as done when it registers the young person.
          onDone={refresh}
        />
      );
    }
  } else if (step === 4) {
    const surveyRef = profileSurveyRefFor(process);
    const flag = profileSurveyFlagFor(process);
    if (surveyRef && flag) {
      const partnerId = process.partner?.id;
      content = renderProfileSurvey({
        surveyRef,
        knownPartner:
          needsPartnerCode(process.reason) && partnerId ? { id: partnerId, supportType: process.reason } : null,
        onSaved: async () => {
          await save({ ...process, [flag]: true });
        },
      });
    }
  }

  return (
    <Card sx={{ maxWidth: 760, mx: 'auto', mt: { xs: 0, sm: 4 } }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Stack spacing={3}>
          <Typography variant="h1">{profile ? text.titleSignedIn : text.title}</Typography>
          <RegistrationStepper labels={labels} activeIndex={index} />
          <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
            {`${text.stepOf(index + 1, steps.length)} : ${labels[index]}`}
          </Typography>
          <Suspense fallback={<PageLoader />}>{content}</Suspense>
        </Stack>
      </CardContent>
    </Card>
  );
}
