import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { isDatabaseEmpty, seedDemo, seedReference } from './seed/demo.ts';
import { hasStaffAccount } from './seed/staff.ts';
import { defaultWebDist } from './paths.ts';

async function start(config: Config) {
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          timeouts: {
            statementTimeout: config.DATABASE_STATEMENT_TIMEOUT,
            acquireTimeout: config.DATABASE_ACQUIRE_TIMEOUT,
          },
        }
      : { dataDir: path.resolve(config.DATA_DIR, 'pglite') },
  );
  // Every start applies what is missing, under the same lock as `npm run migrate`: a no-op once
  // a deployment has run the command, and a single process never starts on an older schema.
  await database.migrate();
  // One storage for the seed and the app: with STORAGE=s3 the demo's files go to the bucket too.
  const storage = createStorage(config);
  // Reference data (the web OAuth client, settings, questionnaires) is needed even without the demo.
  await seedReference(database.db);
  if (config.SEED === 'demo' && (await isDatabaseEmpty(database.db))) {
    logger.info('base vide : chargement des données de démonstration');
    await seedDemo(database.db, { storage });
  }
  // No demo in production unless SEED=demo: the first staff account comes from a command (ADR 062).
  if (config.SEED === 'none' && !(await hasStaffAccount(database.db))) {
    logger.warn(
      'aucun compte de l’équipe : créez-le avec npm run create-staff -- --email adresse@association.fr (README, « En production »)',
    );
  }

  const app = await buildApp({
    config: { ...config, WEB_DIST: config.WEB_DIST ?? defaultWebDist },
    database,
    storage,
    logger,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(
    { database: database.kind, node: process.version, env: config.NODE_ENV },
    `plateforme prête sur http://${config.HOST}:${config.PORT}`,
  );

  const stop = async (signal: string) => {
    logger.info({ signal }, 'arrêt en cours');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

try {
  await start(loadConfig());
} catch (error) {
  // A bad configuration or an unreachable database is explained in one line, not a stack trace.
  const message = error instanceof ConfigError ? error.message : `Démarrage impossible : ${(error as Error).message}`;
  console.error(message);
  process.exit(1);
}
