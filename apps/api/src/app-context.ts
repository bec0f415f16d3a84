import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobRunner } from './lib/jobs.ts';
import type { Mailer } from './lib/mailer.ts';

/** What every module receives: no globals, so tests build as many apps as they like. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Modules define their background jobs on it (ADR 072). */
  jobs: JobRunner;
};

/** What app.ts gives each module plugin when it registers it (with its prefix). */
export type ModuleOptions = { context: AppContext };
