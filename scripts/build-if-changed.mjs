// Runs `npm run build` only when what the build reads changed since the last build, so a
// start with nothing to rebuild does not pay for one. `npm run build` itself always builds.
// With NODE_ENV=production it never builds: a production copy has no build tools
// (`npm ci --omit=dev`) and serves what was built, or says what is missing (ADR 089).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the web and API builds read; a folder stands for every file under it. */
export const buildInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/.env',
  'apps/web/.env.local',
  'apps/web/.env.production',
  'apps/web/.env.production.local',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/drizzle',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** What the server needs; the stamp also keeps their times, so a partial build elsewhere counts. */
export const buildOutputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];

// In apps/api/dist: the web build empties its own dist, the API build leaves this one.
export const stampFile = 'apps/api/dist/.build-stamp.json';

function listFiles(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => listFiles(root, path.posix.join(entry, name)));
}

/** A hash of the inputs' paths and contents, and of the VITE_ variables Vite bakes in. */
export function fingerprint(root, inputs = buildInputs, env = process.env) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => listFiles(root, entry))) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

const outputTimes = (root, outputs) =>
  Object.fromEntries(
    outputs.map((file) => [file, existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : null]),
  );

/** The first output missing, or null: a production start only needs them to exist. */
export function missingOutput(root, outputs = buildOutputs) {
  return outputs.find((file) => !existsSync(path.join(root, file))) ?? null;
}

/** Why a build is needed, or null when the outputs are those of the current inputs. */
export function buildReason(
  root,
  { inputs = buildInputs, outputs = buildOutputs, stamp = stampFile, env = process.env, inputsHash = undefined } = {},
) {
  const missing = missingOutput(root, outputs);
  if (missing) return `${missing} manquant`;
  const stampPath = path.join(root, stamp);
  if (!existsSync(stampPath)) return 'aucune trace de construction';
  const kept = JSON.parse(readFileSync(stampPath, 'utf8'));
  if (kept.inputs !== (inputsHash ?? fingerprint(root, inputs, env))) return 'sources modifiées';
  const times = outputTimes(root, outputs);
  if (outputs.some((file) => kept.outputs?.[file] !== times[file])) return 'sorties modifiées depuis';
  return null;
}

/**
 * Records the inputs a build started from (an edit made during the build then still counts)
 * and the outputs it left, once it has succeeded.
 */
export function writeStamp(root, inputsHash, { outputs = buildOutputs, stamp = stampFile } = {}) {
  mkdirSync(path.dirname(path.join(root, stamp)), { recursive: true });
  writeFileSync(path.join(root, stamp), JSON.stringify({ inputs: inputsHash, outputs: outputTimes(root, outputs) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (process.env.NODE_ENV === 'production') {
    const missing = missingOutput(root);
    if (missing) {
      console.error(
        `${missing} manquant : construisez l’application (npm ci puis npm run build) avant de la démarrer.`,
      );
      process.exit(1);
    }
    process.exit(0);
  }
  // Hashed once: the same fingerprint decides and, after a build, goes in the stamp.
  const inputsHash = fingerprint(root);
  const reason = buildReason(root, { inputsHash });
  if (!reason) {
    console.log('Construction à jour, rien à reconstruire.');
  } else {
    console.log(`Construction (${reason})…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeStamp(root, inputsHash);
  }
}
