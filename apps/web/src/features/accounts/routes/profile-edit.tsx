import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { AjaAssistantSection } from '../components/aja-assistant-section.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

const TITLE = 'Modifier mon profil';

/** /profile/edit (P2 §2 Profile edit): the profile form, and the carer block for AJA young people. */
export default function ProfileEditPage() {
  const { data: profile } = useProfile();
  const userQuery = useUser(profile?.id);
  const update = useUpdateUser();
  const navigate = useNavigate();
  const user = userQuery.data;

  if (userQuery.isError) {
    return (
      <ErrorState
        title={TITLE}
        message={profileMessages.loadFailed}
        onRetry={() => void userQuery.refetch()}
      />
    );
  }
  if (!user) return <PageLoader label={profileMessages.loading} />;

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{TITLE}</Typography>
        <ProfileForm
          user={user}
          pending={update.isPending}
          onSubmit={async (data) => {
            await update.mutateAsync({ id: user.id, data });
            showSnackbar(profileMessages.saved, 'success');
            await navigate('/profile');
          }}
        />
        {user.aja_role === 'aja_young' ? (
          <>
            <Divider />
            <AjaAssistantSection user={user} />
          </>
        ) : null}
      </Stack>
    </CenteredCard>
  );
}
