import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ajaListMessages } from '@plateforme/shared/messages/workshops-near';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../../../lib/profile.ts';
import { WorkshopsListScreen } from '../components/workshops-list-screen.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';

const scope = { is_aja: 0, active: 1 } as const;

/**
 * An AJA young person's workshops are the AJA ones (P1 §6): the adults' list is not hers (the
 * API refuses it), so she is sent to her own instead of reading a loading error.
 */
function AjaListNotice() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h1">{ajaListMessages.title}</Typography>
      <Typography>{ajaListMessages.body}</Typography>
      <div>
        <Button component={RouterLink} to="/aja-workshops" variant="contained" size="large">
          {ajaListMessages.link}
        </Button>
      </div>
    </Stack>
  );
}

/** /workshops (ListWorkshops, P2 §2): the active cognitive-remediation workshops, open to all. */
export default function ListWorkshopsPage() {
  const [hydrated] = useHydrated();
  const { data: profile } = useProfile();
  // After the takeover only: the prerendered page is the visitors' list.
  if (hydrated && profile?.is_aja) return <AjaListNotice />;
  return <WorkshopsListScreen title="Les ateliers" scope={scope} />;
}
