import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noCssVariablesTheme } from './build/no-css-variables-theme.ts';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { routePreloads } from './build/route-preloads.ts';
import { startChunks } from './build/start-chunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Manual chunks for the libraries every page needs, grouped by how often they change, so
 * a deploy of the app does not invalidate them. Only the core goes here: MUI components,
 * forms and zod are left to automatic splitting, so a component used by one screen stays
 * in that screen's chunk and /login never downloads what other screens use. Every screen
 * is a lazy chunk of its own (app/route-table.ts). What the start itself loads is grouped by
 * step after them (ADR 106).
 */
const vendorGroups: { name: string; test: RegExp }[] = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    // The styling core only: the system's layout components (Grid, Stack) and useMediaQuery
    // stay with the screens that use them (ADR 056).
    name: 'mui-core',
    test: /[\\/]node_modules[\\/](@emotion[\\/]|@mui[\\/]system[\\/](?!Grid|Stack|useMediaQuery)|@mui[\\/](styled-engine|private-theming)[\\/]|@mui[\\/]material[\\/]styles[\\/]|stylis[\\/])/,
  },
  { name: 'data', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

// After the libraries: one script for each step of the start (build/start-chunks.ts).
const start = startChunks((id) => vendorGroups.some(({ test }) => test.test(id)));

export default defineConfig({
  root,
  plugins: [react(), noCssVariablesTheme(), start.plugin, routePreloads(root), prerenderPages(root), precompress(root)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: served beside the bundles they would publish the app's source (ADR 059).
    sourcemap: false,
    // dist/.vite/manifest.json: the benchmark walks it to weigh what each page downloads.
    manifest: true,
    rolldownOptions: {
      // Emotion imports this CommonJS helper for its withTheme, which the app never calls;
      // without the flag, its import alone would keep it (and an old react-is) in every page.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [...vendorGroups.map(({ name, test }) => ({ name, test })), start.group],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/oauth': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/oauth': { target: apiTarget, changeOrigin: false },
    },
  },
});
