// The embedded default under load (issue #40): the built API on a fresh PGlite data directory
// with the demo, as `npm start` runs it with nothing configured. Prints p50/p99 at 1, 10 and 50
// concurrent requests of the one-row read, the workshops list from memory and computed (a second
// start with WORKSHOPS_LIST_CACHE=off), « Mes séances », a subscribe-unsubscribe pair and
// login, each over BENCH_ROUNDS rounds as a range, next to its budget (DESIGN.md), and the
// server's resident memory with its parts. Runs alone: `node scripts/bench/embedded.mjs`.
// It reports; it never fails on noise (ADR 015).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { formatMemory, memoryOf, runPairs, watchMemory } from './embedded-load.mjs';
import { listPath } from './lists.mjs';
import { rounds } from './rounds.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const origin = `http://127.0.0.1:${port}`;
/** Another bundle of the API may be measured (BENCH_API_ENTRY), e.g. to compare two versions. */
const entry = process.env.BENCH_API_ENTRY ?? 'apps/api/dist/server.js';
const concurrencies = [1, 10, 50];
const budgetMs = 500;
const PASSWORD = 'motdepasse';
const oneRowPath = '/api/settings/subscription_amount';
const members = ['membre@demo.fr', ...Array.from({ length: 40 }, (_, i) => `membre${i + 1}@demo.fr`)];

if (!existsSync(entry)) spawnSync('npm', ['run', 'build', '-w', '@plateforme/api'], { stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-embedded-'));
const memoryFile = path.join(dataDir, 'memory.json');

/** The API as `npm start` runs it: no DATABASE_URL. TRUST_PROXY=1 lets each login come from its own address. */
async function startApi(extraEnv = {}) {
  const env = { ...process.env, DATA_DIR: path.join(dataDir, 'data'), PORT: String(port), SEED: 'demo' };
  delete env.DATABASE_URL;
  Object.assign(env, { LOG_LEVEL: 'warn', TRUST_PROXY: '1', BENCH_MEMORY_FILE: memoryFile, ...extraEnv });
  const child = spawn(process.execPath, ['--import', './scripts/bench/embedded-memory.mjs', entry], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error('le serveur s’est arrêté au démarrage');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Settled: what the server holds at rest.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return { child, idle: memoryOf(child.pid, memoryFile) };
}

async function stopApi(child) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((resolve) => child.on('exit', resolve));
}

let addressCount = 0;
/** A new client address each time (X-Forwarded-For): the per-address login limits stay out of the way. */
const nextAddress = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

const loginBody = (email) =>
  JSON.stringify({ grant_type: 'password', username: email, password: PASSWORD, client_id: 'web' });

async function signIn(email) {
  const response = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: loginBody(email),
  });
  if (!response.ok) throw new Error(`connexion de ${email} refusée (${response.status})`);
  const token = (await response.json()).access_token;
  const user = await fetch(`${origin}/api/user`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
    r.json(),
  );
  return { id: user.data.id, token };
}

/** The coming sessions of the active workshops outside the AJA path, which these members may join. */
async function comingMeetingIds() {
  const search = encodeURIComponent(JSON.stringify({ is_aja: 0, active: 1 }));
  const list = await fetch(`${origin}/api/workshops?search=${search}&with[0]=three_next_meetings&per_page=100`).then(
    (r) => r.json(),
  );
  return list.data.flatMap((workshop) => (workshop.three_next_meetings ?? []).map((meeting) => meeting.id));
}

/** Each request of a member's « Mes séances », as the screen asks for its coming part, turn by turn. */
function mySessionsRequest(people) {
  let turn = 0;
  const query = `page=1&per_page=15&sort=start&direction=asc&with[0]=workshop.partner&search=${encodeURIComponent('{"when":"coming"}')}`;
  return (request) => {
    const person = people[turn++ % people.length];
    return {
      ...request,
      path: `/api/users/${person.id}/subscribitions?${query}`,
      headers: { authorization: `Bearer ${person.token}` },
    };
  };
}

function loginRequest() {
  let turn = 0;
  return (request) => ({
    ...request,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: loginBody(members[turn++ % members.length]),
  });
}

/** One measure: p50, p99 and the answers that were not 2xx. */
async function measure(measurement, connections, duration = seconds) {
  if (measurement.pairs) {
    const result = await runPairs(origin, measurement.pairs, { connections, seconds: duration });
    return { p50: result.p50, p99: result.p99, errors: result.errors };
  }
  const { path: where = '', ...options } = measurement.options;
  const result = await autocannon({ url: `${origin}${where}`, connections, duration, ...options });
  return { p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

/** Every measurement at every concurrency, over the rounds, alternating (rounds.mjs). */
async function measureAll(measurements, figures) {
  for (const measurement of measurements) await measure(measurement, 10, 2); // warm-up, untimed
  for (const connections of concurrencies) {
    for (let round = 1; round <= rounds; round++) {
      for (const measurement of measurements) {
        const result = await measure(measurement, connections);
        const key = `${measurement.name}|${connections}`;
        (figures[key] ??= []).push(result);
        process.stdout.write(
          `  ${measurement.name}, ${connections} simultanées, tour ${round}/${rounds} : ` +
            `p50 ${result.p50} ms, p99 ${result.p99} ms${result.errors ? ` (${result.errors} erreurs)` : ''}\n`,
        );
      }
    }
  }
}

const range = (values) => {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? `${low}` : `${low}–${high}`;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function printTable(names, figures) {
  let starred = false;
  console.log(
    `\nPGlite (défaut embarqué), démo, ${rounds} tours de ${seconds} s : p50 / p99 en ms (étendue des tours)`,
  );
  console.log(
    ['requête'.padEnd(34), ...concurrencies.map((c) => `${c} simultanées`.padStart(22)), '  budget à 50'].join(''),
  );
  for (const { name, budget } of names) {
    const cells = concurrencies.map((c) => {
      const results = figures[`${name}|${c}`] ?? [];
      const errors = results.reduce((sum, each) => sum + each.errors, 0);
      if (errors) starred = true;
      const text = `${range(results.map((r) => r.p50))} / ${range(results.map((r) => r.p99))}${errors ? '*' : ''}`;
      return text.padStart(22);
    });
    const at50 = (figures[`${name}|50`] ?? []).map((r) => r.p99);
    const verdict = !budget
      ? '—'
      : `p99 < ${budgetMs} ms : ${median(at50) < budgetMs ? 'dans le budget' : 'HORS BUDGET'}`;
    console.log([name.padEnd(34), ...cells, `  ${verdict}`].join(''));
  }
  if (starred) console.log('  * des réponses autres que 2xx (ou des paires refusées) pendant l’un des tours');
}

const figures = {};
let api;
try {
  console.log(`\nDéfaut embarqué : l’API construite (${entry}) sur PGlite, données dans ${dataDir}`);
  // The first start loads the demo, which leaves its mark on the memory: measured apart.
  api = await startApi();
  const firstIdle = api.idle;
  await stopApi(api.child);
  api = await startApi();
  const restartIdle = api.idle;
  const people = [];
  for (const email of members) people.push(await signIn(email));
  const pairs = { members: people, meetingIds: await comingMeetingIds() };
  const cached = [
    { name: 'lecture d’une ligne', options: { path: oneRowPath } },
    { name: 'liste des ateliers (en mémoire)', options: { path: listPath }, budget: true },
    { name: '« Mes séances »', options: { requests: [{ setupRequest: mySessionsRequest(people) }] }, budget: true },
    { name: 'inscription + désinscription', pairs, budget: true },
    {
      name: 'connexion',
      options: { method: 'POST', path: '/oauth/token', requests: [{ setupRequest: loginRequest() }] },
    },
  ];
  const stopWatch = watchMemory(api.child.pid, memoryFile);
  await measureAll(cached, figures);
  const peak = stopWatch();
  await stopApi(api.child);

  // The same data, started again with the list computed at every request.
  api = await startApi({ WORKSHOPS_LIST_CACHE: 'off' });
  const computed = [{ name: 'liste des ateliers (calculée)', options: { path: listPath }, budget: true }];
  await measureAll(computed, figures);

  printTable([...cached.slice(0, 2), ...computed, ...cached.slice(2)], figures);
  console.log('\nMémoire résidente du serveur (RSS) :');
  console.log(`  au repos, démo chargée au premier démarrage : ${formatMemory(firstIdle)}`);
  console.log(`  au repos, après un redémarrage              : ${formatMemory(restartIdle)}`);
  console.log(`  au plus haut pendant les mesures            : ${formatMemory(peak)}`);
  console.log('\nLe banc d’essai informe ; il n’échoue pas sur le bruit de mesure (ADR 015).');
} finally {
  if (api) await stopApi(api.child);
  rmSync(dataDir, { recursive: true, force: true });
}
