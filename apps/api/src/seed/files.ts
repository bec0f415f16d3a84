import { crc32 } from 'node:zlib';
import type { Storage } from '../lib/storage/storage.ts';

/** What an attachment row needs to know about a file written in the storage. */
export type StoredFile = { name: string; path: string; mime: string; sizeBytes: number };

export async function storeFile(
  storage: Storage,
  relativePath: string,
  data: Buffer,
  file: { name: string; mime: string },
): Promise<StoredFile> {
  await storage.put(relativePath, data, { contentType: file.mime });
  return { name: file.name, mime: file.mime, path: relativePath, sizeBytes: data.length };
}

/** One entry of a zip archive as written: its bytes as stored (or deflated), and what its headers say. */
export type ZipRecord = {
  name: string;
  /** The bytes that follow the local header. */
  body: Buffer;
  crc: number;
  /** The unpacked size. */
  size: number;
  /** 0: stored, 8: deflated. */
  method: number;
  /** General purpose flags; bit 11 (names are UTF-8) is always set. */
  flags?: number;
  /** Unix mode in the external attributes (the archive is then "made on unix"); none by default. */
  unixMode?: number;
};

/**
 * Writes a zip archive: local headers and bodies, the central directory, its end. Every date is
 * 1980-01-01, so the bytes do not depend on the clock.
 */
export function writeZip(records: ZipRecord[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const record of records) {
    const name = Buffer.from(record.name, 'utf8');
    const flags = 0x0800 | (record.flags ?? 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(record.method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(record.crc, 14);
    local.writeUInt32LE(record.body.length, 18);
    local.writeUInt32LE(record.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(record.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(record.method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(record.crc, 16);
    central.writeUInt32LE(record.body.length, 20);
    central.writeUInt32LE(record.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((record.unixMode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, record.body);
    centrals.push(central, name);
    offset += local.length + name.length + record.body.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A zip archive without compression (the slides are a few kilobytes of HTML). */
export function storedZip(entries: { name: string; data: Buffer }[]): Buffer {
  return writeZip(
    entries.map(({ name, data }) => ({ name, body: data, crc: crc32(data), size: data.length, method: 0 })),
  );
}

/** File-name friendly form of a French label. */
export function slugify(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
