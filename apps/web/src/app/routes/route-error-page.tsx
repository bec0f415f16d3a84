import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredCard } from '../../components/ui/centered-card.tsx';

/**
 * Shown when a screen fails unexpectedly, most often because a new version was deployed
 * while the page was open and its code can no longer be fetched. Never a stack trace.
 */
export function RouteErrorPage() {
  return (
    <main id="contenu">
      <CenteredCard>
        <Stack spacing={3}>
          <Typography variant="h1">Une erreur est survenue</Typography>
          <Typography>La page n'a pas pu s'afficher. Recharger la page suffit le plus souvent.</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Recharger la page
            </Button>
            <Button variant="outlined" href="/">
              Retour à l'accueil
            </Button>
          </Stack>
        </Stack>
      </CenteredCard>
    </main>
  );
}
