import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proUsersMessages } from '@plateforme/shared/messages/accounts';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useUser } from '../api/get-user.ts';
import { NOT_PROVIDED, ProfileDetails } from '../components/profile-details.tsx';

/**
 * /user/:id, a member's card for the pros of their workshops (P2 §2 Pro users): the profile's
 * details and the member code, « Voir ses séances »; no edit button (P2-PROF-07), no payments.
 */
export default function MemberCardPage() {
  const idParam = Number(useParams().id);
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : undefined;
  const query = useUser(id);

  if (
    id === undefined ||
    (query.isError && isApiError(query.error) && (query.error.status === 403 || query.error.status === 404))
  ) {
    return <Navigate to="/unauthorized" replace />;
  }
  if (query.isError) {
    return (
      <ErrorState
        title={proUsersMessages.cardTitle}
        message={proUsersMessages.cardLoadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <PageLoader label={proUsersMessages.cardLoading} />;

  const user = query.data;
  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{`${user.firstname} ${user.lastname}`}</Typography>
        <ProfileDetails
          user={user}
          extraItems={[[proUsersMessages.memberCode, user.member_code || user.code || NOT_PROVIDED]]}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={`/meetings/${user.id}`} variant="contained">
            {proUsersMessages.seeSessions}
          </Button>
          <Button component={RouterLink} to="/pro/users">
            {proUsersMessages.back}
          </Button>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
