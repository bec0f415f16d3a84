import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('compressing the build output once', () => {
  let dist: string;
  const big = (text: string) => text.repeat(400);

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'assets', 'index-a1.js'), big('console.log(1);'));
    writeFileSync(path.join(dist, 'assets', 'index-a1.css'), big('h1{color:red}'));
    writeFileSync(path.join(dist, 'logo.svg'), big('<g/>'));
    writeFileSync(path.join(dist, 'assets', 'small-b2.js'), 'export {};');
    writeFileSync(path.join(dist, 'assets', 'index-a1.js.map'), big('{"x":1}'));
    writeFileSync(path.join(dist, 'assets', 'photo.png'), Buffer.alloc(4000));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), big('{"x":1}'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to each text asset', async () => {
    await precompressDir(dist);
    for (const file of ['assets/index-a1.js', 'assets/index-a1.css', 'logo.svg']) {
      const original = readFileSync(path.join(dist, file));
      const br = readFileSync(path.join(dist, `${file}.br`));
      const gz = readFileSync(path.join(dist, `${file}.gz`));
      expect(br.length, file).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
    }
  });

  it('leaves small files, images, source maps and build data as they are', async () => {
    await precompressDir(dist);
    for (const file of ['assets/small-b2.js', 'assets/photo.png', 'assets/index-a1.js.map', '.vite/manifest.json']) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(false);
    }
  });
});
