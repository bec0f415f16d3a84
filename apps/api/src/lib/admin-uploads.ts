/**
 * Session materials and documents uploaded in the back office (ADR 046, ADR 090): the file's
 * type told by its first bytes (never its name), then streamed to the storage with its limit
 * counted on the way. Archives go to a temporary file first: they are checked before they are
 * stored (supports-admin.service.ts).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { AppError, invalid } from '@plateforme/shared/errors/app-error';
import { limitBytes } from './storage/limit-bytes.ts';
import { StorageLimitError, TooLargeError, type Storage } from './storage/storage.ts';
import { nameWithExtension } from './stored-files.ts';
import { cleanFileName, freshKey, peek, readMultipart } from './uploads.ts';

const texts = adminContentMessages.upload;
const MiB = 1024 * 1024;

export type FileKind = 'pdf' | 'zip';

const MIME: Record<FileKind, string> = { pdf: 'application/pdf', zip: 'application/zip' };
export const mimeOf = (kind: FileKind) => MIME[kind];

/** PDF starts with « %PDF- »; a zip with a local file header (PK\3\4). */
export function sniff(bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'zip';
  return null;
}

/** The file of a form: already in the storage under `key`, or waiting in `localPath` (an archive to check). */
export type ReceivedFile = {
  name: string;
  kind: FileKind;
  size: number;
  key: string;
  localPath: string | null;
  /** Set once a row names it: the form's release then leaves it in place. */
  kept: boolean;
};

export type UploadedForm = {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** Why the file was refused (its type), thrown by checkFile after the fields are checked, as before. */
  refusal: AppError | null;
  storage: Storage;
  /** Removes the temporary copy, and the stored file unless a row names it. Always called. */
  release: () => Promise<void>;
};

export type ReceiveOptions = {
  storage: Storage;
  folder: string;
  allowed: readonly FileKind[];
  maxBytes: (kind: FileKind) => number;
  /** Kinds kept in a temporary file until they are checked (slideshow archives). */
  spool?: readonly FileKind[];
};

const wrongKind = (allowed: readonly FileKind[]) =>
  invalid('file', allowed.length === 2 ? texts.notPdfOrZip : allowed[0] === 'zip' ? texts.notZip : texts.notPdf);

export const tooBig = (maxBytes: number) => new TooLargeError('file', texts.tooBig(Math.round(maxBytes / MiB)));

/** Writes the stream to a temporary file, within the limit; answers its path and size. */
async function spool(stream: Readable, maxBytes: number): Promise<{ localPath: string; size: number }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'upload-'));
  const localPath = path.join(folder, 'file');
  const { counter, size } = limitBytes(maxBytes);
  try {
    await pipeline(stream, counter, createWriteStream(localPath));
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { localPath, size: size() };
}

/**
 * Reads the form of an upload route: its fields, and its `file` streamed to the storage (or a
 * temporary file). A file past its limit: 413 with the French sentence under `file`, nothing
 * kept; a body that is no form: 422 under `file`.
 */
export async function receiveForm(request: FastifyRequest, options: ReceiveOptions): Promise<UploadedForm> {
  const form: UploadedForm = {
    fields: {},
    file: null,
    refusal: null,
    storage: options.storage,
    release: async () => {
      const file = form.file;
      if (!file) return;
      if (file.localPath) await rm(path.dirname(file.localPath), { recursive: true, force: true });
      if (!file.kept && !file.localPath) await options.storage.remove(file.key);
    },
  };
  const onFile = async ({ field, name, stream }: { field: string; name: string; stream: Readable }) => {
    if (field !== 'file' || form.file || form.refusal) return void stream.resume();
    const { head, body } = await peek(stream, 16);
    if (head.length === 0) return void body.resume();
    const kind = sniff(head);
    if (!kind || !options.allowed.includes(kind)) {
      form.refusal = wrongKind(options.allowed);
      return void body.resume();
    }
    const maxBytes = options.maxBytes(kind);
    const received: ReceivedFile = {
      // Named by what it is: a PDF sent as « x.html » is kept and downloaded as « x.pdf » (ADR 066).
      name: nameWithExtension(cleanFileName(name, 'fichier'), kind),
      kind,
      size: 0,
      key: freshKey(options.folder, kind),
      localPath: null,
      kept: false,
    };
    try {
      if (options.spool?.includes(kind)) Object.assign(received, await spool(body, maxBytes));
      else received.size = (await options.storage.put(received.key, body, { maxBytes, contentType: MIME[kind] })).size;
    } catch (error) {
      throw error instanceof StorageLimitError ? tooBig(maxBytes) : error;
    }
    form.file = received;
  };
  try {
    const fields = await readMultipart(request, onFile);
    if (!fields) throw invalid('file', texts.badForm);
    form.fields = fields;
  } catch (error) {
    await form.release();
    throw error;
  }
  return form;
}

/** The form's file, or the French 422 on `file` saying why there is none. */
export function checkFile(form: UploadedForm): ReceivedFile {
  if (form.refusal) throw form.refusal;
  if (!form.file) throw invalid('file', texts.missingFile);
  return form.file;
}

/**
 * Puts a waiting file into the storage, then runs `record` with its key: when `record` fails,
 * the file is removed again and the error goes on; when it succeeds, the file is kept.
 */
export async function recordUpload<T>(
  form: UploadedForm,
  file: ReceivedFile,
  record: (key: string) => Promise<T>,
): Promise<T> {
  if (file.localPath)
    await form.storage.put(file.key, createReadStream(file.localPath), { contentType: MIME[file.kind] });
  try {
    const result = await record(file.key);
    file.kept = true;
    return result;
  } catch (error) {
    await form.storage.remove(file.key);
    throw error;
  }
}
