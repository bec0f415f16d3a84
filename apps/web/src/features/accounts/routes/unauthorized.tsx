import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { getRememberedRoutes } from '../../../lib/route-memory.ts';
import { useProfile } from '../../../lib/profile.ts';
import { unauthorizedMessages } from '@plateforme/shared/messages/accounts';

/** P1 §2 Unauthorized: what was refused, a way back, a way to refresh one's rights. */
export default function UnauthorizedPage() {
  const { data: profile } = useProfile();
  const navigate = useNavigate();

  if (!profile) return <Navigate to="/login" replace />;

  const goBack = () => void navigate(getRememberedRoutes().current ?? '/', { replace: true });
  const refreshProfile = () => {
    window.localStorage.clear();
    window.location.reload();
  };

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{unauthorizedMessages.title}</Typography>
        <Typography>{unauthorizedMessages.text}</Typography>
        <Typography color="text.secondary">
          Si vos droits viennent de changer, par exemple après une adhésion, rafraîchissez votre profil.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={goBack}>
            {unauthorizedMessages.back}
          </Button>
          <Button variant="outlined" onClick={refreshProfile}>
            {unauthorizedMessages.refreshProfile}
          </Button>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
