// The bench's web part: the JavaScript of every screen's first visit in Chromium, the shell's
// share of it from Vite's manifest (a diagnostic), and Lighthouse mobile on the pages people
// meet first, each next to its budget (ADR 094).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureShellJs } from './bundle.mjs';
import { firstVisitBudgetKb, measureFirstVisits, printFirstVisits } from './first-visit.mjs';
import { personas, requestTokens, sessionEntry } from './first-visit-routes.mjs';
import { chromiumPath, lighthouseAvailable, runLighthouseTimes } from './lighthouse.mjs';
import { startTlsFront } from './tls-front.mjs';

export const lighthouseBudget = 0.95;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} Ko`;

/** The pages Lighthouse runs on, and who is signed in (issue #40). */
const lighthousePages = [
  { path: '/login', persona: null },
  { path: '/workshops', persona: null },
  { path: '/register', persona: null },
  { path: '/payment/subscription', persona: personas.nonMember },
  { path: '/meetings', persona: personas.member },
];

export async function printWebFirstVisits(origin, verdict) {
  console.log(
    `\nPremière visite de chaque écran dans Chromium (cache vide, téléphone, gzip, scripts jusqu'à l'écran prêt et le réseau au repos ; budget ${firstVisitBudgetKb} Ko)`,
  );
  const rows = await measureFirstVisits(origin);
  printFirstVisits(rows, verdict);
  const shell = measureShellJs();
  console.log(
    `  Diagnostic (manifeste Vite) : point d'entrée et application ${kb(shell.gzipBytes)} gzip en ${shell.files.length} fichiers`,
  );

  // FIRST_VISIT_LIGHTHOUSE=0: the scripts alone, when a change to one screen is being weighed.
  if (process.env.FIRST_VISIT_LIGHTHOUSE === '0') return rows;
  // LIGHTHOUSE_OVER=http1: straight to the app, over HTTP/1.1 without TLS, to compare (ADR 109).
  const direct = process.env.LIGHTHOUSE_OVER === 'http1';
  console.log(
    `\nLighthouse mobile (simulation : téléphone moyen, 4G lente ; ${direct ? 'HTTP/1.1 sans TLS, direct' : 'HTTPS et HTTP/2 par un frontal TLS'})`,
  );
  if (!lighthouseAvailable()) {
    console.log(`  Chromium (${chromiumPath}) ou lighthouse absent : non mesuré`);
    return rows;
  }
  let front = null;
  if (!direct) {
    try {
      front = await startTlsFront(origin);
    } catch (error) {
      console.log(`  frontal TLS impossible (openssl ?) : non mesuré (${error.message.split('\n')[0]})`);
      return rows;
    }
  }
  try {
    await runLighthousePages(origin, front?.origin ?? origin, verdict);
  } finally {
    await front?.close();
  }
  return rows;
}

/** Each page's Lighthouse runs at `pageOrigin`; the tokens are asked of the app at `origin`. */
async function runLighthousePages(origin, pageOrigin, verdict) {
  // LIGHTHOUSE_PAGES (a regular expression) narrows the pages, when one page's change is weighed.
  const only = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : null;
  for (const page of lighthousePages.filter((candidate) => !only || only.test(candidate.path))) {
    const localStorage = page.persona ? [sessionEntry(await requestTokens(origin, page.persona))] : [];
    const runs = await runLighthouseTimes(`${pageOrigin}${page.path}`, { localStorage });
    const label = `${page.path}${page.persona ? ` (${page.persona})` : ''}`;
    if (runs.error) {
      console.log(`  ${label.padEnd(40)} échec : ${runs.error}`);
      continue;
    }
    const run = runs.median;
    const landed = run.finalUrl ? new URL(run.finalUrl).pathname : page.path;
    console.log(
      `  ${label.padEnd(40)} performance ${run.score.toFixed(2)} (médiane de ${runs.scores.length} : ${runs.scores.map((score) => score.toFixed(2)).join(', ')} ; budget ${lighthouseBudget} : ${verdict(run.score >= lighthouseBudget)})` +
        `\n  ${''.padEnd(40)} FCP ${(run.fcp / 1000).toFixed(1)} s, LCP ${(run.lcp / 1000).toFixed(1)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}` +
        (run.benchmarkIndex ? `, indice machine ${run.benchmarkIndex.toFixed(0)}` : '') +
        (landed === page.path ? '' : `\n  ${''.padEnd(40)} arrivé sur ${landed} : mesure faussée`),
    );
  }
}

async function waitForHealth(origin) {
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('le serveur ne répond pas');
}

/**
 * BENCH_ONLY=first-visit: the built app on the embedded database with the demo (no
 * PostgreSQL, no generated dataset), then the web part alone.
 */
export async function runFirstVisitBench({ port, verdict }) {
  spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { stdio: 'inherit' });
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port would be measured instead of this build.
  if (
    await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`le port ${port} est déjà pris (BENCH_PORT)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-first-visit-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED: 'demo', LOG_LEVEL: 'warn' };
  // The embedded default: no PostgreSQL address, whatever the shell holds.
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(origin);
    if (server.exitCode !== null) throw new Error(`le serveur du banc s'est arrêté (port ${port} pris ?)`);
    console.log(`\nApplication construite, base embarquée (PGlite) avec la démo, sur ${origin}`);
    await printWebFirstVisits(origin, verdict);
    console.log('\nLe banc d’essai informe ; il n’échoue pas sur le bruit de mesure (ADR 015).');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
