import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useUser } from '../api/get-user.ts';
import { AccountDeletionSection } from '../components/account-deletion-section.tsx';
import { EmailConfirmationBanner } from '../components/email-confirmation-banner.tsx';
import { MyDataSection } from '../components/my-data-section.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { SessionCalendarSection } from '../components/session-calendar-section.tsx';
import { UserLoadState } from '../components/user-load-state.tsx';

/**
 * /profile (P2 §2 Profile): one's own account, with the button to edit it; `memberCard`, the
 * membership's « Ma carte d'adhérent », is composed in by app/routes/profile.tsx.
 */
export default function ProfilePage({ memberCard }: { memberCard?: ReactNode }) {
  const { data: profile } = useProfile();
  const userQuery = useUser(profile?.id);
  // The signed-in profile is shown at once; the user record replaces it when it arrives.
  const user = userQuery.data ?? (userQuery.isError ? undefined : (profile ?? undefined));

  if (!user)
    return (
      <UserLoadState
        title={profileMessages.title}
        failed={userQuery.isError}
        onRetry={() => void userQuery.refetch()}
      />
    );

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{profileMessages.title}</Typography>
        {profile ? <EmailConfirmationBanner email={profile.email} confirmed={profile.email_confirmed} /> : null}
        <ProfileDetails user={user} />
        <div>
          <Button component={RouterLink} to="/profile/edit" variant="contained">
            Modifier mon profil
          </Button>
        </div>
        {memberCard}
        <SessionCalendarSection isPro={user.role === 'pro'} />
        <MyDataSection />
        {user.role === 'admin' ? null : <AccountDeletionSection />}
      </Stack>
    </CenteredCard>
  );
}
