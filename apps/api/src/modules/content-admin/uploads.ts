/**
 * Uploaded files of the back office (ADR 046): a multipart form read whole, the file's type
 * told by its first bytes (never its name), slideshow archives checked by unpacking them once,
 * then written beside their final place and renamed, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminContentMessages } from '@plateforme/shared/messages/admin-content';
import { invalid } from '@plateforme/shared/errors/app-error';
import { ZipSiteError, unpackOnce } from '../../lib/zip-site/index.ts';

const texts = adminContentMessages.upload;

export type FileKind = 'pdf' | 'zip';
export type UploadedForm = { fields: Record<string, string>; file: { name: string; bytes: Buffer } | null };

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
  if (!Buffer.isBuffer(body) || !contentType?.toLowerCase().startsWith('multipart/form-data')) throw invalid('file', texts.badForm);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw invalid('file', texts.badForm);
  }
  const fields: Record<string, string> = {};
  let file: UploadedForm['file'] = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file' && value.size > 0) file = { name: value.name || 'fichier', bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { fields, file };
}

/** The file of the form, checked against the allowed kinds and the size limit. */
export function checkFile(form: UploadedForm, allowed: readonly FileKind[], maxBytes: number): { name: string; bytes: Buffer; kind: FileKind } {
  if (!form.file) throw invalid('file', texts.missingFile);
  if (form.file.bytes.length > maxBytes) throw invalid('file', texts.tooBig(Math.round(maxBytes / 1024 / 1024)));
  const kind = sniff(form.file.bytes);
  if (!kind || !allowed.includes(kind)) {
    throw invalid('file', allowed.length === 2 ? texts.notPdfOrZip : allowed[0] === 'zip' ? texts.notZip : texts.notPdf);
  }
  return { ...form.file, name: cleanName(form.file.name), kind };
}

/** The name shown at download: no folders, no control characters, 200 characters at most. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'fichier';
}

/** Unpacks the archive once in a scratch folder with the slideshow limits: a refusal is a French 422. */
export async function checkSlideshowArchive(bytes: Buffer): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'zip-check-'));
  try {
    const zipPath = path.join(scratch, 'archive.zip');
    await writeFile(zipPath, bytes);
    await unpackOnce(zipPath, path.join(scratch, 'site'));
  } catch (error) {
    if (error instanceof ZipSiteError) throw invalid('file', texts.badZip);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Writes under the files root in `folder`, with a fresh name: answers the relative path. */
export async function storeAtomically(filesDir: string, folder: string, bytes: Buffer, kind: FileKind): Promise<string> {
  const relative = `${folder}/${randomUUID()}.${kind}`;
  const target = path.join(filesDir, ...relative.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.part`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return relative;
}

/** Removes a stored file; a file already gone is fine. */
export async function removeStored(filesDir: string, relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  const root = path.resolve(filesDir);
  const full = path.resolve(root, ...relative.split('/'));
  if (!full.startsWith(root + path.sep)) return;
  await rm(full, { force: true });
}
