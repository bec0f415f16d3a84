/**
 * The partner logo upload (ADR 042): one multipart part named `logo`, read whole into memory
 * (1 MiB at most, lib/uploads.ts), its type taken from its first bytes, never from the name or the header.
 */
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

/** Reads the logo out of the request body; 422 under `logo` for a missing, too big or wrong file. */
export async function readLogo(body: unknown, contentType: string | undefined): Promise<UploadedLogo> {
  const part = (await readMultipart(body, contentType))?.files.logo;
  if (!part) throw invalid('logo', texts.logo.missing);
  if (part.bytes.length > LOGO_MAX_BYTES) throw invalid('logo', texts.logo.tooBig);
  const mime = sniffImage(part.bytes);
  if (!mime) throw invalid('logo', texts.logo.wrongType);
  return { name: cleanFileName(part.name, `logo.${extensions[mime]}`), mime, data: part.bytes };
}

/** Writes the file under a new name, so the old logo stays whole until the change commits. */
export function writeLogoFile(storage: Storage, partnerId: number, logo: UploadedLogo): Promise<string> {
  return storeAtomically(storage, `partners/${partnerId}`, logo.data, extensions[logo.mime]);
}
