import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LibraryDocument } from '@plateforme/shared/library/library.schemas';
import { libraryMessages } from '@plateforme/shared/messages/library';
import { lazy, Suspense, useRef, useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isEmptyPage, QueryState } from '../../../components/ui/query-state.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { usePageBeyondLast } from '../../../lib/use-page-beyond-last.ts';
import { downloadDocument } from '../api/download-document.ts';
import { useDocumentTypes } from '../api/get-document-types.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentCard } from '../components/document-card.tsx';
import { LibraryFiltersBar } from '../components/library-filters.tsx';
import { hasFilters, toDocumentListParams, useLibraryFilters } from '../hooks/library-search-params.ts';

// pdf.js and its worker load only when a preview opens (DESIGN: heavy parts load where used),
// and so does the dialog that says it is loading.
const PdfPreviewDialog = lazy(() => import('../components/pdf-preview-dialog.tsx'));
const Dialog = lazy(() => import('@mui/material/Dialog'));

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

  const emptyPage = usePageBeyondLast(query, filters.page, update);

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
      <QueryState
        query={query}
        errorMessage={libraryMessages.fetchFailed}
        loadingLabel={libraryMessages.loading}
        waiting={emptyPage}
        isEmpty={isEmptyPage}
        empty={
          <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
            <Typography role="status">{libraryMessages.empty}</Typography>
            {hasFilters(filters) ? (
              <Button variant="outlined" onClick={clearFilters}>
                {libraryMessages.clearFilters}
              </Button>
            ) : null}
          </Stack>
        }
      >
        {({ data: documents, meta }) => (
          <>
            <Typography role="status" color="text.secondary">
              {libraryMessages.count(meta.total)}
            </Typography>
            <Grid
              container
              spacing={2}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={query.isPlaceholderData}
            >
              {documents.map((document) => (
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
            {meta.last_page > 1 ? (
              <Pagination
                aria-label={libraryMessages.pagination}
                count={meta.last_page}
                page={Math.min(filters.page, meta.last_page)}
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
      </QueryState>
      {previewed ? (
        <Suspense fallback={null}>
          <Suspense
            fallback={
              <Dialog open aria-label={libraryMessages.viewerLoading} onClose={closePreview}>
                <PageLoader label={libraryMessages.viewerLoading} />
              </Dialog>
            }
          >
            <PdfPreviewDialog documentId={previewed.id} title={previewed.title} onClose={closePreview} />
          </Suspense>
        </Suspense>
      ) : null}
    </Stack>
  );
}
