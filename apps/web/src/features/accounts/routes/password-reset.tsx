import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { PasswordResetForm } from '../components/password-reset-form.tsx';
import { useGoToSignIn } from '../hooks/use-go-to-sign-in.ts';

/** /password/reset/:token (P1 §2 Password edit): the link of the e-mail leads here. */
export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const goToSignIn = useGoToSignIn();
  const reset = useResetPassword();

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">Nouveau mot de passe</Typography>
        <Typography>Choisissez votre nouveau mot de passe, puis connectez-vous avec lui.</Typography>
        <PasswordResetForm
          token={token}
          defaultEmail={searchParams.get('email') ?? ''}
          pending={reset.isPending}
          onSubmit={async (values) => {
            await reset.mutateAsync(values);
            await goToSignIn(authMessages.passwordChanged);
          }}
        />
        <Link component={RouterLink} to="/login" sx={{ py: 1, alignSelf: 'flex-start' }}>
          {authMessages.backToLogin}
        </Link>
      </Stack>
    </CenteredCard>
  );
}
