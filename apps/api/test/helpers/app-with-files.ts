import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** A temporary DATA_DIR for one test file; the stored files go under its files/ folder. */
export async function createFilesRoot() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'supports-'));
  return {
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export type FilesRoot = Awaited<ReturnType<typeof createFilesRoot>>;

/**
 * For the whole test file: an app on its own database and DATA_DIR, on a clock held still at
 * `now` (only Date is faked) and set back to it after each test; all undone at the end.
 * The fields are filled in beforeAll.
 */
export function useAppWithFilesAt(now: Date) {
  const env = {} as { t: TestApp; files: FilesRoot };
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    env.files = await createFilesRoot();
    env.t = await createTestApp({ DATA_DIR: env.files.dataDir });
  });
  afterEach(() => vi.setSystemTime(now));
  afterAll(async () => {
    vi.useRealTimers();
    await env.t?.close();
    await env.files?.remove();
  });
  return env;
}
