import { ZipSiteError } from './errors.ts';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

/** Folders some archivers add beside the content (macOS resource forks): never unpacked. */
const ignoredPrefixes = ['__MACOSX/'];

/** The parts of a yauzl entry the checks read. */
export type EntryHeader = {
  fileName: string;
  externalFileAttributes: number;
  generalPurposeBitFlag: number;
  compressionMethod: number;
  compressedSize: number;
  uncompressedSize: number;
};

export const isDirectoryEntry = (entry: EntryHeader) => entry.fileName.endsWith('/');

export const isIgnoredEntry = (entry: EntryHeader) => ignoredPrefixes.some((prefix) => entry.fileName.startsWith(prefix));

/**
 * The segments of a safe relative name, or a refusal. yauzl already refuses `..`, absolute
 * names and drive letters; this is checked again here so the rule does not rest on its options.
 */
export function safeSegments(name: string): string[] {
  const refuse = () => new ZipSiteError('unsafe_path', JSON.stringify(name));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (name.length === 0 || name.length > 1024 || /[\u0000-\u001f\u007f\\]/.test(name)) throw refuse();
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) throw refuse();
  const segments = name.replace(/\/$/, '').split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || Buffer.byteLength(segment) > 255) throw refuse();
  }
  return segments;
}

/** Refuses what the unpacker never writes: links, devices, encrypted or exotic entries. */
export function checkEntryKind(entry: EntryHeader): void {
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type === S_IFLNK) throw new ZipSiteError('symlink', entry.fileName);
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) throw new ZipSiteError('unsafe_path', `special file ${entry.fileName}`);
  if ((entry.generalPurposeBitFlag & 0x1) !== 0) throw new ZipSiteError('encrypted', entry.fileName);
  if (!isDirectoryEntry(entry) && entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new ZipSiteError('unsupported_compression', `${entry.fileName} (method ${entry.compressionMethod})`);
  }
}

/**
 * Where the site starts inside the archive: '' when index.html is at the root, `folder/` when
 * everything sits in one top-level folder holding index.html (a zipped folder); else refused.
 */
export function siteRoot(names: readonly string[]): string {
  if (names.includes('index.html')) return '';
  const tops = new Set(names.map((name) => name.split('/')[0]));
  const [top] = tops;
  if (tops.size === 1 && top && names.includes(`${top}/index.html`)) return `${top}/`;
  throw new ZipSiteError('no_index', 'no index.html at the root or in a single top-level folder');
}
