/** Why an archive cannot be served as a slideshow (logged; people see one French sentence). */
export type ZipSiteRefusal =
  | 'unsafe_path'
  | 'duplicate_entry'
  | 'symlink'
  | 'encrypted'
  | 'unsupported_compression'
  | 'too_many_entries'
  | 'entry_too_large'
  | 'too_large'
  | 'compression_ratio'
  | 'size_mismatch'
  | 'no_index'
  | 'unreadable';

/** What is wrong with an entry's name or kind, when the reason is `unsafe_path`. */
export type UnsafeNameProblem =
  'empty' | 'too_long' | 'control_character' | 'backslash' | 'absolute' | 'relative_segment' | 'special_file';

/** The entry at fault, as people may read it (control characters written U+XXXX), and what is wrong with its name. */
export type RefusedEntry = { name: string; problem?: UnsafeNameProblem };

/** An entry's name as people may read it: no control character, no endless name. */
export function readableEntryName(name: string): string {
  const visible = name.replace(
    /\p{Cc}/gu,
    (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return visible.length > 120 ? `${visible.slice(0, 119)}…` : visible;
}

/** The archive itself is refused: retrying the same file gives the same answer. */
export class ZipSiteError extends Error {
  readonly reason: ZipSiteRefusal;
  /** The entry at fault when there is one (the back office names it, ADR 060). */
  readonly entry: RefusedEntry | undefined;

  constructor(reason: ZipSiteRefusal, detail: string, entry?: RefusedEntry) {
    super(`${reason}: ${detail}`);
    this.name = 'ZipSiteError';
    this.reason = reason;
    this.entry = entry && { ...entry, name: readableEntryName(entry.name) };
  }
}

/** A requested path that would leave the unpacked site (or is not a path at all). */
export class UnsafePathError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnsafePathError';
  }
}

export const zipSiteMessages = {
  unreadable: 'Le diaporama est illisible.',
  invalidPath: 'Chemin de fichier invalide.',
  notFound: 'Fichier introuvable dans le diaporama.',
} as const;
