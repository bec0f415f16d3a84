import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API package folder, found the same way from src/ (tsx, tests) and from the dist bundle. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Dossier apps/api introuvable (migrations absentes de apps/api/drizzle)');
}

export const apiRoot = findApiRoot();
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const defaultWebDist = path.resolve(apiRoot, '..', 'web', 'dist');
