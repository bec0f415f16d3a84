import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { UserLoadState } from '../components/user-load-state.tsx';

const TITLE = 'Modifier mon profil';

// Only AJA young people have a carer block (and its dialog): others never download it.
const AjaAssistantSection = lazy(() =>
  import('../components/aja-assistant-section.tsx').then((m) => ({ default: m.AjaAssistantSection })),
);

/** /profile/edit (P2 §2 Profile edit): the profile form, and the carer block for AJA young people. */
export default function ProfileEditPage() {
  const { data: profile } = useProfile();
  const userQuery = useUser(profile?.id);
  const update = useUpdateUser();
  const navigate = useNavigate();
  const user = userQuery.data;

  if (!user) return <UserLoadState title={TITLE} failed={userQuery.isError} onRetry={() => void userQuery.refetch()} />;

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{TITLE}</Typography>
        <ProfileForm
          user={user}
          pending={update.isPending}
          onSubmit={async (data) => {
            const { pendingEmail } = await update.mutateAsync({ id: user.id, data });
            showSnackbar(
              pendingEmail ? profileMessages.emailChangeSent(pendingEmail) : profileMessages.saved,
              'success',
            );
            await navigate('/profile');
          }}
        />
        {user.aja_role === 'aja_young' ? (
          <Suspense fallback={null}>
            <AjaAssistantSection user={user} />
          </Suspense>
        ) : null}
      </Stack>
    </CenteredCard>
  );
}
