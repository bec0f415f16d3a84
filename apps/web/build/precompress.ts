import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this, the headers outweigh what compression saves.
const minBytes = 1024;

/** The files of `dir` worth compressing; dot folders (.vite) are build data, never served. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(file);
    return compressible.test(entry.name) && statSync(file).size >= minBytes ? [file] : [];
  });
}

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) next to each compressible file of
 * `dir`, so the server sends them as they are instead of compressing on each request.
 * Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = compressibleFiles(dir);
  // zlib's async calls run on the thread pool: the files are compressed side by side.
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files;
}

/** Once every other plugin has written its files, compresses the build's output. */
export function precompress(root: string): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
