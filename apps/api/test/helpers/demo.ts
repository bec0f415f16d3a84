import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../../src/seed/demo.ts';
import type { TestDatabase } from './test-database.ts';

/** Loads the demo data (accounts, workshops, files) into a test database. */
export async function seedDemoData(
  database: TestDatabase,
  now?: Date,
): Promise<{ filesDir: string; cleanup: () => void }> {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'demo-files-'));
  await seedDemo(database.db, { filesDir, now });
  return { filesDir, cleanup: () => rmSync(filesDir, { recursive: true, force: true }) };
}
