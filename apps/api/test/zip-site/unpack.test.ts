import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultZipSiteLimits, unpackOnce, ZipSiteError, type ZipSiteRefusal } from '../../src/lib/zip-site/index.ts';
import { makeZip, slideshowEntries, type ZipEntry } from './zip-writer.ts';

/** Unpacking a support's slideshow archive once, and refusing hostile archives (P2-SUP-11, ADR 039). */
let base: string;
let counter = 0;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'zip-site-unpack-'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

async function archive(entries: ZipEntry[]) {
  counter += 1;
  const zipPath = path.join(base, `archive-${counter}.zip`);
  await writeFile(zipPath, makeZip(entries));
  return { zipPath, targetDir: path.join(base, 'cache', `attachment-${counter}`) };
}

async function refusal(promise: Promise<unknown>): Promise<ZipSiteRefusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ZipSiteError);
  return (error as ZipSiteError).reason;
}

/** The same archive with its names marked as not UTF-8 (bit 11 cleared): read as CP437, as old archivers write them. */
function withoutUtf8Flag(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 4 <= copy.length; at += 1) {
    const signature = copy.readUInt32LE(at);
    const flagsAt = signature === 0x04034b50 ? at + 6 : signature === 0x02014b50 ? at + 8 : -1;
    if (flagsAt !== -1) copy.writeUInt16LE(copy.readUInt16LE(flagsAt) & ~0x0800, flagsAt);
  }
  return copy;
}

/** What is left in a refused archive's folder: only the refusal marker, never partial files. */
async function leftovers(targetDir: string) {
  return (await readdir(targetDir).catch(() => [] as string[])).filter((name) => !name.endsWith('.refused'));
}

describe('unpackOnce', () => {
  it('P2-SUP-11 unpacks a slideshow once; a second call reuses it', async () => {
    const { zipPath, targetDir } = await archive(slideshowEntries());
    const unpacked: string[] = [];
    const events = { onUnpacked: (dir: string) => unpacked.push(dir) };
    const siteDir = await unpackOnce(zipPath, targetDir, defaultZipSiteLimits, events);
    expect(await readFile(path.join(siteDir, 'index.html'), 'utf8')).toContain('<h1>Séance 1</h1>');
    expect(await readFile(path.join(siteDir, 'sous dossier', 'page 2.html'), 'utf8')).toBe('<p>deux</p>');
    expect((await stat(path.join(siteDir, 'img'))).isDirectory()).toBe(true);
    expect(await unpackOnce(zipPath, targetDir, defaultZipSiteLimits, events)).toBe(siteDir);
    expect(unpacked).toEqual([siteDir]);
    expect(await readdir(targetDir)).toEqual([path.basename(siteDir)]);
  });

  it('P2-SUP-11 five concurrent calls unpack once and all get the same folder', async () => {
    const { zipPath, targetDir } = await archive(slideshowEntries());
    const unpacked: string[] = [];
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        unpackOnce(zipPath, targetDir, defaultZipSiteLimits, { onUnpacked: (dir) => unpacked.push(dir) }),
      ),
    );
    expect(new Set(results).size).toBe(1);
    expect(unpacked).toHaveLength(1);
    expect(await readdir(targetDir)).toEqual([path.basename(results[0]!)]);
  });

  it('P2-SUP-11 a folder another process already renamed into place is used as it is', async () => {
    const { zipPath, targetDir } = await archive(slideshowEntries());
    const first = await unpackOnce(zipPath, targetDir);
    await writeFile(path.join(first, 'from-the-other-process.txt'), 'x');
    expect(await unpackOnce(zipPath, targetDir)).toBe(first);
    expect(await readdir(first)).toContain('from-the-other-process.txt');
  });

  it('P2-SUP-11 a replaced archive is unpacked again and the old copy removed', async () => {
    const { zipPath, targetDir } = await archive(slideshowEntries('Première version'));
    const before = await unpackOnce(zipPath, targetDir);
    const replacement = `${zipPath}.new`;
    await writeFile(replacement, makeZip(slideshowEntries('Seconde version')));
    await rename(replacement, zipPath);
    const after = await unpackOnce(zipPath, targetDir);
    expect(after).not.toBe(before);
    expect(await readFile(path.join(after, 'index.html'), 'utf8')).toContain('Seconde version');
    expect(await readdir(targetDir)).toEqual([path.basename(after)]);
  });

  it('P2-SUP-11 index.html inside one top-level folder serves that folder as the site; __MACOSX is skipped', async () => {
    const { zipPath, targetDir } = await archive([
      { name: 'deck/', data: '' },
      { name: 'deck/index.html', data: '<p>ok</p>' },
      { name: 'deck/css/a.css', data: 'p{}' },
      { name: '__MACOSX/deck/._index.html', data: 'resource fork' },
    ]);
    const siteDir = await unpackOnce(zipPath, targetDir);
    expect((await readdir(siteDir)).sort()).toEqual(['css', 'index.html']);
  });

  it('refuses an archive without index.html at the root or in its single top-level folder', async () => {
    const nested = await archive([
      { name: 'a/index.html', data: 'x' },
      { name: 'b/other.html', data: 'y' },
    ]);
    expect(await refusal(unpackOnce(nested.zipPath, nested.targetDir))).toBe('no_index');
    const none = await archive([{ name: 'slides.html', data: 'x' }]);
    expect(await refusal(unpackOnce(none.zipPath, none.targetDir))).toBe('no_index');
    expect(await leftovers(none.targetDir)).toEqual([]);
  });

  it('refuses a ../evil entry and writes nothing outside (nor inside)', async () => {
    const { zipPath, targetDir } = await archive([
      { name: 'index.html', data: 'x' },
      { name: '../evil.txt', data: 'pwned' },
      { name: 'sub/../../evil2.txt', data: 'pwned' },
    ]);
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('unsafe_path');
    expect(await leftovers(targetDir)).toEqual([]);
    const everywhere = [...(await readdir(base)), ...(await readdir(path.join(base, 'cache')))];
    expect(everywhere.filter((name) => name.startsWith('evil'))).toEqual([]);
  });

  it.each([
    ['an absolute name', '/tmp/evil.txt'],
    ['a drive letter', 'C:/evil.txt'],
    ['a backslash escape', '..\\evil.txt'],
    ['a NUL byte', 'index.html\u0000.png'],
    ['a dot segment', './index2.html'],
  ])('refuses %s in an entry name', async (_label, name) => {
    const { zipPath, targetDir } = await archive([
      { name: 'index.html', data: 'x' },
      { name, data: 'pwned' },
    ]);
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('unsafe_path');
    expect(await leftovers(targetDir)).toEqual([]);
  });

  it.each([
    ['a C0 control character', 'slides/a\u0001.css'],
    ['a DEL', 'a\u007f.css'],
    ['a C1 control character (NEL)', 'a\u0085.css'],
    ['a C1 control character (CSI)', 'img/\u009bx.png'],
  ])('refuses %s in an entry name, naming the entry (ADR 039)', async (_label, name) => {
    const { zipPath, targetDir } = await archive([
      { name: 'index.html', data: 'x' },
      { name, data: 'pwned' },
    ]);
    const error = await unpackOnce(zipPath, targetDir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ZipSiteError);
    expect((error as ZipSiteError).reason).toBe('unsafe_path');
    expect((error as ZipSiteError).entry?.problem).toBe('control_character');
    expect((error as ZipSiteError).entry?.name).toMatch(/U\+00(01|7F|85|9B)/);
    expect(await leftovers(targetDir)).toEqual([]);
  });

  it('refuses a control byte in a name stored without the UTF-8 flag (read as CP437 it looks like ☺)', async () => {
    counter += 1;
    const zipPath = path.join(base, `archive-${counter}.zip`);
    const targetDir = path.join(base, 'cache', `attachment-${counter}`);
    await writeFile(
      zipPath,
      withoutUtf8Flag(
        makeZip([
          { name: 'index.html', data: 'x' },
          { name: 'a\u0001.css', data: 'pwned' },
          { name: 'b\u007f.css', data: 'x' },
        ]),
      ),
    );
    const error = await unpackOnce(zipPath, targetDir).catch((caught: unknown) => caught);
    expect((error as ZipSiteError).reason).toBe('unsafe_path');
    expect((error as ZipSiteError).entry).toEqual({ name: 'aU+0001.css', problem: 'control_character' });
    // A plain ASCII name without the flag is still fine.
    counter += 1;
    const plain = path.join(base, `archive-${counter}.zip`);
    await writeFile(
      plain,
      withoutUtf8Flag(
        makeZip([
          { name: 'index.html', data: 'x' },
          { name: 'css/a.css', data: 'p{}' },
        ]),
      ),
    );
    expect((await readdir(await unpackOnce(plain, path.join(base, 'cache', `attachment-${counter}`)))).sort()).toEqual([
      'css',
      'index.html',
    ]);
  });

  it('refuses a symbolic link entry', async () => {
    const { zipPath, targetDir } = await archive([
      { name: 'index.html', data: 'x' },
      { name: 'passwd', data: '/etc/passwd', unixMode: 0o120777 },
    ]);
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('symlink');
    expect(await leftovers(targetDir)).toEqual([]);
  });

  it('refuses an encrypted entry, a duplicated name and a file that is also a folder', async () => {
    const encrypted = await archive([{ name: 'index.html', data: 'x', flags: 0x1, deflate: true }]);
    expect(await refusal(unpackOnce(encrypted.zipPath, encrypted.targetDir))).toBe('encrypted');
    const twice = await archive([
      { name: 'index.html', data: 'x' },
      { name: 'INDEX.html', data: 'y' },
    ]);
    expect(await refusal(unpackOnce(twice.zipPath, twice.targetDir))).toBe('duplicate_entry');
    const fileThenFolder = await archive([
      { name: 'index.html', data: 'x' },
      { name: 'a', data: 'file' },
      { name: 'a/b.css', data: 'p{}' },
    ]);
    expect(await refusal(unpackOnce(fileThenFolder.zipPath, fileThenFolder.targetDir))).toBe('duplicate_entry');
    expect(await leftovers(fileThenFolder.targetDir)).toEqual([]);
  });

  it('refuses more entries than the limit', async () => {
    const entries = [
      { name: 'index.html', data: 'x' },
      ...Array.from({ length: 10 }, (_, index) => ({ name: `f${index}.txt`, data: 'y' })),
    ];
    const { zipPath, targetDir } = await archive(entries);
    expect(await refusal(unpackOnce(zipPath, targetDir, { ...defaultZipSiteLimits, maxEntries: 10 }))).toBe(
      'too_many_entries',
    );
    expect(await leftovers(targetDir)).toEqual([]);
  });

  it('refuses a zip bomb: a highly compressed entry is stopped by its ratio', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const { zipPath, targetDir } = await archive([
      { name: 'index.html', data: 'x' },
      { name: 'bomb.bin', data: zeros, deflate: true },
    ]);
    expect((await stat(zipPath)).size).toBeLessThan(100_000);
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('compression_ratio');
    expect(await leftovers(targetDir)).toEqual([]);
  });

  it('refuses a bomb that lies about its size: inflation stops at the declared size, nothing stays on disk', async () => {
    const zeros = Buffer.alloc(50 * 1024 * 1024);
    const { zipPath, targetDir } = await archive([
      { name: 'index.html', data: 'x' },
      { name: 'bomb.bin', data: zeros, deflate: true, declaredSize: 1000 },
    ]);
    const started = performance.now();
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('size_mismatch');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await leftovers(targetDir)).toEqual([]);
  });

  it('refuses archives whose entries or total pass the size limits', async () => {
    const limits = { ...defaultZipSiteLimits, maxEntryBytes: 64 * 1024, maxTotalBytes: 100 * 1024 };
    const big = await archive([
      { name: 'index.html', data: 'x' },
      { name: 'video.mp4', data: randomBytes(70 * 1024) },
    ]);
    expect(await refusal(unpackOnce(big.zipPath, big.targetDir, limits))).toBe('entry_too_large');
    const many = await archive([
      { name: 'index.html', data: 'x' },
      ...[1, 2, 3].map((index) => ({ name: `part${index}.bin`, data: randomBytes(40 * 1024), deflate: true })),
    ]);
    expect(await refusal(unpackOnce(many.zipPath, many.targetDir, limits))).toBe('too_large');
    expect(await leftovers(many.targetDir)).toEqual([]);
  });

  it('remembers a refused archive and answers at once for the same file; a new file is tried again', async () => {
    const { zipPath, targetDir } = await archive([{ name: 'slides.html', data: 'x' }]);
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('no_index');
    expect((await readdir(targetDir)).filter((name) => name.endsWith('.refused'))).toHaveLength(1);
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('no_index');
    await writeFile(zipPath, makeZip(slideshowEntries()));
    const siteDir = await unpackOnce(zipPath, targetDir);
    expect(await readdir(targetDir)).toEqual([path.basename(siteDir)]);
  });

  it('refuses an entry whose compressed bytes are corrupt, and removes what was written', async () => {
    const { zipPath, targetDir } = await archive([
      { name: 'index.html', data: 'x' },
      { name: 'app.js', data: 'a'.repeat(5000), deflate: true, corrupt: true },
    ]);
    expect(await refusal(unpackOnce(zipPath, targetDir))).toBe('unreadable');
    expect(await leftovers(targetDir)).toEqual([]);
  });

  it('refuses a file that is not a zip', async () => {
    counter += 1;
    const zipPath = path.join(base, `not-a-zip-${counter}.zip`);
    await writeFile(zipPath, '<html>not a zip</html>');
    expect(await refusal(unpackOnce(zipPath, path.join(base, 'cache', `attachment-${counter}`)))).toBe('unreadable');
  });
});
