import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/documents/{id}/download (P2 §7): the file as a blob, inline for the viewer. */
export function getDocumentFile(documentId: number, options: { inline?: boolean; signal?: AbortSignal } = {}) {
  return apiClient.get<Blob>(`/api/documents/${documentId}/download`, {
    query: options.inline ? { inline: 1 } : {},
    responseType: 'blob',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** The file name offered when saving: the title, without what file systems refuse. */
export function toFileName(title: string, mime: string): string {
  const base =
    title
      .replace(/[\\/:*?"<>|«»]+|\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'document';
  return mime === 'application/pdf' ? `${base}.pdf` : base;
}

/** Downloads the file and hands it to the browser's save (the token cannot ride on a plain link). */
export async function downloadDocument(documentId: number, title: string): Promise<void> {
  const blob = await getDocumentFile(documentId);
  saveFile(blob, toFileName(title, blob.type));
}
