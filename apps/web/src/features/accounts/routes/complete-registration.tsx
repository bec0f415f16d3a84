import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useCompleteRegistration } from '../api/complete-registration.ts';
import { CompleteRegistrationForm } from '../components/complete-registration-form.tsx';
import { useGoToSignIn } from '../hooks/use-go-to-sign-in.ts';

/** /complete-registration/:token (P1 §2, P2 §2): an invited person chooses a password, then signs in. */
export default function CompleteRegistrationPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const goToSignIn = useGoToSignIn();
  const complete = useCompleteRegistration();

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{authMessages.completeRegistrationTitle}</Typography>
        <Typography>
          Vous avez été invité à rejoindre la plateforme. Choisissez votre mot de passe et acceptez les conditions pour
          terminer votre inscription.
        </Typography>
        <CompleteRegistrationForm
          token={token}
          defaultEmail={searchParams.get('email') ?? ''}
          pending={complete.isPending}
          onSubmit={async (values) => {
            await complete.mutateAsync(values);
            await goToSignIn(authMessages.registrationCompleted);
          }}
        />
      </Stack>
    </CenteredCard>
  );
}
