/**
 * Session materials and documents uploaded in the back office (ADR 046): the file's type told
 * by its first bytes (never its name); slideshow archives are checked by the supports (supports-admin.service.ts).
 */
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { invalid } from '@plateforme/shared/errors/app-error';
import { nameWithExtension } from './stored-files.ts';
import { cleanFileName, readMultipart, type UploadedFile } from './uploads.ts';

const texts = adminContentMessages.upload;

export type FileKind = 'pdf' | 'zip';
export type UploadedForm = { fields: Record<string, string>; file: UploadedFile | null };

const MIME: Record<FileKind, string> = { pdf: 'application/pdf', zip: 'application/zip' };
export const mimeOf = (kind: FileKind) => MIME[kind];

/** PDF starts with « %PDF- »; a zip with a local file header (PK\3\4). */
export function sniff(bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'zip';
  return null;
}

/** The fields and the one file of a multipart body, or a French 422 on the `file` field. */
export async function readForm(body: unknown, contentType: string | undefined): Promise<UploadedForm> {
  const form = await readMultipart(body, contentType);
  if (!form) throw invalid('file', texts.badForm);
  return { fields: form.fields, file: form.files.file ?? null };
}

/** The file of the form, checked against the allowed kinds and the size limit. */
export function checkFile(
  form: UploadedForm,
  allowed: readonly FileKind[],
  maxBytes: number,
): { name: string; bytes: Buffer; kind: FileKind } {
  if (!form.file) throw invalid('file', texts.missingFile);
  if (form.file.bytes.length > maxBytes) throw invalid('file', texts.tooBig(Math.round(maxBytes / 1024 / 1024)));
  const kind = sniff(form.file.bytes);
  if (!kind || !allowed.includes(kind)) {
    throw invalid(
      'file',
      allowed.length === 2 ? texts.notPdfOrZip : allowed[0] === 'zip' ? texts.notZip : texts.notPdf,
    );
  }
  // Named by what it is: a PDF sent as « x.html » is kept and downloaded as « x.pdf » (ADR 066).
  return { ...form.file, name: nameWithExtension(cleanFileName(form.file.name, 'fichier'), kind), kind };
}
