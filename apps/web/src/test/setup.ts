import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { resetSnackbars } from '../lib/snackbar.ts';
import { mockApi } from './mock-api.ts';

// Screens load lazily and forms validate asynchronously: on a busy 2-core machine, the
// default 1 s wait of findBy/waitFor is short.
configure({ asyncUtilTimeout: 5000 });

// A failed load is still retried as in the app, without the app's growing wait between tries
// (1 s, then 2 s): the error states are tested in milliseconds instead of seconds.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

/**
 * A test that makes React (or anything else) log console.error fails (STYLE.md, Epic
 * Stack): warnings about act(), keys or invalid DOM are bugs, not noise.
 */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  // No request leaves a test: a call the test does not answer gets the API's 404.
  if (typeof window !== 'undefined') mockApi({});
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  resetSnackbars();
  // Build-time rendering is tested in Node, without a window (build/prerender-pages.test.ts).
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  const logged = consoleErrors;
  consoleErrors = [];
  if (logged.length > 0) {
    const text = logged
      .map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '))
      .join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
