import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonMessages } from '@plateforme/shared/messages/common';
import { Link as RouterLink } from 'react-router';
import { CenteredCard } from './centered-card.tsx';

/** A page that only says something (not found, coming soon), with the way back home. */
export function InfoPage({ title, text }: { title: string; text: string }) {
  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{title}</Typography>
        <Typography>{text}</Typography>
        <div>
          <Button variant="contained" component={RouterLink} to="/">
            {commonMessages.home}
          </Button>
        </div>
      </Stack>
    </CenteredCard>
  );
}
