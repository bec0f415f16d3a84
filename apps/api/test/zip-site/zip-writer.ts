import { crc32, deflateRawSync } from 'node:zlib';

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
 * A small zip writer for the tests: real archives, including the hostile ones an ordinary
 * archiver would refuse to make (`../` names, links, lying sizes).
 */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : (entry.data ?? Buffer.alloc(0));
    const packed = entry.deflate ? deflateRawSync(raw) : raw;
    const body = entry.corrupt ? Buffer.alloc(packed.length, 0xff) : packed;
    const method = entry.deflate ? 8 : 0;
    const size = entry.declaredSize ?? raw.length;
    const flags = 0x0800 | (entry.flags ?? 0);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made on unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? (entry.name.endsWith('/') ? 0o040755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A small slideshow: a page, its style, a script, an image and a font in a sub-folder. */
export function slideshowEntries(title = 'Séance 1'): ZipEntry[] {
  return [
    { name: 'index.html', data: `<!doctype html><html lang="fr"><head><link rel="stylesheet" href="style.css"></head><body><h1>${title}</h1><img src="img/logo.png"><script src="app.js"></script></body></html>`, deflate: true },
    { name: 'style.css', data: 'body { font-family: sans-serif; }', deflate: true },
    { name: 'app.js', data: 'document.title = "ok";' },
    { name: 'img/', data: '' },
    { name: 'img/logo.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    { name: 'fonts/deck.woff2', data: Buffer.from('wOF2') },
    { name: 'notes/readme', data: 'plain bytes' },
    { name: 'sous dossier/page 2.html', data: '<p>deux</p>' },
  ];
}
