/**
 * Where uploaded and generated files live (ADR 090): the local disk under DATA_DIR/files, or an
 * S3-compatible bucket. Keys are relative paths with '/' separators, as attachment rows hold them.
 */
import type { Readable } from 'node:stream';
import { AppError } from '@plateforme/shared/errors/app-error';

export type StoredObject = { key: string; size: number; lastModified: Date };

export type PutOptions = {
  /** Refused while streaming past this many bytes: nothing is left stored. */
  maxBytes?: number;
  contentType?: string;
};

export type Storage = {
  readonly kind: 'local' | 's3';
  /** Writes the whole body under `key`, or nothing: a reader never sees half a file. */
  put(key: string, body: Readable | Buffer, options?: PutOptions): Promise<{ size: number }>;
  /** The object's size and date, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<(StoredObject & { body: Readable }) | null>;
  /** Removes the object; one already gone is fine. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (all when empty). */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** A path on the local disk holding the object's bytes (archives are read at random), or null. */
  localPath(key: string): Promise<string | null>;
  /** Throws when the storage cannot be written or reached (readiness). */
  check(): Promise<void>;
};

/**
 * A key the storage accepts: relative, '/'-separated, no empty, '.' or '..' segment, no
 * backslash or control character. Any other names nothing (a row pointing outside).
 */
export function isSafeKey(key: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!key || key.length > 500 || /[\u0000-\u001f\u007f\\]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** A body past its limit: 413, with the French sentence under the file field. */
export class TooLargeError extends AppError {
  override readonly status = 413;
  constructor(field: string, message: string) {
    super('validation_failed', message, { [field]: [message] });
  }
}

/** Raised by a storage while streaming a body past `maxBytes`; callers turn it into a TooLargeError. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body over ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}
