// Runs the API test files on PGlite, then the same files on the PostgreSQL server
// when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { checkNode } from './node-version.mjs';

// Vitest's workers and the servers the tests spawn (process.execPath) run on this same Node.
checkNode();

const run = (label, env) => {
  console.log(`\n▶ Tests de l'API sur ${label}`);
  // Every CPU: Vitest alone would leave one idle (ADR 052).
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--maxWorkers=100%'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('PGlite', { TEST_DB_KIND: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  run(`PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`, { TEST_DB_KIND: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL absent : les tests sur le serveur PostgreSQL ne sont pas lancés.');
}
