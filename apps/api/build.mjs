// Bundles the API and the shared package into dist/server.js and each operator command of
// src/commands into dist/commands/<name>.js; npm packages stay external.
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

const commands = readdirSync('src/commands')
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ in: `src/commands/${name}`, out: `commands/${name.slice(0, -3)}` }));

await build({
  entryPoints: [{ in: 'src/server.ts', out: 'server' }, ...commands],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@plateforme/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
