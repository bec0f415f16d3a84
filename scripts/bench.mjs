// Starts the built API on a fresh PostgreSQL database with demo data and prints throughput
// and latency per endpoint. It reports; it never fails on noise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.BENCH_PORT ?? 3200);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

/** Each endpoint measured; later features add theirs here. */
const endpoints = [
  { name: 'GET /api/health (référence)', path: '/api/health' },
  {
    name: 'GET /api/workshops (accueil AJA)',
    path: `/api/workshops?search=${encodeURIComponent('{"is_aja":1,"active":1}')}&with[0]=three_next_meetings&sort=name&per_page=24`,
  },
  {
    name: 'GET /api/workshops (liste, 24)',
    path: '/api/workshops?per_page=24&sort=subscriptions_count&with[0]=three_next_meetings&with[1]=partner.logo&with[2]=user',
  },
];

async function admin(statement) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('le serveur ne répond pas');
}

if (!existsSync('apps/api/dist/server.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });

const dbName = `bench_${Date.now()}`;
await admin(`create database ${dbName}`);
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, DATABASE_URL: url.toString(), PORT: String(port), SEED: 'demo', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForHealth();
  console.log(`\nBanc d'essai : ${duration} s par point d'entrée, 20 connexions, PostgreSQL\n`);
  console.log('point d’entrée'.padEnd(40), 'req/s'.padStart(10), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
  for (const endpoint of endpoints) {
    const result = await autocannon({ url: `http://127.0.0.1:${port}${endpoint.path}`, connections: 20, duration });
    console.log(
      endpoint.name.padEnd(40),
      result.requests.average.toFixed(0).padStart(10),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      result.non2xx ? `  (${result.non2xx} réponses non 2xx)` : '',
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await admin(`drop database if exists ${dbName} with (force)`);
}
