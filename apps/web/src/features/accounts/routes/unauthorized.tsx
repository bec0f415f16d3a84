import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { getRememberedRoutes } from '../../../lib/route-memory.ts';
import { useProfile } from '../../../lib/profile.ts';
import { messages } from '@plateforme/shared/messages/fr';

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
        <Typography variant="h1">{messages.unauthorized.title}</Typography>
        <Typography>{messages.unauthorized.text}</Typography>
        <Typography color="text.secondary">
          Si vos droits viennent de changer, par exemple après une adhésion, rafraîchissez votre profil.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={goBack}>
            {messages.unauthorized.back}
          </Button>
          <Button variant="outlined" onClick={refreshProfile}>
            {messages.unauthorized.refreshProfile}
          </Button>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
