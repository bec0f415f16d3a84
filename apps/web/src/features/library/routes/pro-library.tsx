import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LibraryDocument } from '@plateforme/shared/library/library.schemas';
import { libraryMessages } from '@plateforme/shared/messages/library';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { downloadDocument } from '../api/download-document.ts';
import { useDocumentTypes } from '../api/get-document-types.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentCard } from '../components/document-card.tsx';
import { LibraryFiltersBar } from '../components/library-filters.tsx';
import { hasFilters, toDocumentListParams, useLibraryFilters } from '../hooks/library-search-params.ts';

// pdf.js and its worker load only when a preview opens (DESIGN: heavy parts load where used).
const PdfPreviewDialog = lazy(() => import('../components/pdf-preview-dialog.tsx'));

/**
 * /pro/library « Bibliothèque » (P2 §2 Library): search (300 ms), type, sort, cards, a
 * pagination of 7 slots, preview and download. Search, type, sort and page live in the address.
 */
export default function ProLibraryPage() {
  const { filters, update } = useLibraryFilters();
  const query = useDocuments(toDocumentListParams(filters));
  const types = useDocumentTypes();
  const [previewed, setPreviewed] = useState<LibraryDocument | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const meta = query.data?.meta;
  const emptyPage = query.isSuccess && !query.isPlaceholderData && query.data.data.length === 0 && filters.page > 1;
  useEffect(() => {
    // A page beyond the last (an old link) steps back to the last one.
    if (emptyPage) update({ page: Math.max(1, Math.min(filters.page - 1, meta?.last_page ?? 1)) }, { replace: true });
  }, [emptyPage, filters.page, meta?.last_page, update]);

  const download = async (document: LibraryDocument) => {
    setDownloading(document.id);
    try {
      await downloadDocument(document.id, document.title);
    } catch {
      showSnackbar(libraryMessages.downloadFailed, 'error');
    } finally {
      setDownloading(null);
    }
  };

  const closePreview = () => {
    setPreviewed(null);
    // Focus goes back to the button that opened the preview.
    requestAnimationFrame(() => trigger.current?.focus());
  };

  const clearFilters = () => update({ q: '', type: '' });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{libraryMessages.title}</Typography>
      <LibraryFiltersBar filters={filters} types={types.data?.data ?? []} onChange={update} />
      {query.isError ? (
        <ErrorState message={libraryMessages.fetchFailed} onRetry={() => void query.refetch()} />
      ) : !query.data || emptyPage ? (
        <PageLoader label={libraryMessages.loading} />
      ) : query.data.data.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
          <Typography role="status">{libraryMessages.empty}</Typography>
          {hasFilters(filters) ? (
            <Button variant="outlined" onClick={clearFilters}>
              {libraryMessages.clearFilters}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <>
          <Typography role="status" color="text.secondary">
            {libraryMessages.count(query.data.meta.total)}
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
            {query.data.data.map((document) => (
              <Grid key={document.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <DocumentCard
                  document={document}
                  downloading={downloading === document.id}
                  onPreview={(button) => {
                    trigger.current = button;
                    setPreviewed(document);
                  }}
                  onDownload={() => void download(document)}
                />
              </Grid>
            ))}
          </Grid>
          {query.data.meta.last_page > 1 ? (
            <Pagination
              aria-label={libraryMessages.pagination}
              count={query.data.meta.last_page}
              page={Math.min(filters.page, query.data.meta.last_page)}
              onChange={(_event, page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
              // 7 slots (P2 §9): first, last, the current page and one either side, two ellipses.
              siblingCount={1}
              boundaryCount={1}
              color="primary"
              sx={{ alignSelf: 'center', '& ul': { flexWrap: 'wrap', justifyContent: 'center' } }}
            />
          ) : null}
        </>
      )}
      {previewed ? (
        <Suspense
          fallback={
            <Dialog open aria-label={libraryMessages.viewerLoading} onClose={closePreview}>
              <PageLoader label={libraryMessages.viewerLoading} />
            </Dialog>
          }
        >
          <PdfPreviewDialog documentId={previewed.id} title={previewed.title} onClose={closePreview} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
