import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CenteredCard } from '../../components/ui/centered-card.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { readTokens } from '../../lib/auth-storage.ts';
import { buildOncogitielUrl, oncogitielUrlQuery } from './oncogitiel-url.ts';

/** /oncogitiel leaves for the companion application (P1 §2 Navigation rule). */
export default function OncogitielPage() {
  const base = useQuery(oncogitielUrlQuery);
  const url = base.data ? buildOncogitielUrl(base.data, readTokens()) : undefined;
  const left = useRef(false);

  useEffect(() => {
    if (!url || left.current) return;
    left.current = true;
    window.location.assign(url);
  }, [url]);

  if (base.isError) {
    return <ErrorState title="onCogitiel" onRetry={() => void base.refetch()} />;
  }
  return (
    <CenteredCard>
      <Stack spacing={2}>
        <Typography variant="h1">onCogitiel</Typography>
        <Typography>Ouverture d'onCogitiel…</Typography>
        <PageLoader label="Ouverture d'onCogitiel" />
        {url && (
          <Typography>
            Si rien ne se passe, <Link href={url}>ouvrez onCogitiel ici</Link>.
          </Typography>
        )}
      </Stack>
    </CenteredCard>
  );
}
