import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stderr: () => stderr };
}

describe('server start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops at once on a bad configuration with one readable line', async () => {
    const server = runServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration invalide : PORT: /);
    expect(lines[0]).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('listens, migrates and reports a ready database, then stops cleanly on SIGTERM', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const server = runServer({ PORT: port, DATA_DIR: dataDir, SEED: 'none' });
    type Health = { database: { ready: boolean; kind: string } };
    let health: Health | undefined;
    for (let attempt = 0; attempt < 120 && !health; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      health = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => (response.ok ? (response.json() as Promise<Health>) : undefined))
        .catch(() => undefined);
    }
    expect(health?.database).toMatchObject({ kind: 'pglite', ready: true });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
