// npm run <command>: builds what changed, then runs apps/api/dist/commands/<command>.js, the
// same file a production server runs with plain `node` (README, « En production »).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}apps/api/dist/commands/${name}.js`;

// A production copy has no sources and no build tools: it runs what was built.
if (existsSync(`${root}apps/api/src`)) {
  const built = spawnSync(process.execPath, [`${root}scripts/build-if-changed.mjs`], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(entry)) {
  console.error(`Commande inconnue : ${name} (apps/api/dist/commands/${name}.js manquant)`);
  process.exit(1);
}
const run = spawnSync(process.execPath, [entry, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
