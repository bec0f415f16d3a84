/**
 * The stored files when they live in an S3 bucket (STORAGE=s3): copied from the bucket into
 * the archive at backup, put back into an empty bucket at restore, through the app's storage
 * (apps/api/src/lib/storage/storage.ts). Like the local files, an object is never rewritten
 * under its key, so each copy is the object as the database names it.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isSafeKey, type Storage } from '../../lib/storage/storage.ts';
import { BackupError } from './backup-error.ts';
import type { StoredFileEntry } from './manifest.ts';
import { hashFile } from './stored-files.ts';

export async function copyBucket(storage: Storage, target: string): Promise<StoredFileEntry[]> {
  const list: StoredFileEntry[] = [];
  for await (const object of storage.list()) {
    if (!isSafeKey(object.key)) continue;
    const found = await storage.get(object.key);
    if (!found) continue; // removed since the listing
    const to = path.join(target, ...object.key.split('/'));
    await mkdir(path.dirname(to), { recursive: true });
    await pipeline(found.body, createWriteStream(to));
    list.push({ path: object.key, ...(await hashFile(to)) });
  }
  return list.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Refuses a bucket holding any object: a restore never mixes with data. */
export async function checkBucketEmpty(storage: Storage, bucket: string | undefined): Promise<void> {
  for await (const object of storage.list()) {
    throw new BackupError(
      `Restauration refusée : le bucket ${bucket ?? ''} contient déjà des fichiers (dont ${object.key}). ` +
        'La restauration ne remplace jamais des données : indiquez un bucket vide dans S3_BUCKET.',
    );
  }
}

export async function fillBucket(storage: Storage, root: string, list: StoredFileEntry[]): Promise<void> {
  for (const entry of list) {
    await storage.put(entry.path, createReadStream(path.join(root, ...entry.path.split('/'))));
  }
}
