import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

type PrerenderModule = typeof import('../src/prerender.tsx');

/** The value a Content-Security-Policy gives to allow one inline script. */
export const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * After the browser build, builds src/prerender.tsx for Node, renders each route marked
 * `prerender` in app/route-table.ts and writes dist/.vite/prerendered.json: per path, the
 * title, the <head> additions and the HTML of #root; and the hash of the inline boot script,
 * which the API adds to its Content-Security-Policy. The API serves these pages (ADR 016).
 */
export function prerenderPages(root: string): Plugin {
  return {
    name: 'prerender-pages',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const serverDir = path.join(root, 'node_modules/.prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
        },
      });
      const renderer = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as PrerenderModule;
      const pages: Record<string, Awaited<ReturnType<PrerenderModule['renderPage']>>> = {};
      for (const route of renderer.prerenderedRoutes) pages[route.path] = await renderer.renderPage(route.path);
      const output = { scriptHashes: [scriptHash(renderer.prerenderBootScript)], pages };
      writeFileSync(path.join(outDir, '.vite/prerendered.json'), `${JSON.stringify(output)}\n`);
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
