// Starts the built API on a fresh PostgreSQL database with the demo and a large generated
// dataset, then prints throughput and latency per endpoint, subscribe under contention, the
// JavaScript each screen's first visit fetches in Chromium and Lighthouse mobile runs, each
// next to its budget.
// It reports; it never fails on noise (ADR 015).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { printContention } from './bench/contention.mjs';
import { cpuPerRequest, cpuSeconds } from './bench/cpu.mjs';
import { printExport } from './bench/export.mjs';
import { benchMemberEmail, datasetCountsQuery, datasetSize, datasetStatements } from './bench/dataset.mjs';
import { measureLists, printListRatios } from './bench/lists.mjs';
import { measureProUsers, printProUsersRatios, proUsersStatements } from './bench/pro-users.mjs';
import { adminSize, adminStatements, measureAdminLists, printAdminRatios } from './bench/admin.mjs';
import { printWebFirstVisits, runFirstVisitBench } from './bench/first-visit-report.mjs';

/** BENCH_ONLY=embedded measures the embedded default (PGlite) under load alone (scripts/bench/embedded.mjs). */
if (process.env.BENCH_ONLY === 'embedded') {
  await import('./bench/embedded.mjs');
  process.exit(0);
}

const baseDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3200);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const origin = `http://127.0.0.1:${port}`;
const DEMO_PASSWORD = 'motdepasse';
/** BENCH_ONLY=contention measures subscribing under contention alone (and builds only the API). */
const contentionOnly = process.env.BENCH_ONLY === 'contention';
/** BENCH_ONLY=lists measures the reads and the lists alone (no contention, bundle or Lighthouse). */
const listsOnly = process.env.BENCH_ONLY === 'lists';
/** BENCH_ONLY=pro-users measures « Mes adhérents » of a pro with 300 members and 10,000 subscriptions (ADR 036). */
const proUsersOnly = process.env.BENCH_ONLY === 'pro-users';
/** BENCH_ONLY=admin measures the back office's lists on 10,000 members, 50,000 payments, 100,000 audit lines. */
const adminOnly = process.env.BENCH_ONLY === 'admin';
/** BENCH_ONLY=export measures the participants' export of a 200-person session alone (builds only the API). */
const exportOnly = process.env.BENCH_ONLY === 'export';
/** BENCH_ONLY=reminders measures one reminder pass over 10,000 due places and a cancellation (issue #36). */
const remindersOnly = process.env.BENCH_ONLY === 'reminders';
/** BENCH_ONLY=first-visit measures every screen's first visit and Lighthouse alone, on the embedded database (ADR 094). */
const firstVisitOnly = process.env.BENCH_ONLY === 'first-visit';
/** A second API process on the same database with the list cache off: the list as computed. */
const missOrigin = `http://127.0.0.1:${port + 1}`;

/** The reminders' bench is TypeScript run against the API's own modules (scripts/bench/reminders.ts). */
function runRemindersBench() {
  console.log('\nRappels et annulations (tâches de fond, PostgreSQL)');
  const run = spawnSync('npx', ['tsx', 'scripts/bench/reminders.ts'], { stdio: 'inherit' });
  return run.status ?? 1;
}

const verdict = (ok) => (ok ? 'dans le budget' : 'HORS BUDGET');

if (remindersOnly) process.exit(runRemindersBench());
if (firstVisitOnly) {
  await runFirstVisitBench({ port, verdict });
  process.exit(0);
}

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function waitForHealth(base = origin) {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('le serveur ne répond pas');
}

/** The API's own route list (OpenAPI), so the bench measures only what is built. */
async function loadRouteList() {
  const document = await fetch(`${origin}/api/docs/json`).then((r) => r.json());
  const routes = new Set();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(operations))
      routes.add(`${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`);
  }
  return (method, path) => routes.has(`${method} ${path.replace(/\{[^}]+\}/g, '{}')}`);
}

async function signIn(email) {
  const response = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'web' }),
  });
  if (!response.ok) throw new Error(`connexion de ${email} refusée (${response.status})`);
  return (await response.json()).access_token;
}

/** The one-row read every list is compared with. */
const oneRowPath = '/api/settings/subscription_amount';

function printHeader() {
  console.log(
    'point d’entrée'.padEnd(46),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'CPU ms/req (API + base)'.padStart(24),
  );
}

function printRow(name, result) {
  const cpu = result.cpu
    ? `${result.cpu.total.toFixed(2)} (${result.cpu.api.toFixed(2)} + ${result.cpu.database.toFixed(2)})`
    : '';
  console.log(
    name.padEnd(46),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    cpu.padStart(22),
    result.non2xx ? `  (${result.non2xx} réponses non 2xx)` : '',
  );
}

async function measure(name, options) {
  const apiPids = [server, missServer].filter(Boolean).map((each) => each.pid);
  const before = cpuSeconds(apiPids);
  const result = await autocannon({
    connections: 20,
    duration,
    ...options,
    url: options.url ?? `${origin}${options.path ?? ''}`,
  });
  result.cpu = cpuPerRequest(before, cpuSeconds(apiPids), result.requests.total);
  printRow(name, result);
  return result;
}

/** Untimed runs of each request, so that the measures start on a warm server. */
async function warmUp(requests, seconds = 3) {
  for (const options of requests)
    await autocannon({
      connections: 20,
      duration: seconds,
      ...options,
      url: options.url ?? `${origin}${options.path}`,
    });
}

if (
  (contentionOnly || listsOnly || proUsersOnly || exportOnly || adminOnly) &&
  !existsSync('apps/api/dist/server.js')
) {
  spawnSync('npm', ['run', 'build', '-w', '@plateforme/api'], { stdio: 'inherit' });
} else if (
  !contentionOnly &&
  !listsOnly &&
  !proUsersOnly &&
  !exportOnly &&
  !adminOnly &&
  (!existsSync('apps/api/dist/server.js') || !existsSync('apps/web/dist/.vite/manifest.json'))
) {
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const dbName = `bench_${Date.now()}`;
await adminQuery(`create database ${dbName}`);
const databaseUrl = new URL(baseDatabaseUrl);
databaseUrl.pathname = `/${dbName}`;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, DATABASE_URL: databaseUrl.toString(), PORT: String(port), SEED: 'demo', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const db = new pg.Client({ connectionString: databaseUrl.toString() });
let missServer;

const figures = {};
try {
  await waitForHealth();
  await db.connect();

  const generationStart = performance.now();
  for (const statement of datasetStatements(adminOnly ? { ...datasetSize, members: adminSize.members } : datasetSize)) {
    await db.query(statement);
  }
  if (proUsersOnly) for (const statement of proUsersStatements()) await db.query(statement);
  if (adminOnly) for (const statement of adminStatements()) await db.query(statement);
  const {
    rows: [counts],
  } = await db.query(datasetCountsQuery);
  console.log(
    `\nJeu de données : ${counts.users} comptes, ${counts.workshops} ateliers, ${counts.meetings} séances, ` +
      `${counts.subscriptions} inscriptions (généré en ${((performance.now() - generationStart) / 1000).toFixed(1)} s)`,
  );

  const routeExists = await loadRouteList();
  if (proUsersOnly) {
    console.log(`\nAPI : ${duration} s par point d'entrée, 20 connexions, PostgreSQL\n`);
    printHeader();
    Object.assign(figures, await measureProUsers({ measure, warmUp, db, signIn, oneRowPath }));
    console.log('');
    printProUsersRatios(figures, verdict);
  }
  if (adminOnly) {
    console.log(`\nAPI : ${duration} s par point d'entrée, 20 connexions, PostgreSQL\n`);
    printHeader();
    const oneRow = await measure(`GET ${oneRowPath} (1 ligne)`, { path: oneRowPath });
    const lists = await measureAdminLists({ measure, db, signIn });
    console.log('');
    printAdminRatios(oneRow.requests.average, lists, verdict);
  }
  if (!contentionOnly && !proUsersOnly && !exportOnly && !adminOnly) {
    missServer = spawn(process.execPath, ['apps/api/dist/server.js'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl.toString(),
        PORT: String(port + 1),
        LOG_LEVEL: 'warn',
        WORKSHOPS_LIST_CACHE: 'off',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(missOrigin);
    const memberToken = await signIn('membre@demo.fr');

    console.log(`\nAPI : ${duration} s par point d'entrée, 20 connexions (8 pour la connexion), PostgreSQL\n`);
    printHeader();
    await measure('GET /api/health (référence)', { path: '/api/health' });
    const oneRow = await measure(`GET ${oneRowPath} (1 ligne)`, { path: oneRowPath });
    figures.oneRowRps = oneRow.requests.average;
    await measure('GET /api/user (profil, authentifié)', {
      path: '/api/user',
      headers: { authorization: `Bearer ${memberToken}` },
    });

    // Argon2id on purpose costs CPU: fewer connections, and each call signs in someone else.
    let next = 0;
    await measure('POST /oauth/token (connexion)', {
      connections: 8,
      path: '/oauth/token',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            next = (next % datasetSize.members) + 1;
            const body = {
              grant_type: 'password',
              username: benchMemberEmail(next),
              password: DEMO_PASSWORD,
              client_id: 'web',
            };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    });

    Object.assign(
      figures,
      await measureLists({
        measure,
        warmUp,
        origin,
        missOrigin,
        oneRowPath,
        db,
        routeExists,
        signIn,
        memberEmail: benchMemberEmail(1),
      }),
    );
  }

  if (!listsOnly && !proUsersOnly && !exportOnly && !adminOnly) await printContention(db, origin, routeExists);
  if (exportOnly || (!contentionOnly && !listsOnly && !proUsersOnly && !adminOnly))
    Object.assign(figures, await printExport(db, origin));

  if (!contentionOnly && !listsOnly && !proUsersOnly && !exportOnly && !adminOnly)
    await printWebFirstVisits(origin, verdict);

  if (figures.oneRowRps !== undefined && !proUsersOnly) {
    console.log('');
    printListRatios(figures, verdict);
  }
  if (!contentionOnly && !listsOnly && !proUsersOnly && !exportOnly && !adminOnly) runRemindersBench();
  console.log('\nLe banc d’essai informe ; il n’échoue pas sur le bruit de mesure (ADR 015).');
} finally {
  await db.end().catch(() => undefined);
  for (const each of [server, missServer].filter(Boolean)) {
    each.kill('SIGTERM');
    await new Promise((resolve) => each.on('exit', resolve));
  }
  await adminQuery(`drop database if exists ${dbName} with (force)`);
}

// The whole bench ends with the embedded default under load (issue #40), once the PostgreSQL
// part has freed its port: what `npm start` runs with nothing configured.
if (!process.env.BENCH_ONLY) {
  console.log('');
  spawnSync(process.execPath, ['scripts/bench/embedded.mjs'], { stdio: 'inherit' });
}
