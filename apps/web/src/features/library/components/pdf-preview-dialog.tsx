import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { libraryMessages } from '@plateforme/shared/messages/library';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { usePdfDocument, usePdfPage } from '../hooks/use-pdf.ts';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

type PdfPreviewDialogProps = { documentId: number; title: string; onClose: () => void };

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The PDF preview (P2 §2 Library, §4 Document viewer): loading, error with retry, displayed;
 * page by page on a canvas, zoom, full screen (the Fullscreen API, else a full-screen dialog).
 * The bytes come with the bearer token and go to pdf.js as data, never through a blob URL.
 */
export default function PdfPreviewDialog({ documentId, title, onClose }: PdfPreviewDialogProps) {
  const titleId = useId();
  const paperRef = useRef<HTMLDivElement | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(2);
  const pdf = usePdfDocument(documentId);
  const pages = pdf.status === 'displayed' ? pdf.document.numPages : 0;
  const canvas = usePdfPage(pdf.status === 'displayed' ? pdf.document : null, pageNumber, ZOOM_STEPS[zoom] ?? 1);

  const goTo = useCallback(
    (next: number) => setPageNumber((current) => (pages ? Math.min(Math.max(1, next), pages) : current)),
    [pages],
  );

  useEffect(() => {
    const onChange = () =>
      setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === paperRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const toggleFullScreen = async () => {
    const paper = paperRef.current;
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      setFullScreen(false);
      return;
    }
    if (fullScreen) return setFullScreen(false);
    if (paper && document.fullscreenEnabled) {
      try {
        await paper.requestFullscreen();
        return setFullScreen(true);
      } catch {
        // Refused (an iframe, a setting): the dialog fills the window instead.
      }
    }
    setFullScreen(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (pdf.status !== 'displayed') return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, [role="slider"]')) return;
    if (['PageDown', 'ArrowRight', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      goTo(pageNumber + 1);
    } else if (['PageUp', 'ArrowLeft', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      goTo(pageNumber - 1);
    }
  };

  const pageText = pages ? libraryMessages.page(pageNumber, pages) : '';

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { ref: paperRef, sx: { bgcolor: 'background.paper' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {libraryMessages.previewOf(title)}
      </DialogTitle>
      <IconButton aria-label={libraryMessages.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Stack
        direction="row"
        sx={{ px: 2, alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
        role="toolbar"
        aria-label={libraryMessages.preview}
      >
        <ToolButton
          label={libraryMessages.previousPage}
          onClick={() => goTo(pageNumber - 1)}
          disabled={!pages || pageNumber <= 1}
        >
          <NavigateBeforeIcon />
        </ToolButton>
        <Typography aria-live="polite" sx={{ minWidth: '7.5em', textAlign: 'center' }}>
          {pageText}
        </Typography>
        <ToolButton
          label={libraryMessages.nextPage}
          onClick={() => goTo(pageNumber + 1)}
          disabled={!pages || pageNumber >= pages}
        >
          <NavigateNextIcon />
        </ToolButton>
        <ToolButton
          label={libraryMessages.zoomOut}
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={!pages || zoom === 0}
        >
          <ZoomOutIcon />
        </ToolButton>
        <Typography variant="body2" sx={{ minWidth: '5em', textAlign: 'center' }}>
          {libraryMessages.zoomLevel(Math.round((ZOOM_STEPS[zoom] ?? 1) * 100))}
        </Typography>
        <ToolButton
          label={libraryMessages.zoomIn}
          onClick={() => setZoom((z) => Math.min(ZOOM_STEPS.length - 1, z + 1))}
          disabled={!pages || zoom === ZOOM_STEPS.length - 1}
        >
          <ZoomInIcon />
        </ToolButton>
        <Button
          onClick={() => void toggleFullScreen()}
          startIcon={fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          aria-pressed={fullScreen}
          sx={{ ml: 'auto' }}
        >
          {fullScreen ? libraryMessages.exitFullScreen : libraryMessages.fullScreen}
        </Button>
      </Stack>
      {/* Focusable so that a zoomed page scrolls from the keyboard too. */}
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-label={libraryMessages.pageArea}
        sx={{ bgcolor: 'grey.200', p: { xs: 1, sm: 2 }, minHeight: 320 }}
      >
        {pdf.status === 'loading' ? (
          <PageLoader label={libraryMessages.viewerLoading} />
        ) : pdf.status === 'error' ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
            <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
              {pdf.reason === 'open' ? libraryMessages.pdfOpenFailed : libraryMessages.loadFailed}
            </Alert>
            <Button variant="contained" onClick={pdf.retry}>
              {libraryMessages.retry}
            </Button>
          </Stack>
        ) : (
          <Box sx={{ textAlign: 'center' }}>
            <canvas
              ref={canvas.ref}
              role="img"
              aria-label={libraryMessages.pageImage(pageNumber, pages, title)}
              data-rendered-page={canvas.renderedPage ?? undefined}
              style={{
                maxWidth: zoom <= 2 ? '100%' : 'none',
                background: 'white',
                boxShadow: '0 1px 4px rgba(0,0,0,.3)',
              }}
            />
            {canvas.failed ? (
              <Alert severity="error" variant="outlined">
                {libraryMessages.pdfOpenFailed}
              </Alert>
            ) : null}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
