/**
 * The partner logo upload (ADR 042): one multipart part named `logo`, read whole into memory
 * (1 MiB at most), its type taken from its first bytes, never from the name or the header.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invalid } from '@plateforme/shared/errors/app-error';
import { LOGO_MAX_BYTES } from '@plateforme/shared/admin/partners-admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/admin-partners';

export type UploadedLogo = { name: string; mime: 'image/png' | 'image/jpeg' | 'image/webp'; data: Buffer };

/** Room for the multipart framing around the largest accepted file. */
export const LOGO_BODY_LIMIT = LOGO_MAX_BYTES * 2;

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

function sniffImage(data: Buffer): UploadedLogo['mime'] | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

function boundaryOf(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/** The `logo` part of a multipart body, or null when there is none. */
function findLogoPart(body: Buffer, boundary: string): { fileName: string; data: Buffer } | null {
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headersStart = start + delimiter.length + 2;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd);
    if (next === -1) return null;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8');
    if (/content-disposition:[^\r\n]*\bname="logo"/i.test(headers)) {
      const fileName = /filename="([^"\r\n]*)"/i.exec(headers)?.[1] ?? 'logo';
      return { fileName, data: body.subarray(headersEnd + 4, next) };
    }
    start = next + 2;
  }
  return null;
}

/** Reads the logo out of the request body; 422 under `logo` for a missing, too big or wrong file. */
export function readLogo(body: unknown, contentType: string | undefined): UploadedLogo {
  const boundary = boundaryOf(contentType);
  const part = Buffer.isBuffer(body) && boundary ? findLogoPart(body, boundary) : null;
  if (!part || part.data.length === 0) throw invalid('logo', texts.logo.missing);
  if (part.data.length > LOGO_MAX_BYTES) throw invalid('logo', texts.logo.tooBig);
  const mime = sniffImage(part.data);
  if (!mime) throw invalid('logo', texts.logo.wrongType);
  const base = path.basename(part.fileName.replace(/\\/g, '/')).replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200);
  return { name: base || `logo.${extensions[mime]}`, mime, data: part.data };
}

/** Writes the file under a new name, so the old logo stays whole until the change commits. */
export async function writeLogoFile(filesDir: string, partnerId: number, logo: UploadedLogo): Promise<string> {
  const relative = `partners/logo-${partnerId}-${randomBytes(8).toString('hex')}.${extensions[logo.mime]}`;
  const target = path.join(filesDir, ...relative.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, logo.data);
  return relative;
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeStoredFile(filesDir: string, relative: string): Promise<void> {
  const root = path.resolve(filesDir);
  const target = path.resolve(root, ...relative.split('/'));
  if (target.startsWith(root + path.sep)) await rm(target, { force: true });
}
