import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { asStream, limitBytes } from './limit-bytes.ts';
import { isSafeKey, StorageLimitError, type PutOptions, type Storage } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where archives are copied to be read at random (the unpack cache's side). */
  cacheDir: string;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket. Bodies go up in parts of 5 MiB, two at a time, so an
 * upload holds about 10 MiB in memory whatever its size; a refused one leaves no object.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  async function statOf(key: string) {
    if (!isSafeKey(key)) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  const storage: Storage = {
    kind: 's3',
    async put(key: string, body: Readable | Buffer, putOptions: PutOptions = {}) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      const { counter, size } = limitBytes(putOptions.maxBytes);
      const source = asStream(body);
      let failure: unknown = null;
      counter.on('error', (error) => (failure ??= error));
      source.on('error', (error) => {
        failure ??= error;
        counter.destroy(error);
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source.pipe(counter), ContentType: putOptions.contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw failure instanceof StorageLimitError ? failure : (failure ?? error);
      }
      return { size: size() };
    },
    stat: statOf,
    async get(key: string) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          key,
          size: object.ContentLength ?? 0,
          lastModified: object.LastModified ?? new Date(0),
          body: object.Body as Readable,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key: string) {
      if (isSafeKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key) yield { key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async localPath(key: string) {
      // A key names one upload for good (a new file gets a new key): a copy once made stays right.
      if (!isSafeKey(key)) return null;
      const copy = path.join(options.cacheDir, key.split('/').join('__'));
      if (await stat(copy).catch(() => null)) return copy;
      const object = await storage.get(key);
      if (!object) return null;
      await mkdir(options.cacheDir, { recursive: true });
      const temp = `${copy}.${randomUUID()}.part`;
      try {
        await pipeline(object.body, createWriteStream(temp));
        await rename(temp, copy);
      } finally {
        await rm(temp, { force: true });
      }
      return copy;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
  return storage;
}
