// Prints the Node the project's scripts run on and stops them on one older than 24 (ADR 089).
// npm scripts put node_modules/.bin first on their PATH: the pinned `node` package is Node 24
// whatever the machine's own Node is.
import { fileURLToPath } from 'node:url';

export const minimumMajor = 24;

export function checkNode() {
  console.log(`Node ${process.version} (${process.execPath})`);
  if (Number(process.versions.node.split('.')[0]) >= minimumMajor) return;
  console.error(
    `Node ${minimumMajor} ou plus est attendu : lancez les commandes par npm (npm test, npm start…), ` +
      'qui prennent le Node installé par « npm ci » dans node_modules/.bin.',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) checkNode();
