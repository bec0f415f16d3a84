// npm run migrate
// Applies the migrations the database lacks, then exits: a deployment runs it before starting
// the new version (ADR 089). On PostgreSQL it waits for the migration lock the servers take too,
// so it may run while they serve; on the embedded database, stop the server first.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR, 'pglite') },
  );
  try {
    const before = await database.migrationState();
    await database.migrate();
    const after = await database.migrationState();
    const applied = after.applied - before.applied;
    console.log(
      applied === 0
        ? `Base à jour : ${after.applied} migrations, aucune à appliquer.`
        : `${applied} migration${applied > 1 ? 's' : ''} appliquée${applied > 1 ? 's' : ''} ; base à jour (${after.applied} migrations).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const message = error instanceof ConfigError ? error.message : `Migration impossible : ${(error as Error).message}`;
  console.error(message);
  process.exitCode = 1;
}
