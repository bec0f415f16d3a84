// A Lighthouse mobile run (its default: a mid-range phone on a slow 4G link, simulated) of
// one page, in Debian's Chromium, through Lighthouse's own command line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function lighthouseAvailable() {
  return existsSync(chromiumPath) && existsSync('node_modules/.bin/lighthouse');
}

/**
 * Performance score (0..1) and the metrics behind it, or an error message. A trace that
 * Chromium failed to record (NO_NAVSTART, seen on a first run) is tried once more.
 */
export async function runLighthouse(url) {
  const first = await runOnce(url);
  return first.error?.includes('NO_NAVSTART') ? runOnce(url) : first;
}

/** How many runs a page gets (LIGHTHOUSE_RUNS, 3 by default): one run moves with the machine. */
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** `lighthouseRuns` runs of one page: the run of median score, and every score; or an error. */
export async function runLighthouseTimes(url) {
  const runs = [];
  for (let index = 0; index < lighthouseRuns; index++) {
    const run = await runLighthouse(url);
    if (run.error) return run;
    runs.push(run);
  }
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  return { median: byScore[Math.floor(byScore.length / 2)], scores: runs.map((run) => run.score) };
}

async function runOnce(url) {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
  ];
  const child = spawn('node_modules/.bin/lighthouse', args, {
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
  if (report.runtimeError) return { error: report.runtimeError.message };
  const metric = (id) => report.audits[id]?.numericValue;
  return {
    score: report.categories.performance.score,
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
