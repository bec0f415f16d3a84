import { ZipSiteError, type UnsafeNameProblem } from './errors.ts';

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

export const isIgnoredEntry = (entry: EntryHeader) =>
  ignoredPrefixes.some((prefix) => entry.fileName.startsWith(prefix));

/**
 * What a non-UTF-8 name's control bytes become once read as CP437 (yauzl's decoding):
 * 0x01-0x1F are drawn as ☺…▼ and 0x7F as ⌂, so the control characters no longer look like ones.
 */
const cp437ControlGlyphs = '☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼';
const cp437Delete = '⌂';
const UTF8_NAME_FLAG = 0x800;
/** The Info-ZIP Unicode Path field: when there, yauzl takes the name from it, in UTF-8. */
const UNICODE_PATH_FIELD = 0x7075;

/**
 * An entry's name as its bytes say it: a name stored without the UTF-8 flag gets its control
 * bytes back (`☺` is byte 0x01 there), so the name rule sees them (ADR 039, ADR 060).
 */
export function entryNameOf(entry: EntryHeader & { extraFields?: readonly { id: number }[] }): string {
  const utf8 =
    (entry.generalPurposeBitFlag & UTF8_NAME_FLAG) !== 0 ||
    (entry.extraFields ?? []).some((field) => field.id === UNICODE_PATH_FIELD);
  if (utf8) return entry.fileName;
  return [...entry.fileName]
    .map((char) => {
      const at = cp437ControlGlyphs.indexOf(char);
      if (at !== -1) return String.fromCharCode(at + 1);
      return char === cp437Delete ? '\u007f' : char;
    })
    .join('');
}

/** What is wrong with a name, or null for a safe relative name. */
function nameProblem(name: string): UnsafeNameProblem | null {
  if (name.length === 0) return 'empty';
  // C0, DEL and C1 (U+0080-U+009F): every Unicode control character.
  if (/\p{Cc}/u.test(name)) return 'control_character';
  if (name.includes('\\')) return 'backslash';
  if (name.length > 1024) return 'too_long';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'absolute';
  for (const segment of name.replace(/\/$/, '').split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return 'relative_segment';
    if (Buffer.byteLength(segment) > 255) return 'too_long';
  }
  return null;
}

/**
 * The segments of a safe relative name, or a refusal. yauzl already refuses `..`, absolute
 * names and drive letters; this is checked again here so the rule does not rest on its options.
 */
export function safeSegments(name: string): string[] {
  const problem = nameProblem(name);
  if (problem) throw new ZipSiteError('unsafe_path', JSON.stringify(name), { name, problem });
  return name.replace(/\/$/, '').split('/');
}

/** Refuses what the unpacker never writes: links, devices, encrypted or exotic entries. */
export function checkEntryKind(entry: EntryHeader): void {
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  const named = { name: entry.fileName };
  if (type === S_IFLNK) throw new ZipSiteError('symlink', entry.fileName, named);
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR)
    throw new ZipSiteError('unsafe_path', `special file ${entry.fileName}`, { ...named, problem: 'special_file' });
  if ((entry.generalPurposeBitFlag & 0x1) !== 0) throw new ZipSiteError('encrypted', entry.fileName, named);
  if (!isDirectoryEntry(entry) && entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new ZipSiteError('unsupported_compression', `${entry.fileName} (method ${entry.compressionMethod})`, named);
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
