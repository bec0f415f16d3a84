import path from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'STORAGE'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The files root on the local disk: DATA_DIR/files. */
export const filesRoot = (dataDir: string) => path.resolve(dataDir, 'files');

/** The storage the configuration names: the local disk by default, or the S3 bucket. */
export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE !== 's3') return createLocalStorage(filesRoot(config.DATA_DIR));
  return createS3Storage({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    cacheDir: path.resolve(config.DATA_DIR, 'cache', 'objects'),
  });
}

/** Readiness: throws when the configured storage cannot be reached or written. */
export const checkStorage = (storage: Storage) => storage.check();
