/**
 * The partner logo upload (ADR 042): one multipart part named `logo`, kept in memory up to
 * 1 MiB (a byte more and the rest is skipped), its type taken from its first bytes, never from
 * the name or the header.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { invalid } from '@plateforme/shared/errors/app-error';
import { LOGO_MAX_BYTES } from '@plateforme/shared/registration/admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { cleanFileName, readMultipart, storeAtomically } from '../../../lib/uploads.ts';
import type { Storage } from '../../../lib/storage/storage.ts';

export type UploadedLogo = { name: string; mime: 'image/png' | 'image/jpeg' | 'image/webp'; data: Buffer };

/** Room for the multipart framing around the largest accepted file. */
export const LOGO_BODY_LIMIT = LOGO_MAX_BYTES * 2;

const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

function sniffImage(data: Buffer): UploadedLogo['mime'] | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

/** Up to `max + 1` bytes of the stream, the rest read and dropped: one byte over says « too big ». */
async function readUpTo(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (length > max) continue;
    chunks.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(chunks).subarray(0, max + 1);
}

/** Reads the logo out of the request body; 422 under `logo` for a missing, too big or wrong file. */
export async function readLogo(request: FastifyRequest): Promise<UploadedLogo> {
  let part: { name: string; bytes: Buffer } | null = null;
  await readMultipart(request, async ({ field, name, stream }) => {
    if (field !== 'logo' || part) return void stream.resume();
    const bytes = await readUpTo(stream, LOGO_MAX_BYTES);
    if (bytes.length > 0) part = { name, bytes };
  });
  const logo = part as { name: string; bytes: Buffer } | null;
  if (!logo) throw invalid('logo', texts.logo.missing);
  if (logo.bytes.length > LOGO_MAX_BYTES) throw invalid('logo', texts.logo.tooBig);
  const mime = sniffImage(logo.bytes);
  if (!mime) throw invalid('logo', texts.logo.wrongType);
  return { name: cleanFileName(logo.name, `logo.${extensions[mime]}`), mime, data: logo.bytes };
}

/** Writes the file under a new name, so the old logo stays whole until the change commits. */
export function writeLogoFile(storage: Storage, partnerId: number, logo: UploadedLogo): Promise<string> {
  return storeAtomically(storage, `partners/${partnerId}`, logo.data, extensions[logo.mime]);
}
