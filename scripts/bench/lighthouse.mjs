// A Lighthouse mobile run (its default: a mid-range phone on a slow 4G link, simulated) of
// one page, in Debian's Chromium, through Lighthouse's own command line. A signed-in page
// runs in a Chromium started here, whose storage holds the session before Lighthouse opens it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function lighthouseAvailable() {
  return existsSync(chromiumPath) && existsSync('node_modules/.bin/lighthouse');
}

/**
 * Performance score (0..1) and the metrics behind it, or an error message. A trace that
 * Chromium failed to record (NO_NAVSTART, seen on a first run) is tried once more.
 */
export async function runLighthouse(url, options = {}) {
  const first = await runOnce(url, options);
  return first.error?.includes('NO_NAVSTART') ? runOnce(url, options) : first;
}

/** How many runs a page gets (LIGHTHOUSE_RUNS, 3 by default): one run moves with the machine. */
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * `lighthouseRuns` runs of one page: the run of median score, and every score; or an error.
 * `localStorage` ({name, value} entries) is in the page's storage before each run.
 */
export async function runLighthouseTimes(url, options = {}) {
  const runs = [];
  for (let index = 0; index < lighthouseRuns; index++) {
    const run = await runLighthouse(url, options);
    if (run.error) return run;
    runs.push(run);
  }
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  return { median: byScore[Math.floor(byScore.length / 2)], scores: runs.map((run) => run.score) };
}

// The bench's TLS front has a certificate of its own making (tls-front.mjs).
const chromeFlags = [
  ...['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  '--ignore-certificate-errors',
];

/** Sends CDP commands over one WebSocket, one after the other. */
async function openDevtools(webSocketUrl) {
  const socket = new globalThis.WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const waiting = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/**
 * A Chromium of its own whose storage holds `localStorage` for `url`'s origin, its cache
 * empty: Lighthouse is then told to keep the storage (--disable-storage-reset).
 */
async function startSignedInChromium(url, localStorage) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const chromium = spawn(chromiumPath, [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: 'ignore',
  });
  const stop = async () => {
    chromium.kill('SIGTERM');
    await new Promise((resolve) => (chromium.exitCode === null ? chromium.on('exit', resolve) : resolve()));
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    let port;
    for (let i = 0; i < 100 && !port; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (existsSync(path.join(profile, 'DevToolsActivePort')))
        port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]) || undefined;
    }
    if (!port) throw new Error('Chromium ne répond pas');
    const targets = await fetch(`http://127.0.0.1:${port}/json/list`).then((r) => r.json());
    const devtools = await openDevtools(targets.find((target) => target.type === 'page').webSocketDebuggerUrl);
    // A small file of the origin, so that the storage is the origin's and the cache holds no script.
    await devtools.send('Page.navigate', { url: new URL('/favicon.svg', url).href });
    for (let i = 0; i < 50; i++) {
      const { result } = await devtools.send('Runtime.evaluate', { expression: 'location.origin' });
      if (result?.result?.value === new URL(url).origin) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const { name, value } of localStorage)
      await devtools.send('Runtime.evaluate', {
        expression: `localStorage.setItem(${JSON.stringify(name)}, ${JSON.stringify(value)})`,
      });
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Page.navigate', { url: 'about:blank' });
    devtools.close();
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function runOnce(url, { localStorage = [] } = {}) {
  const signedIn = localStorage.length ? await startSignedInChromium(url, localStorage) : null;
  try {
    return await runCli(url, signedIn);
  } finally {
    await signedIn?.stop();
  }
}

async function runCli(url, signedIn) {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(signedIn
      ? [`--port=${signedIn.port}`, '--disable-storage-reset']
      : [`--chrome-flags=${chromeFlags.join(' ')}`]),
  ];
  // LIGHTHOUSE_TRACES=1 with LIGHTHOUSE_REPORTS: each run's trace too, in that folder.
  const traces = process.env.LIGHTHOUSE_TRACES === '1' && process.env.LIGHTHOUSE_REPORTS;
  if (traces) mkdirSync(traces, { recursive: true });
  const child = spawn(path.resolve('node_modules/.bin/lighthouse'), traces ? [...args, '--save-assets'] : args, {
    cwd: traces || undefined,
    env: { ...process.env, CHROME_PATH: chromiumPath },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) return { error: stderr.trim().split('\n').slice(-3).join(' ') || `code de sortie ${code}` };
  const report = JSON.parse(stdout);
  keepReport(url, stdout);
  if (report.runtimeError) return { error: report.runtimeError.message };
  const metric = (id) => report.audits[id]?.numericValue;
  return {
    score: report.categories.performance.score,
    // Where the page ended: a signed-in page sent to /login would be measuring the wrong page.
    finalUrl: report.finalDisplayedUrl,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    // Lighthouse's measure of this machine's speed: its simulated phone is this machine slowed
    // four times, so a slower machine (a lower index) weighs the same page heavier.
    benchmarkIndex: report.environment?.benchmarkIndex,
  };
}

/**
 * LIGHTHOUSE_REPORTS=<folder>: every run's full report is written there (page, then run
 * number), to read its LCP element, long tasks and unused scripts.
 */
function keepReport(url, json) {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  let index = 1;
  while (existsSync(path.join(folder, `${name}-${index}.json`))) index++;
  writeFileSync(path.join(folder, `${name}-${index}.json`), json);
}
