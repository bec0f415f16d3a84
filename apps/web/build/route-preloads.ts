import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** Each route of app/route-table.ts with the source file of its lazy screen. */
export function readRouteScreens(routeTableSource: string): { path: string; source: string }[] {
  const screens: { path: string; source: string }[] = [];
  for (const match of routeTableSource.matchAll(/path: '([^']+)'[^\n]*?import\('(\.{1,2}\/[^']+)'\)/g)) {
    const [, routePath, relative] = match;
    screens.push({ path: routePath!, source: path.posix.join('src/app', relative!) });
  }
  return screens;
}

/** The files a chunk needs: its own, then what it imports, depth first, once each. */
function collectFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => collectFiles(manifest, imported, seen))];
}

/** The module the entry imports to start the app (src/main.tsx). */
const APP_MODULE = 'src/app/start.tsx';

type Manifest = Record<string, ManifestChunk & { isEntry?: boolean; name?: string; dynamicImports?: string[] }>;

/**
 * The manifest's key of the app's script: src/app/start.tsx, or the `start` chunk that holds
 * it with the modules the start alone needs (build/start-chunks.ts), as the entry imports it.
 */
export function appChunkKey(manifest: Manifest, entryKey: string | undefined): string | undefined {
  if (manifest[APP_MODULE]) return APP_MODULE;
  const imported = (entryKey && manifest[entryKey]?.dynamicImports) || [];
  return imported.find((key) => manifest[key]?.name === 'start');
}

/**
 * `app`: the scripts the entry imports to start the app (src/app/start.tsx and what it
 * imports); `routes`: for each route, the scripts of its lazy screen beyond those.
 */
export function planPreloads(manifest: Manifest, screens: { path: string; source: string }[]) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set(entryKey ? collectFiles(manifest, entryKey) : []);
  const appKey = appChunkKey(manifest, entryKey);
  if (!appKey) throw new Error(`${APP_MODULE} is missing from the Vite manifest`);
  const app = collectFiles(manifest, appKey).filter((file) => !loadedByEntry.has(file));
  const loadedWithApp = new Set([...loadedByEntry, ...app]);
  const routes = Object.fromEntries(
    screens.map(({ path: routePath, source }) => [
      routePath,
      collectFiles(manifest, source)
        .filter((file) => !loadedWithApp.has(file))
        .map((file) => `/${file}`),
    ]),
  );
  return { app: app.map((file) => `/${file}`), routes };
}

/**
 * Writes dist/.vite/route-preloads.json (planPreloads). The API announces these scripts in
 * the page, so the browser fetches them with the entry instead of after it (round trips
 * less on a phone).
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const screens = readRouteScreens(readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8'));
      writeFileSync(
        path.join(outDir, '.vite/route-preloads.json'),
        `${JSON.stringify(planPreloads(manifest, screens), null, 2)}\n`,
      );
    },
  };
}
