import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { getLoginErrorMessage, isCaptchaRequired, useLogin } from '../api/login.ts';
import { LoginForm, type LoginFailure } from '../components/login-form.tsx';

/** /login (P1 §2 Login): after signing in, the AJA home for AJA profiles, home otherwise. */
export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<LoginFailure>();

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">Connexion</Typography>
        <LoginForm
          pending={login.isPending}
          failure={failure}
          onSubmit={(credentials) =>
            login.mutate(credentials, {
              onSuccess: (profile) => void navigate(profile.is_aja ? '/aja' : '/home', { replace: true }),
              onError: (error) => {
                const message = getLoginErrorMessage(error);
                // Once asked for, the captcha stays until the sign-in succeeds.
                // Said in the form only: a message bar would say it again and cover the button on a phone.
                setFailure((previous) => ({
                  message,
                  captchaRequired: isCaptchaRequired(error) || Boolean(previous?.captchaRequired),
                }));
              },
            })
          }
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ justifyContent: 'space-between' }}
        >
          <Link component={RouterLink} to="/register" sx={{ py: 1 }}>
            {authMessages.createAccount}
          </Link>
          <Link component={RouterLink} to="/password/reset" sx={{ py: 1 }}>
            {authMessages.forgotPassword}
          </Link>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
