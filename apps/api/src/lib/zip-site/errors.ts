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

/** The archive itself is refused: retrying the same file gives the same answer. */
export class ZipSiteError extends Error {
  readonly reason: ZipSiteRefusal;

  constructor(reason: ZipSiteRefusal, detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'ZipSiteError';
    this.reason = reason;
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
