import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useCompleteRegistration } from '../api/complete-registration.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { CompleteRegistrationForm } from '../components/complete-registration-form.tsx';
import { LinkOutcomeAlert } from '../components/link-outcome-alert.tsx';
import { LinkPending } from '../components/link-pending.tsx';
import { useGoToSignIn } from '../hooks/use-go-to-sign-in.ts';

/**
 * /complete-registration/:token (P1 §2, P2 §2): an invited person chooses a password, then
 * signs in. The link is read on arrival (ADR 068): a used or dead one is said at once, a live
 * one fills in the account's address.
 */
export default function CompleteRegistrationPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const goToSignIn = useGoToSignIn();
  const complete = useCompleteRegistration();
  const invitation = useInvitation(token);
  const state = invitation.data;

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{authMessages.completeRegistrationTitle}</Typography>
        {invitation.isPending ? <LinkPending label={authMessages.invitationChecking} /> : null}
        {state && state.status !== 'valid' ? (
          <>
            <LinkOutcomeAlert severity="error">
              {state.status === 'used'
                ? authMessages.invitationUsed
                : `${authMessages.invalidInvitationToken} ${authMessages.invitationDeadHelp}`}
            </LinkOutcomeAlert>
            <div>
              <Button variant="outlined" component={RouterLink} to="/login">
                {authMessages.backToLogin}
              </Button>
            </div>
          </>
        ) : null}
        {!invitation.isPending && state?.status !== 'used' && state?.status !== 'invalid' ? (
          <>
            <Typography>
              Vous avez été invité à rejoindre la plateforme. Choisissez votre mot de passe et acceptez les conditions
              pour terminer votre inscription.
            </Typography>
            <CompleteRegistrationForm
              token={token}
              defaultEmail={state?.email ?? searchParams.get('email') ?? ''}
              pending={complete.isPending}
              onSubmit={async (values) => {
                await complete.mutateAsync(values);
                await goToSignIn(authMessages.registrationCompleted);
              }}
            />
          </>
        ) : null}
      </Stack>
    </CenteredCard>
  );
}
