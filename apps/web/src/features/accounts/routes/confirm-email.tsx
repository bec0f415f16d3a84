import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailConfirmationMessages as texts } from '@plateforme/shared/messages/accounts-confirmation';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { LinkOutcomeAlert } from '../components/link-outcome-alert.tsx';
import { LinkPending } from '../components/link-pending.tsx';
import { getLinkErrorMessage } from '../hooks/use-email-change-confirmation.ts';

/**
 * /confirm-email/:token (issue #38): the link of the welcome e-mail, or of « Renvoyer le
 * lien ». Opening it confirms the address, signed in or not; a refused link says why and how
 * to ask for a new one.
 */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const { data: profile } = useProfile();
  const { mutate, isSuccess, isError, error } = useConfirmEmail();
  // The token is single-use: strict mode runs an effect twice, the ref keeps it to one post.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const next = profile ? (
    <Button variant="contained" component={RouterLink} to="/profile">
      {texts.toProfile}
    </Button>
  ) : (
    <Button variant="contained" component={RouterLink} to="/login">
      {texts.toLogin}
    </Button>
  );

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{texts.title}</Typography>
        {!isSuccess && !isError ? <LinkPending label={texts.confirming} /> : null}
        {isSuccess ? <LinkOutcomeAlert severity="success">{texts.confirmed}</LinkOutcomeAlert> : null}
        {isError ? (
          <LinkOutcomeAlert severity="error">
            {getLinkErrorMessage(error)} {texts.askNewLink}
          </LinkOutcomeAlert>
        ) : null}
        {isSuccess || isError ? <div>{next}</div> : null}
      </Stack>
    </CenteredCard>
  );
}
