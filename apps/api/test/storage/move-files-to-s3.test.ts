import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from './s3-server.ts';

/**
 * npm run move-files-to-s3 (ADR 090): the files of DATA_DIR/files go to the bucket under the
 * same keys, byte for byte; a second run copies nothing; local files stay unless --delete.
 */
const entry = path.resolve(import.meta.dirname, '../../src/commands/move-files-to-s3.ts');
let s3: S3Server;
let dataDir: string;
const files: Record<string, Buffer> = {
  'documents/rapport.pdf': Buffer.from('%PDF-1.4 rapport'),
  'supports/3/diaporama.zip': Buffer.alloc(3 * 1024 * 1024, 9),
  'partners/centre.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
};

function write(key: string, bytes: Buffer) {
  const target = path.join(dataDir, 'files', ...key.split('/'));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, bytes);
}

async function move(...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...s3.env, STORAGE: 'local' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [stdout, stderr, code] = await Promise.all([
    text(child.stdout),
    text(child.stderr),
    new Promise<number | null>((resolve) => child.on('exit', resolve)),
  ]);
  return { stdout, stderr, code };
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 'move-files-'));
  for (const [key, bytes] of Object.entries(files)) write(key, bytes);
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run move-files-to-s3', () => {
  it('copies every file under its key, then nothing on a second run, and keeps the local files', async () => {
    const first = await move();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('3 fichier(s) copié(s), 0 déjà présent(s) dans le bucket');
    expect(first.stdout).toContain('fichiers locaux conservés');
    expect(await s3.keys()).toEqual(Object.keys(files).sort());
    for (const [key, bytes] of Object.entries(files)) {
      const object = await s3.bucket.get(key);
      expect(Buffer.concat(await object!.body.toArray()).equals(bytes)).toBe(true);
      expect(readFileSync(path.join(dataDir, 'files', ...key.split('/'))).equals(bytes)).toBe(true);
    }

    const second = await move();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('0 fichier(s) copié(s), 3 déjà présent(s) dans le bucket');
  }, 120_000);

  it('with --delete, copies what is new and removes each local file the bucket holds', async () => {
    write('data-exports/copie.zip', Buffer.from('PK\u0003\u0004 copie'));
    const moved = await move('--delete');
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain('1 fichier(s) copié(s), 3 déjà présent(s) dans le bucket, 4 supprimé(s) du disque');
    expect(await s3.keys()).toContain('data-exports/copie.zip');
    for (const key of [...Object.keys(files), 'data-exports/copie.zip'])
      expect(existsSync(path.join(dataDir, 'files', ...key.split('/')))).toBe(false);
  }, 120_000);

  it('refuses to run without a bucket, in French', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const [stderr, code] = await Promise.all([
      text(child.stderr),
      new Promise<number | null>((resolve) => child.on('exit', resolve)),
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain('S3_BUCKET est requis pour déplacer les fichiers.');
  }, 60_000);
});
