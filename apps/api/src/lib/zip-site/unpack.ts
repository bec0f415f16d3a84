import { close, createWriteStream, fstat, open, type BigIntStats } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  checkEntryKind,
  entryNameOf,
  isDirectoryEntry,
  isIgnoredEntry,
  safeSegments,
  siteRoot,
} from './entry-names.ts';
import { ZipSiteError, type ZipSiteRefusal } from './errors.ts';
import { defaultZipSiteLimits, type ZipSiteLimits } from './limits.ts';

const openFile = promisify(open);
const fstatBig = (fd: number) => promisify(fstat)(fd, { bigint: true }) as Promise<BigIntStats>;
const fromFd = promisify(yauzl.fromFd) as (fd: number, options: yauzl.Options) => Promise<ZipFile>;

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

async function extract(fd: number, into: string, limits: ZipSiteLimits): Promise<void> {
  let zip: ZipFile;
  try {
    // yauzl closes the descriptor once the archive and its streams are closed.
    zip = await fromFd(fd, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: true,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    await closeFd(fd);
    throw asRefusal(error);
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw new ZipSiteError('too_many_entries', `${zip.entryCount} entries`);
    const entries = (await readEntries(zip, limits)).filter((entry) => !isIgnoredEntry(entry));
    // From here failures surface through each entry's stream; a late archive error must not go unheard.
    zip.on('error', () => undefined);
    const root = siteRoot(entries.map((entry) => entry.fileName));
    const budget = { total: 0 };
    for (const entry of entries) {
      if (!entry.fileName.startsWith(root) || entry.fileName === root) continue;
      const target = path.join(into, ...safeSegments(entry.fileName.slice(root.length)));
      if (isDirectoryEntry(entry)) {
        await mkdir(target, { recursive: true }).catch((error: unknown) => {
          throw nameClash(error, entry.fileName);
        });
        continue;
      }
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await copyEntry(zip, entry, new ByteLimit(entry, budget, limits), target);
      } catch (error) {
        throw nameClash(error, entry.fileName);
      }
    }
  } finally {
    zip.close();
  }
}

/** Reads the central directory and checks every entry before a byte is inflated. */
function readEntries(zip: ZipFile, limits: ZipSiteLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    const seen = new Set<string>();
    let declaredTotal = 0;
    const fail = (error: unknown) => {
      zip.removeAllListeners('entry');
      zip.on('error', () => undefined);
      reject(asRefusal(error));
    };
    zip.on('entry', (entry: Entry) => {
      try {
        const segments = safeSegments(entryNameOf(entry));
        checkEntryKind(entry);
        const key = segments.join('/').toLowerCase();
        if (seen.has(key) && !isDirectoryEntry(entry))
          throw new ZipSiteError('duplicate_entry', entry.fileName, { name: entry.fileName });
        seen.add(key);
        if (entries.length + 1 > limits.maxEntries)
          throw new ZipSiteError('too_many_entries', `more than ${limits.maxEntries}`);
        checkDeclaredSize(entry, limits);
        declaredTotal += entry.uncompressedSize;
        if (declaredTotal > limits.maxTotalBytes)
          throw new ZipSiteError('too_large', `declares more than ${limits.maxTotalBytes} bytes`);
        entries.push(entry);
        zip.readEntry();
      } catch (error) {
        fail(error);
      }
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', fail);
    zip.readEntry();
  });
}

function checkDeclaredSize(entry: Entry, limits: ZipSiteLimits): void {
  if (entry.uncompressedSize > limits.maxEntryBytes)
    throw new ZipSiteError('entry_too_large', `${entry.fileName} declares ${entry.uncompressedSize} bytes`, {
      name: entry.fileName,
    });
  if (
    entry.uncompressedSize > limits.ratioFloorBytes &&
    entry.uncompressedSize > limits.maxCompressionRatio * Math.max(entry.compressedSize, 1)
  ) {
    throw new ZipSiteError(
      'compression_ratio',
      `${entry.fileName} declares ${entry.uncompressedSize} from ${entry.compressedSize} bytes`,
      { name: entry.fileName },
    );
  }
}

/**
 * Inflates with Node's own zlib rather than yauzl's: yauzl's inflating stream replaces
 * destroy() with one that drops the error, so a lying or corrupt entry would hang the copy.
 * The raw entry stream is piped by hand and torn down on failure for the same reason.
 */
async function copyEntry(zip: ZipFile, entry: Entry, limit: ByteLimit, target: string): Promise<void> {
  const compressed = entry.compressionMethod === 8;
  const source = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(entry, (compressed ? { decompress: false } : {}) as yauzl.ZipFileOptions, (error, stream) =>
      error ? reject(asRefusal(error)) : resolve(stream),
    );
  });
  const first = compressed ? createInflateRaw() : limit;
  source.on('error', (error) => first.destroy(error));
  source.pipe(first);
  try {
    const output = createWriteStream(target, { flags: 'wx', mode: 0o644 });
    await (first === limit ? pipeline(limit, output) : pipeline(first, limit, output));
  } catch (error) {
    source.unpipe(first);
    source.destroy();
    throw asRefusal(error);
  }
}

/**
 * Counts the bytes actually inflated and stops the copy as soon as an entry gives more than it
 * declared or passes a bound (entry, archive, compression ratio): nothing more reaches the disk.
 * The declared sizes were checked against the same bounds before any inflating.
 */
class ByteLimit extends Transform {
  private written = 0;

  constructor(
    private readonly entry: Entry,
    private readonly budget: { total: number },
    private readonly limits: ZipSiteLimits,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.written += chunk.length;
    this.budget.total += chunk.length;
    const { entry, limits } = this;
    const named = { name: entry.fileName };
    if (this.written > entry.uncompressedSize)
      return callback(
        new ZipSiteError(
          'size_mismatch',
          `${entry.fileName} inflates past its declared ${entry.uncompressedSize} bytes`,
          named,
        ),
      );
    if (this.written > limits.maxEntryBytes)
      return callback(
        new ZipSiteError('entry_too_large', `${entry.fileName} inflates past ${limits.maxEntryBytes} bytes`, named),
      );
    if (this.budget.total > limits.maxTotalBytes)
      return callback(new ZipSiteError('too_large', `inflates past ${limits.maxTotalBytes} bytes`));
    if (
      this.written > limits.ratioFloorBytes &&
      this.written > limits.maxCompressionRatio * Math.max(entry.compressedSize, 1)
    ) {
      return callback(
        new ZipSiteError('compression_ratio', `${entry.fileName} inflates past ${limits.maxCompressionRatio}:1`, named),
      );
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.written !== this.entry.uncompressedSize) {
      return callback(
        new ZipSiteError(
          'size_mismatch',
          `${this.entry.fileName} gives ${this.written} of its declared ${this.entry.uncompressedSize} bytes`,
          { name: this.entry.fileName },
        ),
      );
    }
    callback();
  }
}

/** File system failures stay what they are (they may pass); anything from the archive is a refusal. */
function asRefusal(error: unknown): unknown {
  if (error instanceof ZipSiteError) return error;
  if (error && typeof error === 'object' && 'syscall' in error) return error;
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/s.exec(message);
  if (unsafe) {
    const problem =
      unsafe[1] === 'absolute path'
        ? 'absolute'
        : unsafe[1] === 'invalid relative path'
          ? 'relative_segment'
          : 'backslash';
    return new ZipSiteError('unsafe_path', message, { name: unsafe[2] ?? '', problem });
  }
  if (/too many bytes|not enough bytes|size mismatch/.test(message)) return new ZipSiteError('size_mismatch', message);
  return new ZipSiteError('unreadable', message);
}

/** In a fresh folder, these only come from the archive's own names (`a` and `a/b`, too long); any refusal names its entry. */
function nameClash(error: unknown, fileName: string): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR')
    return new ZipSiteError('duplicate_entry', fileName, { name: fileName });
  if (code === 'ENAMETOOLONG')
    return new ZipSiteError('unsafe_path', fileName, { name: fileName, problem: 'too_long' });
  if (error instanceof ZipSiteError && !error.entry)
    return new ZipSiteError(error.reason, `${fileName}: ${error.message}`, { name: fileName });
  return error;
}

async function isDirectory(target: string): Promise<boolean> {
  return (await stat(target).catch(() => null))?.isDirectory() ?? false;
}

const closeFd = (fd: number) => new Promise<void>((resolve) => close(fd, () => resolve()));

async function closeThen<T>(fd: number, value: T): Promise<T> {
  await closeFd(fd);
  return value;
}
