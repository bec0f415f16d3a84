import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { PasswordResetRequestForm } from '../components/password-reset-request-form.tsx';
import { useGoToSignIn } from '../hooks/use-go-to-sign-in.ts';

/** /password/reset (P1 §2 Password reset request): a link to choose a new password is sent by e-mail. */
export default function PasswordResetRequestPage() {
  const goToSignIn = useGoToSignIn();
  const request = useRequestPasswordReset();

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">Mot de passe oublié</Typography>
        <Typography>
          Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
        </Typography>
        <PasswordResetRequestForm
          pending={request.isPending}
          onSubmit={async (values) => {
            await request.mutateAsync(values);
            await goToSignIn(authMessages.resetRequested);
          }}
        />
      </Stack>
    </CenteredCard>
  );
}
