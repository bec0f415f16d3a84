import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { findLegalPage } from '@plateforme/shared/platform/legal-pages';
import { legalMessages } from '@plateforme/shared/messages/platform-legal';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useLegalText } from '../api/get-legal-text.ts';
import { LegalContent } from '../../../components/legal/legal-content.tsx';

/**
 * The five legal pages (P1 §1): the charter, the legal notice, cookies, the terms of online
 * donations and memberships, the terms of use. The page is known by its address; its text
 * comes from the settings through the API, so the staff can edit it.
 */
export default function LegalPage() {
  const page = findLegalPage(useLocation().pathname.slice(1)) ?? findLegalPage('charte-de-confidentialite')!;
  const title = legalMessages.titles[page.slug];
  const textQuery = useLegalText(page.slug);

  if (textQuery.isError) {
    const gone = textQuery.error instanceof ApiError && textQuery.error.status === 404;
    return (
      <ErrorState
        title={title}
        message={gone ? legalMessages.notFound : legalMessages.loadFailed}
        onRetry={() => void textQuery.refetch()}
      />
    );
  }

  return (
    <Stack component="article" spacing={1} sx={{ maxWidth: 760, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {textQuery.data ? (
        <>
          <Typography color="text.secondary">
            {legalMessages.updatedAt(formatDate(textQuery.data.updated_at))}
          </Typography>
          <LegalContent content={textQuery.data.content} />
        </>
      ) : (
        <PageLoader label={legalMessages.loading} />
      )}
    </Stack>
  );
}
