import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedReference } from '../src/seed/demo.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * A new PGlite database spends most of its start in initdb. It is done once per run here:
 * migrated, with the reference data every start writes, then dumped; each test file loads
 * the dump into its own in-memory database.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const client = await PGlite.create();
    const database = await openDatabase({ pglite: client });
    await database.migrate();
    await seedReference(database.db);
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
