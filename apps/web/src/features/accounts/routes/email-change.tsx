import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountLinkMessages } from '@plateforme/shared/messages/accounts';
import { navigationMessages, sessionMessages } from '@plateforme/shared/messages/common';
import { Link as RouterLink, useParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { LinkFailure, LinkOutcomeAlert } from '../components/link-outcome-alert.tsx';
import { LinkPending } from '../components/link-pending.tsx';
import { useEmailChangeConfirmation } from '../hooks/use-email-change-confirmation.ts';

/**
 * /email-change/:token (ADR 021, 026): the link sent to a new login address. Opening it
 * confirms the address, signed in or not; the API needs no session for it.
 */
export default function EmailChangePage() {
  const { token = '' } = useParams();
  const { data: profile } = useProfile();
  const outcome = useEmailChangeConfirmation(token);

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{navigationMessages.emailChangeConfirm}</Typography>
        {outcome.status === 'pending' ? <LinkPending label={accountLinkMessages.emailChangeConfirming} /> : null}
        {outcome.status === 'success' ? (
          <>
            <LinkOutcomeAlert severity="success">
              {outcome.message ?? accountLinkMessages.emailChangeConfirmed} {accountLinkMessages.emailChangeNextSignIn}
            </LinkOutcomeAlert>
            <div>
              {profile ? (
                <Button variant="contained" component={RouterLink} to="/profile">
                  {accountLinkMessages.toProfile}
                </Button>
              ) : (
                <Button variant="contained" component={RouterLink} to="/login">
                  {sessionMessages.signIn}
                </Button>
              )}
            </div>
          </>
        ) : null}
        {outcome.status === 'error' ? <LinkFailure message={outcome.message} /> : null}
      </Stack>
    </CenteredCard>
  );
}
