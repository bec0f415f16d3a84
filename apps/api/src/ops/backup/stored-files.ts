/**
 * The stored files of an archive. At backup each file under the files root is hard-linked
 * (copied when the archive is on another disk) into the staging folder, then hashed there.
 * The platform never rewrites a stored file in place (a new upload gets a new key, written
 * beside and renamed: apps/api/src/lib/storage/local-storage.ts), so the link is a snapshot
 * and the hash is that of the archived bytes.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error.ts';
import type { StoredFileEntry } from './manifest.ts';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Relative paths (with '/') of the regular files under root; none when root is absent. */
export async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { sha256: hash.digest('hex'), size };
}

/** Links or copies every stored file into target; an upload still being written (.part) is left out. */
export async function snapshotFiles(root: string, target: string): Promise<StoredFileEntry[]> {
  const list: StoredFileEntry[] = [];
  for (const relative of await listFiles(root)) {
    if (relative.endsWith('.part')) continue;
    const from = path.join(root, ...relative.split('/'));
    const to = path.join(target, ...relative.split('/'));
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await link(from, to);
    } catch (error) {
      if (codeOf(error) === 'ENOENT') continue; // deleted since the listing
      if (codeOf(error) !== 'EXDEV' && codeOf(error) !== 'EPERM') throw error;
      await copyFile(from, to);
    }
    list.push({ path: relative, ...(await hashFile(to)) });
  }
  return list;
}

/** Checks the extracted files against the manifest: the same names, sizes and hashes. */
export async function verifyFiles(root: string, expected: StoredFileEntry[]): Promise<void> {
  const found = new Set(await listFiles(root));
  const problems: string[] = [];
  for (const entry of expected) {
    if (!found.delete(entry.path)) {
      problems.push(`${entry.path} manque`);
      continue;
    }
    const actual = await hashFile(path.join(root, ...entry.path.split('/')));
    if (actual.sha256 !== entry.sha256 || actual.size !== entry.size) problems.push(`${entry.path} est altéré`);
  }
  for (const extra of found) problems.push(`${extra} n’est pas dans le manifeste`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join(' ; ');
    const more = problems.length > 5 ? ` (et ${problems.length - 5} autres)` : '';
    throw new BackupError(`Archive altérée, rien n’a été restauré : ${shown}${more}.`);
  }
}
