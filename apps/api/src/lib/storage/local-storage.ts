import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asStream, limitBytes } from './limit-bytes.ts';
import { isSafeKey, type PutOptions, type Storage, type StoredObject } from './storage.ts';

const PART = '.part';

/** Files under `root` on the local disk: written beside their place, then renamed (ADR 046). */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const pathOf = (key: string) => (isSafeKey(key) ? path.join(base, ...key.split('/')) : null);

  async function statOf(key: string): Promise<StoredObject | null> {
    const full = pathOf(key);
    const stats = full ? await stat(full).catch(() => null) : null;
    return stats?.isFile() ? { key, size: stats.size, lastModified: stats.mtime } : null;
  }

  return {
    kind: 'local',
    async put(key: string, body: Readable | Buffer, options: PutOptions = {}) {
      const target = pathOf(key);
      if (!target) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}${PART}`;
      const { counter, size } = limitBytes(options.maxBytes);
      try {
        await pipeline(asStream(body), counter, createWriteStream(temp));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: size() };
    },
    stat: statOf,
    async get(key: string) {
      const found = await statOf(key);
      if (!found) return null;
      return { ...found, body: createReadStream(pathOf(key)!) };
    },
    async remove(key: string) {
      const full = pathOf(key);
      if (full) await rm(full, { force: true });
    },
    async *list(prefix = '') {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(PART)) continue;
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const found = await statOf(key);
        if (found) yield found;
      }
    },
    async localPath(key: string) {
      return (await statOf(key)) ? pathOf(key) : null;
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}
