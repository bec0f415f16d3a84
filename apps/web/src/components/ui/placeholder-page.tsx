import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredCard } from './centered-card.tsx';
import { commonMessages } from '@plateforme/shared/messages/common';

/** Stands in for a screen not built yet; each is replaced by its feature's screen. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{title}</Typography>
        <Typography>Cette page sera bientôt disponible.</Typography>
        <div>
          <Button variant="contained" component={RouterLink} to="/">
            {commonMessages.home}
          </Button>
        </div>
      </Stack>
    </CenteredCard>
  );
}
