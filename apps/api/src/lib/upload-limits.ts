import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '@plateforme/shared/errors/app-error';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import type { Config } from '../config.ts';
import type { FileKind } from './admin-uploads.ts';
import { passMultipartStream } from './uploads.ts';

const MiB = 1024 * 1024;
/** Room for the form around the file (boundaries, fields). */
const FORM_OVERHEAD = 1 * MiB;

export function uploadLimits(config: Pick<Config, 'UPLOAD_DOCUMENT_MAX_MB' | 'UPLOAD_ARCHIVE_MAX_MB'>) {
  const documentBytes = Math.floor(config.UPLOAD_DOCUMENT_MAX_MB * MiB);
  const archiveBytes = Math.floor(config.UPLOAD_ARCHIVE_MAX_MB * MiB);
  return {
    documentBytes,
    archiveBytes,
    /** PDFs of a support share the documents' limit; archives have their own. */
    supportBytes: (kind: FileKind) => (kind === 'zip' ? archiveBytes : documentBytes),
    hardBodyLimit: Math.max(documentBytes, archiveBytes) + FORM_OVERHEAD,
  };
}

/**
 * Refuses a declared body beyond the limit before reading it, with the French sentence on the
 * file field (422); a body without a length is cut by Fastify's own limit (413).
 */
export function refuseOversized(maxBytes: number) {
  return async (request: FastifyRequest) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > maxBytes + FORM_OVERHEAD)
      throw invalid('file', adminContentMessages.upload.tooBig(Math.round(maxBytes / MiB)));
  };
}

/**
 * Uploads reach their routes as a stream (lib/uploads.ts reads them), in the back-office plugin
 * that calls this only; each upload route sets its own body limit, counted as the body arrives.
 */
export function acceptUploads(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', passMultipartStream);
}
