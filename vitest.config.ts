import { configDefaults, defineConfig } from 'vitest/config';

// API test files that never open the test database: the PostgreSQL run would repeat them as they are.
const databaseFree = [
  'src/config.test.ts',
  'src/db/unavailable.test.ts',
  'src/lib/response-serializer.test.ts',
  'src/lib/stored-files.test.ts',
  'src/modules/accounts/profile-alerts.test.ts',
  'src/modules/workshops/list-cache.test.ts',
  'src/plugins/*.test.ts',
  'test/data-safety/data-dir-lock.test.ts',
  'test/membership/paybox-protocol.test.ts',
  'test/membership/receipt-font-coverage.test.ts',
  'test/server-start.test.ts',
  'test/zip-site/*.test.ts',
];

// One runner, four projects: pure rules, web components, API over HTTP on a real database,
// and the build scripts' decisions.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DB_KIND === 'postgres' ? databaseFree : [])],
          setupFiles: ['test/setup.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
