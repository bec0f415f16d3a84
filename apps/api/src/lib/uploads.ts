/**
 * Uploaded files (ADR 046): a multipart form read whole (the routes cap its size), then
 * written beside their final place and renamed, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { holdsUnstorable, nulRefusal } from '../plugins/nul-characters.ts';
import type { Storage } from './storage/storage.ts';

export type UploadedFile = { name: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * The text fields and the non-empty files of a multipart body; null when it is not one. A field
 * or a file name holding U+0000 is refused (422 naming the field).
 */
export async function readMultipart(body: unknown, contentType: string | undefined): Promise<MultipartForm | null> {
  if (!Buffer.isBuffer(body) || !contentType?.toLowerCase().startsWith('multipart/form-data')) return null;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const result: MultipartForm = { fields: {}, files: {} };
  for (const [name, value] of form.entries()) {
    // U+0000 is refused here, in the text of the form only: the files' bytes are never read as text (ADR 059).
    if (holdsUnstorable(name) || holdsUnstorable(typeof value === 'string' ? value : value.name))
      throw nulRefusal(name);
    if (typeof value === 'string') result.fields[name] = value;
    else if (value.size > 0) result.files[name] = { name: value.name, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return result;
}

/** The name shown at download: no folders, no control or format characters, 200 characters at most. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, 200) || fallback
  );
}

/** Stores under `folder`, with a fresh name: answers the key. */
export async function storeAtomically(
  storage: Storage,
  folder: string,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const key = `${folder}/${randomUUID()}.${extension}`;
  await storage.put(key, bytes);
  return key;
}

/**
 * Stores the file (as storeAtomically), then runs `record` with its key: when `record`
 * fails, the file it was meant for is removed again and the error goes on.
 */
export async function storeThen<T>(
  storage: Storage,
  folder: string,
  file: { bytes: Buffer; kind: string },
  record: (stored: string) => Promise<T>,
): Promise<T> {
  const stored = await storeAtomically(storage, folder, file.bytes, file.kind);
  try {
    return await record(stored);
  } catch (error) {
    await removeStored(storage, stored);
    throw error;
  }
}

/** Removes a stored file; a file already gone is fine, a key outside the storage is ignored. */
export async function removeStored(storage: Storage, key: string | null | undefined): Promise<void> {
  if (key) await storage.remove(key);
}
