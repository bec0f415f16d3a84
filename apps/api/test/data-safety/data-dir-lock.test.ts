import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

function runServer(env: Record<string, string>) {
  const port = String(20000 + Math.floor(Math.random() * 20000));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED: 'none', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = async () => {
    for (let attempt = 0; attempt < 240; attempt++) {
      if (child.exitCode !== null) return false;
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  };
  return { child, exited, ready, stderr: () => stderr };
}

/** A pid that surely belongs to no process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('one process per embedded database (ADR 023)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  const lockFile = path.join(dataDir, 'pglite.lock');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a second server on the same DATA_DIR stops with a French message, and SIGTERM frees the directory', async () => {
    const first = runServer({ DATA_DIR: dataDir });
    try {
      expect(await first.ready(), first.stderr()).toBe(true);
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

      const second = runServer({ DATA_DIR: dataDir });
      const code = await Promise.race([
        second.exited,
        new Promise((resolve) => setTimeout(() => resolve('running'), 40_000)),
      ]);
      if (code === 'running') second.child.kill('SIGKILL');
      expect(code).toBe(1);
      expect(second.stderr()).toContain(
        `Démarrage impossible : la base embarquée ${path.join(dataDir, 'pglite')} est déjà ouverte par le processus ${first.child.pid}`,
      );
      expect(second.stderr()).toContain('Un seul serveur peut utiliser un même DATA_DIR');
      // The refused process left the holder's lock alone.
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);

  it('a lock left by a process that died (SIGKILL) does not block the next start', async () => {
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), host: os.hostname() }));
    const server = runServer({ DATA_DIR: dataDir });
    try {
      expect(await server.ready(), server.stderr()).toBe(true);
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: server.child.pid });
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 60_000);
});

describe('the data directory lock', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-unit-'));
  const dataDir = path.join(parent, 'pglite');
  const lockFile = `${dataDir}.lock`;
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('counts a live process of this host as the holder, and a lock from another host as held', () => {
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: os.hostname() }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), host: 'autre-machine' }));
    expect(() => lockDataDir(dataDir)).toThrow(/sur autre-machine/);
    writeFileSync(lockFile, 'illisible');
    expect(() => lockDataDir(dataDir)).toThrow(/un autre processus/);
    rmSync(lockFile);
  });

  it('takes over its own pid (a container restarted after a crash), and releases only its own lock', () => {
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, host: os.hostname() }));
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(JSON.stringify({ pid: process.pid, host: os.hostname() }));
    release();
    expect(existsSync(lockFile)).toBe(false);
    const again = lockDataDir(dataDir);
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: os.hostname() }));
    again();
    expect(existsSync(lockFile)).toBe(true);
  });
});
