import { crc32, deflateRawSync } from 'node:zlib';
import { writeZip } from '../../src/seed/files.ts';

export type ZipEntry = {
  name: string;
  data?: Buffer | string;
  /** Deflate (method 8) instead of storing. */
  deflate?: boolean;
  /** Unix mode written in the external attributes (e.g. 0o120777 for a link). */
  unixMode?: number;
  /** General purpose flags (bit 0: encrypted). */
  flags?: number;
  /** Garbage in place of the compressed bytes (same length). */
  corrupt?: boolean;
  /** A lie about the unpacked size, in both headers. */
  declaredSize?: number;
};

/**
 * Zips for the tests: real archives, including the hostile ones an ordinary archiver would
 * refuse to make (`../` names, links, lying sizes), written by the seed's zip writer.
 */
export function makeZip(entries: ZipEntry[]): Buffer {
  return writeZip(
    entries.map((entry) => {
      const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : (entry.data ?? Buffer.alloc(0));
      const packed = entry.deflate ? deflateRawSync(raw) : raw;
      return {
        name: entry.name,
        body: entry.corrupt ? Buffer.alloc(packed.length, 0xff) : packed,
        crc: crc32(raw),
        size: entry.declaredSize ?? raw.length,
        method: entry.deflate ? 8 : 0,
        flags: entry.flags,
        unixMode: entry.unixMode ?? (entry.name.endsWith('/') ? 0o040755 : 0o100644),
      };
    }),
  );
}

/** A small slideshow: a page, its style, a script, an image and a font in a sub-folder. */
export function slideshowEntries(title = 'Séance 1'): ZipEntry[] {
  return [
    {
      name: 'index.html',
      data: `<!doctype html><html lang="fr"><head><link rel="stylesheet" href="style.css"></head><body><h1>${title}</h1><img src="img/logo.png"><script src="app.js"></script></body></html>`,
      deflate: true,
    },
    { name: 'style.css', data: 'body { font-family: sans-serif; }', deflate: true },
    { name: 'app.js', data: 'document.title = "ok";' },
    { name: 'img/', data: '' },
    { name: 'img/logo.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    { name: 'fonts/deck.woff2', data: Buffer.from('wOF2') },
    { name: 'notes/readme', data: 'plain bytes' },
    { name: 'sous dossier/page 2.html', data: '<p>deux</p>' },
  ];
}
