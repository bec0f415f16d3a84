import { defineConfig } from 'vitest/config';

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
