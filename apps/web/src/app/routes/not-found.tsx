import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredCard } from '../../components/ui/centered-card.tsx';
import { commonMessages } from '@plateforme/shared/messages/common';

export default function NotFoundPage() {
  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">Page introuvable</Typography>
        <Typography>
          Cette adresse ne correspond à aucune page. Elle a peut-être été mal recopiée, ou la page a été déplacée.
        </Typography>
        <div>
          <Button variant="contained" component={RouterLink} to="/">
            {commonMessages.home}
          </Button>
        </div>
      </Stack>
    </CenteredCard>
  );
}
