// Builds the app and runs the Playwright journeys in Debian's Chromium.
import { existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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
step('npm', ['run', 'build']);
rmSync('e2e/.test-data', { recursive: true, force: true });
console.log('\n▶ Parcours dans Chromium');
step('npx', ['playwright', 'test', '-c', 'playwright.config.ts'], { cwd: 'e2e' });
