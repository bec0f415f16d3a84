/**
 * Uploaded files (ADR 046, ADR 090): a multipart form read as it arrives, each file streamed
 * to its place with its limit counted on the way, never held whole in memory.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { FastifyRequest } from 'fastify';
import { errorCodes } from 'fastify';
import { holdsUnstorable, nulRefusal } from '../plugins/nul-characters.ts';
import type { Storage } from './storage/storage.ts';

export type FilePart = { field: string; name: string; stream: Readable };

/** Text fields longer than this are cut (no field of a form comes near). */
const FIELD_BYTES = 1024 * 1024;

/**
 * The field whose part header holds U+0000 (busboy refuses such a header as malformed): found
 * in the last bytes received, so the refusal still names the field (ADR 059).
 */
function fieldWithNulHeader(recent: Buffer): string | null {
  for (const line of recent.toString('latin1').split('\r\n')) {
    if (!line.includes('\u0000') || !/^content-disposition:/i.test(line)) continue;
    const name = /\bname="([^"]*)"/i.exec(line)?.[1];
    return name === undefined ? '_' : Buffer.from(name, 'latin1').toString('utf8');
  }
  return null;
}

/**
 * Reads a multipart body as it arrives: the text fields are collected, each file part goes to
 * `onFile`, which consumes its stream. A field or file name holding U+0000 is refused (422
 * naming the field); a body past the route's limit is cut (413); the first failure stops the
 * reading and is thrown once every file handler settled. Null when the body is no readable form.
 */
export async function readMultipart(
  request: FastifyRequest,
  onFile: (part: FilePart) => Promise<void>,
): Promise<Record<string, string> | null> {
  const body = request.body;
  if (!(body instanceof Readable) || !request.headers['content-type']?.toLowerCase().startsWith('multipart/form-data'))
    return null;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { fieldSize: FIELD_BYTES, fields: 100, files: 10 },
    });
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  const handlers: Promise<void>[] = [];
  const open = new Set<Readable>();
  let failure: unknown = null;
  let malformed = false;
  const limit = request.routeOptions.bodyLimit;
  let received = 0;
  // The last two chunks, kept by reference: read only when busboy refuses a part header.
  let recent: Buffer[] = [];

  return new Promise((resolve, reject) => {
    const settle = async () => {
      await Promise.allSettled(handlers);
      if (failure) reject(failure);
      else resolve(malformed ? null : fields);
    };
    const stop = (error: unknown) => {
      failure ??= error;
      body.unpipe(parser);
      for (const stream of open) stream.destroy();
      void settle();
    };
    // A client gone mid-way: the file handlers stop, and what they began is removed.
    body.once('error', (error) => {
      if (!failure) stop(error);
    });
    body.on('data', (chunk: Buffer) => {
      recent = [recent.at(-1) ?? Buffer.alloc(0), chunk];
      received += chunk.length;
      if (received > limit && !failure) stop(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    });
    parser.on('field', (name, value) => {
      // U+0000 is refused in the text of the form only: the files' bytes are never read as text (ADR 059).
      if (holdsUnstorable(name) || holdsUnstorable(value)) stop(nulRefusal(name));
      else fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (failure) return stream.resume();
      if (holdsUnstorable(field) || holdsUnstorable(info.filename ?? '')) {
        stream.resume();
        return stop(nulRefusal(field));
      }
      open.add(stream);
      stream.once('close', () => open.delete(stream));
      handlers.push(
        onFile({ field, name: info.filename ?? '', stream }).catch((error: unknown) => {
          stream.resume();
          if (!failure) stop(error);
        }),
      );
    });
    parser.on('error', () => {
      const field = fieldWithNulHeader(Buffer.concat(recent));
      if (field !== null && !failure) return stop(nulRefusal(field));
      malformed = true;
      if (!failure) {
        body.unpipe(parser);
        for (const stream of open) stream.destroy();
        void settle();
      }
    });
    parser.on('close', () => {
      if (!failure && !malformed) void settle();
    });
    body.pipe(parser);
  });
}

/**
 * The first `bytes` bytes of a stream (fewer when it is shorter), and a stream of all of it:
 * a file's type is told from its first bytes while the rest still streams.
 */
export function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onEnd = () => {
      cleanup();
      const whole = Buffer.concat(chunks);
      resolve({ head: whole.subarray(0, bytes), body: Readable.from(whole.length ? [whole] : []) });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    function onReadable() {
      let chunk: Buffer | null;
      while (length < bytes && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length < bytes) return;
      cleanup();
      const whole = Buffer.concat(chunks);
      stream.unshift(whole);
      resolve({ head: whole.subarray(0, bytes), body: stream });
    }
    stream.on('readable', onReadable);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
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

/** A fresh key in `folder`, so an old file stays whole until its replacement is recorded. */
export const freshKey = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`;

/** Stores the bytes under a fresh key in `folder`: answers the key. */
export async function storeAtomically(
  storage: Storage,
  folder: string,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const key = freshKey(folder, extension);
  await storage.put(key, bytes);
  return key;
}

/** Removes a stored file; a file already gone is fine, a key outside the storage is ignored. */
export async function removeStored(storage: Storage, key: string | null | undefined): Promise<void> {
  if (key) await storage.remove(key);
}

/** Multipart bodies reach the upload routes as a stream; a declared length past the route's limit is refused at once (413). */
export function passMultipartStream(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  done: (error: Error | null, body?: unknown) => void,
): void {
  if (Number(request.headers['content-length'] ?? 0) > request.routeOptions.bodyLimit)
    return done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  done(null, payload);
}
