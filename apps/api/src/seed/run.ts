// npm run seed -w @plateforme/api: migrate, then load the demo data if there are no users yet.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import { isDatabaseEmpty, seedDemo, seedReference } from './demo.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') },
);
try {
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    const started = performance.now();
    // Into the configured storage (DATA_DIR/files or the bucket, ADR 090).
    await seedDemo(database.db, { storage: createStorage(loadConfig()) });
    console.log(`Données de démonstration chargées en ${Math.round(performance.now() - started)} ms.`);
  } else {
    await seedReference(database.db);
    console.log('La base contient déjà des comptes : données de démonstration non chargées.');
  }
} finally {
  await database.close();
}
