import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountLinkMessages, profileMessages } from '@plateforme/shared/messages/accounts';
import { navigationMessages } from '@plateforme/shared/messages/common';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useAcceptCarerLink } from '../api/accept-carer-link.ts';
import { getLoginErrorMessage, useLogin } from '../api/login.ts';
import { LinkFailure, LinkOutcomeAlert } from '../components/link-outcome-alert.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { getLinkErrorMessage } from '../hooks/use-email-change-confirmation.ts';

/**
 * /carer-link/:token (ADR 021, 026): an existing carer account, named by an AJA young
 * person, accepts the link. Accepting needs the carer's session: a visitor signs in here,
 * on the page itself, so the token in the address is not lost on the way to /login.
 * « Refuser » only leaves: the API has no refusal, an unanswered request expires.
 */
export default function CarerLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const accept = useAcceptCarerLink();
  const login = useLogin();
  const [signedInHere, setSignedInHere] = useState(false);

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{navigationMessages.carerLink}</Typography>
        {accept.isSuccess ? (
          <>
            <LinkOutcomeAlert severity="success">
              {accept.data.message ?? profileMessages.carerLinkAccepted}
            </LinkOutcomeAlert>
            <div>
              <Button variant="contained" component={RouterLink} to="/profile">
                {accountLinkMessages.toProfile}
              </Button>
            </div>
          </>
        ) : accept.isError ? (
          <LinkFailure message={getLinkErrorMessage(accept.error)} />
        ) : (
          <>
            <Typography>{accountLinkMessages.carerLinkExplanation}</Typography>
            {profile ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  variant="contained"
                  disabled={accept.isPending}
                  startIcon={
                    accept.isPending ? (
                      <CircularProgress size={20} color="inherit" aria-label={accountLinkMessages.accepting} />
                    ) : undefined
                  }
                  // After signing in here, the form is gone: the focus goes on to the answer.
                  autoFocus={signedInHere}
                  onClick={() => accept.mutate(token)}
                >
                  {accountLinkMessages.accept}
                </Button>
                <Button variant="outlined" disabled={accept.isPending} onClick={() => void navigate('/home')}>
                  {accountLinkMessages.refuse}
                </Button>
              </Stack>
            ) : (
              <>
                <Typography>{accountLinkMessages.carerLinkSignIn}</Typography>
                <LoginForm
                  pending={login.isPending}
                  onSubmit={(credentials) =>
                    login.mutate(credentials, {
                      onSuccess: () => setSignedInHere(true),
                      onError: (error) => showSnackbar(getLoginErrorMessage(error), 'error'),
                    })
                  }
                />
              </>
            )}
          </>
        )}
      </Stack>
    </CenteredCard>
  );
}
