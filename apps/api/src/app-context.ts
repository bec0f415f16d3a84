import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobRunner } from './lib/jobs.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Storage } from './lib/storage/storage.ts';

/** What every module receives: no globals, so tests build as many apps as they like. */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Modules define their background jobs on it (ADR 072). */
  jobs: JobRunner;
  /** Uploaded and generated files: the local disk or an S3 bucket (ADR 090). */
  storage: Storage;
};

/** What app.ts gives each module plugin when it registers it (with its prefix). */
export type ModuleOptions = { context: AppContext };
