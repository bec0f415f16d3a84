// Builds the app and runs the Playwright journeys in Debian's Chromium.
import { existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { checkNode } from './node-version.mjs';

// Playwright and the servers it starts (`node …` on the PATH npm gives) run on this same Node.
checkNode();

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`\nChromium introuvable (${chromium}) : les tests de parcours dans le navigateur ne sont PAS lancés.`);
  console.log('Installez-le avec « apt-get install -y chromium » ou indiquez CHROMIUM_PATH.');
  process.exit(0);
}

const step = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.log('\n▶ Construction de l’application');
// Not again when test:api's production start has just built the same sources.
step(process.execPath, ['scripts/build-if-changed.mjs']);
rmSync('e2e/.test-data', { recursive: true, force: true });
console.log('\n▶ Parcours dans Chromium');
step('npx', ['playwright', 'test', '-c', 'playwright.config.ts'], { cwd: 'e2e' });
