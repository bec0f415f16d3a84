import { fstat, open, type BigIntStats } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ZipSiteError, type ZipSiteRefusal } from './errors.ts';
import { closeFd, extract } from './extract.ts';
import { defaultZipSiteLimits, type ZipSiteLimits } from './limits.ts';

const openFile = promisify(open);
const fstatBig = (fd: number) => promisify(fstat)(fd, { bigint: true }) as Promise<BigIntStats>;

/** Told when an archive was actually inflated (not when an earlier copy was reused). */
export type UnpackEvents = { onUnpacked?: (siteDir: string, milliseconds: number) => void };

/** Callers waiting for the same unpacking in this process share its promise. */
const inFlight = new Map<string, Promise<string>>();

/** Left-over temporary folders of a crashed process are removed after this long. */
const staleTempMs = 60 * 60 * 1000;
const tempPrefix = '.unpacking-';
const refusedSuffix = '.refused';

/** Names the archive's version: a replaced file (new inode, size or time) is a new version. */
const fingerprintOf = (stats: BigIntStats) =>
  `${stats.size.toString(36)}-${stats.mtimeNs.toString(36)}-${stats.ino.toString(36)}`;

/**
 * Unpacks the zip at `zipPath` into `targetDir/<fingerprint>/` once and answers that folder.
 * `targetDir` belongs to one archive (one attachment). The archive is unpacked beside, in a
 * temporary folder renamed into place, so a reader sees all or nothing; another process that
 * finished first wins and this one's copy is dropped. A refused archive leaves a marker so the
 * same file is not inflated again on every request; partial output is always removed.
 */
export async function unpackOnce(
  zipPath: string,
  targetDir: string,
  limits: ZipSiteLimits = defaultZipSiteLimits,
  events: UnpackEvents = {},
): Promise<string> {
  const stats = await stat(zipPath, { bigint: true });
  const siteDir = path.join(targetDir, fingerprintOf(stats));
  if (await isDirectory(siteDir)) return siteDir;
  const waiting = inFlight.get(siteDir);
  if (waiting) return waiting;
  const job = unpackVersion(zipPath, targetDir, limits, events).finally(() => inFlight.delete(siteDir));
  inFlight.set(siteDir, job);
  return job;
}

async function unpackVersion(
  zipPath: string,
  targetDir: string,
  limits: ZipSiteLimits,
  events: UnpackEvents,
): Promise<string> {
  // Read the version from the open file, so a file swapped meanwhile is not filed under the old name.
  const fd = await openFile(zipPath, 'r');
  let stats: BigIntStats;
  try {
    stats = await fstatBig(fd);
  } catch (error) {
    await closeFd(fd);
    throw error;
  }
  const fingerprint = fingerprintOf(stats);
  const siteDir = path.join(targetDir, fingerprint);
  const refusedMarker = path.join(targetDir, fingerprint + refusedSuffix);
  if (await isDirectory(siteDir)) return closeThen(fd, siteDir);
  const refused = await readFile(refusedMarker, 'utf8').catch(() => null);
  if (refused !== null) {
    await closeFd(fd);
    throw new ZipSiteError(refused.trim() as ZipSiteRefusal, 'refused before');
  }
  let temp: string;
  try {
    await mkdir(targetDir, { recursive: true });
    temp = await mkdtemp(path.join(targetDir, tempPrefix));
  } catch (error) {
    await closeFd(fd);
    throw error;
  }
  const started = performance.now();
  try {
    await extract(fd, temp, limits);
    await rename(temp, siteDir).catch(async (error: NodeJS.ErrnoException) => {
      // Another process renamed its copy first: theirs is as good as ours.
      if ((error.code === 'ENOTEMPTY' || error.code === 'EEXIST') && (await isDirectory(siteDir))) return;
      throw error;
    });
  } catch (error) {
    if (error instanceof ZipSiteError) await writeFile(refusedMarker, error.reason).catch(() => undefined);
    throw error;
  } finally {
    // Partial output never stays; after a rename there is nothing left here.
    await rm(temp, { recursive: true, force: true });
  }
  events.onUnpacked?.(siteDir, Math.round(performance.now() - started));
  // Only while this is still the current file: a slow unpacking of a replaced file must not
  // remove the copy of its replacement.
  const current = await stat(zipPath, { bigint: true }).catch(() => null);
  if (current && fingerprintOf(current) === fingerprint) await removeOtherVersions(targetDir, fingerprint);
  return siteDir;
}

/** Older versions of this archive, their refusal markers and abandoned temporary folders. */
async function removeOtherVersions(targetDir: string, fingerprint: string): Promise<void> {
  const names = await readdir(targetDir).catch(() => [] as string[]);
  for (const name of names) {
    if (name === fingerprint) continue;
    const full = path.join(targetDir, name);
    if (name.startsWith(tempPrefix)) {
      const stats = await stat(full).catch(() => null);
      if (!stats || Date.now() - stats.mtimeMs < staleTempMs) continue;
    }
    await rm(full, { recursive: true, force: true }).catch(() => undefined);
  }
}

async function isDirectory(target: string): Promise<boolean> {
  return (await stat(target).catch(() => null))?.isDirectory() ?? false;
}

async function closeThen<T>(fd: number, value: T): Promise<T> {
  await closeFd(fd);
  return value;
}
