import { close, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ByteLimit } from './byte-limit.ts';
import {
  checkEntryKind,
  entryNameOf,
  isDirectoryEntry,
  isIgnoredEntry,
  safeSegments,
  siteRoot,
} from './entry-names.ts';
import { ZipSiteError } from './errors.ts';
import type { ZipSiteLimits } from './limits.ts';

const fromFd = promisify(yauzl.fromFd) as (fd: number, options: yauzl.Options) => Promise<ZipFile>;

export const closeFd = (fd: number) => new Promise<void>((resolve) => close(fd, () => resolve()));

/** Writes the archive open at `fd` into the folder `into`, checking every entry against the limits. */
export async function extract(fd: number, into: string, limits: ZipSiteLimits): Promise<void> {
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
