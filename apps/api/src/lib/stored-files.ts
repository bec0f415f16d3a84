import { stat } from 'node:fs/promises';
import path from 'node:path';

export type StoredFileOnDisk = { fullPath: string; size: number; etag: string };

/**
 * An attachment's file under the files root (DATA_DIR/files, where the seed and uploads write
 * them), or null when it is missing or its stored path would lie outside the root.
 * The ETag changes with the attachment row and with the file itself.
 */
export async function findStoredFile(filesDir: string, attachment: { id: number; path: string }): Promise<StoredFileOnDisk | null> {
  const root = path.resolve(filesDir);
  const fullPath = path.resolve(root, ...attachment.path.split('/'));
  if (!fullPath.startsWith(root + path.sep)) return null;
  const stats = await stat(fullPath).catch(() => null);
  if (!stats?.isFile()) return null;
  const etag = `"${attachment.id}-${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  return { fullPath, size: stats.size, etag };
}

/** The files root of an app's configuration. */
export const filesRoot = (dataDir: string) => path.resolve(dataDir, 'files');

/**
 * `attachment; filename="…"` with an ASCII fallback for old clients and the real name in
 * `filename*` (RFC 6266), so a French name with accents survives and no quote breaks out.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii || 'fichier'}"; filename*=UTF-8''${encoded}`;
}
