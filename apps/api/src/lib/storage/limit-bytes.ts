import { Readable, Transform, type TransformCallback } from 'node:stream';
import { StorageLimitError } from './storage.ts';

/** Passes bytes through and fails with StorageLimitError as soon as more than `maxBytes` went by. */
export function limitBytes(maxBytes = Number.POSITIVE_INFINITY) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new StorageLimitError(maxBytes));
      callback(null, chunk);
    },
  });
  return { counter, size: () => size };
}

/** A stream of the body, Buffer or stream alike. */
export const asStream = (body: Readable | Buffer): Readable => (Buffer.isBuffer(body) ? Readable.from([body]) : body);
