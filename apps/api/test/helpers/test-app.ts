import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { PostgresTimeouts } from '../../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; config: Config; close: () => Promise<void> };

/** A whole application on its own database, driven with app.inject; timeouts apply on PostgreSQL. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, timeouts?: PostgresTimeouts): Promise<TestApp> {
  // Tests run the due jobs themselves, on their own clock (app.jobs.runDue).
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'none', LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0', ...env });
  const database = await createTestDatabase(timeouts);
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
