/**
 * Files kept in the storage (DATA_DIR/files or the bucket, where the seed and uploads write them),
 * named by an attachment row, and how routes send them: type, length, ETag, nosniff.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Storage } from './storage/storage.ts';

export type StoredFile = {
  key: string;
  mime: string;
  size: number;
  etag: string;
  /** The bytes, streamed from the storage; 404 when the object went meanwhile. */
  open: () => Promise<Readable>;
};

type AttachmentRef = { id: number; path: string; mime: string };

/**
 * The file an attachment names, or null when it is missing or its key would lie outside
 * the storage. The ETag changes with the attachment row and with the file itself.
 */
export async function findStoredFile(storage: Storage, attachment: AttachmentRef): Promise<StoredFile | null> {
  if (!attachment.path) return null;
  const found = await storage.stat(attachment.path);
  if (!found) return null;
  const etag = `"${attachment.id}-${found.size.toString(36)}-${found.lastModified.getTime().toString(36)}"`;
  const open = async () => {
    const object = await storage.get(found.key);
    if (!object) throw new AppError('not_found', errorMessages.notFound);
    return object.body;
  };
  return { key: found.key, mime: attachment.mime || 'application/octet-stream', size: found.size, etag, open };
}

/**
 * Content-Disposition with the stored name: an ASCII fallback (accents dropped, quotes and
 * controls replaced) and the exact name in `filename*` (RFC 6266, RFC 5987).
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'document';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The extension each type the platform stores is saved and downloaded under. */
const extensionOfMime: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const sameExtensions: Readonly<Record<string, readonly string[]>> = { jpg: ['jpg', 'jpeg'] };

/**
 * A file name whose extension says what the file is (ADR 066): a name ending with it stays,
 * another short extension (« x.html ») is replaced, a name without one (« rapport 12.03 »)
 * gets it added. 200 characters at most, as cleanFileName.
 */
export function nameWithExtension(name: string, extension: string): string {
  const accepted = sameExtensions[extension] ?? [extension];
  const [, base = name, current] = /^(.*)\.([a-z0-9]{1,5})$/i.exec(name) ?? [];
  if (current && accepted.includes(current.toLowerCase())) return name;
  const kept = current && /[a-z]/i.test(current) ? base : name;
  return `${kept.slice(0, 200 - extension.length - 1).trim() || 'document'}.${extension}`;
}

/** The name a stored file is downloaded under: its extension follows its type. */
export function downloadName(name: string, mime: string): string {
  const extension = extensionOfMime[mime];
  return extension ? nameWithExtension(name, extension) : name;
}

type SendOptions = { cacheControl: string; disposition?: string; headers?: Record<string, string> };

/** Sends the file, or 304 when the caller already holds this version (If-None-Match). */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  options: SendOptions,
) {
  reply
    .header('cache-control', options.cacheControl)
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff');
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(file.etag)) return reply.status(304).send(null);
  if (options.disposition) reply.header('content-disposition', options.disposition);
  const body = await file.open();
  return reply.type(file.mime).header('content-length', file.size).send(body);
}

/** The files root on the local disk (DATA_DIR/files), where the local storage keeps them. */
export { filesRoot } from './storage/create-storage.ts';
