/**
 * pdf.js for the preview. Its worker is a file of our own build (Vite `?url`), served from
 * 'self' like the rest of the app, never a CDN; this module loads with the preview only.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getDocumentFile } from '../api/download-document.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfState =
  | { status: 'loading' }
  | { status: 'error'; reason: 'load' | 'open'; retry: () => void }
  | { status: 'displayed'; document: PDFDocumentProxy };

/** Fetches the document's bytes with the session's token, then opens them with pdf.js. */
export function usePdfDocument(documentId: number): PdfState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    setState({ status: 'loading' });
    (async () => {
      let bytes: Uint8Array;
      try {
        const blob = await getDocumentFile(documentId, { inline: true, signal: controller.signal });
        bytes = new Uint8Array(await blob.arrayBuffer());
      } catch {
        if (!cancelled) setState({ status: 'error', reason: 'load', retry });
        return;
      }
      try {
        // No eval: the page's CSP forbids it and pdf.js does not need it.
        const task = getDocument({ data: bytes, isEvalSupported: false });
        opened = await task.promise;
        if (cancelled) return void opened.destroy();
        setState({ status: 'displayed', document: opened });
      } catch {
        if (!cancelled) setState({ status: 'error', reason: 'open', retry });
      }
    })();
    return () => {
      cancelled = true;
      controller.abort();
      void opened?.destroy();
    };
  }, [documentId, attempt, retry]);

  return state;
}

/** Draws one page on the canvas at `scale` (1 = the page's own size), sharp on dense screens. */
export function usePdfPage(document: PDFDocumentProxy | null, pageNumber: number, scale: number) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  const [renderedPage, setRenderedPage] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = ref.current;
    if (!document || !canvas) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setFailed(false);
    (async () => {
      try {
        const page = await document.getPage(pageNumber);
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        task = page.render({ canvas, viewport });
        await task.promise;
        if (!cancelled) setRenderedPage(pageNumber);
      } catch (error) {
        if (!cancelled && !(error instanceof Error && error.name === 'RenderingCancelledException')) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, pageNumber, scale]);

  return { ref, renderedPage, failed };
}
