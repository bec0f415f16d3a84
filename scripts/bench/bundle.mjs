// A diagnostic, from Vite's manifest (build.manifest): the entry chunk and its static imports,
// the app it starts (src/app/start.tsx) and a route's lazy screen, each with its static
// imports. It misses what the app imports dynamically while it starts; the figure the budget
// is held to is the browser's (scripts/bench/first-visit.mjs, ADR 094).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webRoot = 'apps/web';
const routeTableFile = path.join(webRoot, 'src/app/route-table.ts');
const appModule = 'src/app/start.tsx';

/** The screen module of a route, as a manifest key (`src/features/…/login.tsx`), or null. */
export function findScreenModule(routePath, routeTableSource = readFileSync(routeTableFile, 'utf8')) {
  for (const line of routeTableSource.split('\n')) {
    const pathMatch = /\bpath: '([^']+)'/.exec(line);
    if (!pathMatch || pathMatch[1] !== routePath) continue;
    const screenMatch = /screen: \(\) => import\('([^']+)'\)/.exec(line);
    if (!screenMatch) return null;
    const absolute = path.resolve(path.dirname(routeTableFile), screenMatch[1]);
    return path.relative(webRoot, absolute).split(path.sep).join('/');
  }
  throw new Error(`route ${routePath} absente de route-table.ts`);
}

function collect(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

function weigh(files, distDir) {
  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files: sizes, gzipBytes: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

function shellFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('pas de point d’entrée dans le manifeste Vite');
  const files = new Set();
  collect(manifest, entryKey, files);
  // The app's script: src/app/start.tsx, or the `start` chunk that holds it (apps/web/build/start-chunks.ts).
  const appKey = manifest[appModule]
    ? appModule
    : (manifest[entryKey].dynamicImports ?? []).find((key) => manifest[key]?.name === 'start');
  if (!appKey) throw new Error(`${appModule} absent du manifeste Vite`);
  collect(manifest, appKey, files);
  return files;
}

const readManifest = (distDir) => JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));

/** The entry and the app with their static imports: the part of the shell the manifest sees. */
export function measureShellJs(distDir = path.join(webRoot, 'dist')) {
  return weigh(shellFiles(readManifest(distDir)), distDir);
}

/** The JS files of the shell and of `routePath`'s screen, and their gzip size in bytes. */
export function measureRouteJs(routePath, distDir = path.join(webRoot, 'dist')) {
  const manifest = readManifest(distDir);
  const files = shellFiles(manifest);
  const screen = findScreenModule(routePath);
  if (screen) {
    if (!manifest[screen]) throw new Error(`${screen} absent du manifeste Vite`);
    collect(manifest, screen, files);
  }
  return { screen, ...weigh(files, distDir) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const route of process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/workshops']) {
    const result = measureRouteJs(route);
    console.log(`${route}: ${(result.gzipBytes / 1024).toFixed(1)} Ko gzip (${result.screen ?? 'pas d’écran dédié'})`);
    for (const { file, gzip } of result.files) console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)}  ${file}`);
  }
}
