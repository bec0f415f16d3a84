// The JavaScript a first visit fetches, as Chromium fetches it (issue #40, ADR 094): for each
// route of the route table, a new browser context (an empty cache), the person the screen is
// meant for already signed in, the page opened until its screen is ready (the app has taken
// over, its h1 is visible, nothing is loading) and the network has been idle for half a
// second; every script fetched until then counts, as the compressed body that crossed the
// network (gzip: the browser says it accepts nothing else; headers not counted).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  concretePath,
  findRouteIds,
  personaOf,
  personas,
  readRoutes,
  requestTokens,
  sessionEntry,
} from './first-visit-routes.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const firstVisitBudgetKb = 200;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Only the app's own server answers: tiles and other outside hosts fail at once, never
  // holding the network busy (and never counted: they are not the app's scripts).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
/** A phone, as Lighthouse's mobile run: the screens where weight matters most. */
const phone = { width: 412, height: 823 };
const QUIET_MS = 500;
const READY_TIMEOUT_MS = 30_000;
/** /oncogitiel leaves for the companion application once it knows its address: held back. */
const HELD_REQUESTS = { '/oncogitiel': '**/api/settings/oncogitiel_url' };

const isScript = (response) => /javascript/.test(response.headers()['content-type'] ?? '');

/** Waits until no request has been in flight for QUIET_MS. */
async function networkIdle(tracker, deadline) {
  while (Date.now() < deadline) {
    if (tracker.inFlight.size === 0 && Date.now() - tracker.lastActivity >= QUIET_MS) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function trackRequests(page) {
  const tracker = { inFlight: new Set(), lastActivity: Date.now(), pending: [], scripts: [] };
  const done = (request) => {
    tracker.inFlight.delete(request);
    tracker.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    tracker.inFlight.add(request);
    tracker.lastActivity = Date.now();
  });
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    tracker.pending.push(
      (async () => {
        const response = await request.response();
        if (response && isScript(response)) {
          const sizes = await request.sizes();
          const headers = response.headers();
          tracker.scripts.push({
            url: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize,
            contentLength: Number(headers['content-length'] ?? NaN),
            encoding: headers['content-encoding'] ?? 'aucun',
          });
        }
      })().finally(() => done(request)),
    );
  });
  return tracker;
}

/** Ready: the app has taken over, its h1 is shown and, unless `stillLoading` by design, nothing loads. */
async function waitForScreen(page, deadline, stillLoading) {
  const timeout = () => Math.max(1, deadline - Date.now());
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: timeout() });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: timeout() });
  if (stillLoading) return;
  await page
    .locator('.MuiCircularProgress-root, .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: timeout() });
}

/** One cold first visit of `path` as `storageState`'s person: the scripts fetched until ready and idle. */
async function measureOne(browser, origin, path, storageState, holdPattern) {
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: phone,
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    storageState,
  });
  try {
    const page = await context.newPage();
    if (holdPattern) await page.route(holdPattern, () => undefined);
    const tracker = trackRequests(page);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let error = null;
    try {
      await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
      await waitForScreen(page, deadline, Boolean(holdPattern));
      if (holdPattern) tracker.inFlight.clear();
      if (!(await networkIdle(tracker, deadline))) error = 'réseau jamais au repos';
    } catch (caught) {
      error = caught.message.split('\n')[0];
    }
    await Promise.all(tracker.pending);
    const landed = new URL(page.url()).pathname;
    const scripts = tracker.scripts.sort((a, b) => b.bytes - a.bytes);
    return {
      landed,
      error,
      scripts,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * Every route of the route table (or those whose path matches `only`), measured one after
 * the other against the API at `origin`. Returns one row per route.
 */
export async function measureFirstVisits(origin, { only = process.env.FIRST_VISIT_ROUTES } = {}) {
  const routes = readRoutes().filter((route) => !only || new RegExp(only).test(route.path));
  const emails = [...new Set(Object.values(personas).filter(Boolean))];
  const tokens = {};
  const storage = {};
  // One sign-in per person, its session reused by every context.
  for (const email of emails) {
    const pair = await requestTokens(origin, email);
    tokens[email] = pair.access_token;
    storage[email] = { cookies: [], origins: [{ origin, localStorage: [sessionEntry(pair)] }] };
  }
  const ids = await findRouteIds(origin, tokens);
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const rows = [];
  try {
    for (const route of routes) {
      const persona = personaOf(route);
      const path = concretePath(route.path, ids);
      const result = await measureOne(
        browser,
        origin,
        path,
        persona ? storage[persona] : undefined,
        HELD_REQUESTS[path],
      );
      rows.push({ route: route.path, path, persona: persona ?? 'visiteur', ...result });
      if (process.env.FIRST_VISIT_PROGRESS) console.log(`  … ${route.path} ${(result.bytes / 1024).toFixed(1)} Ko`);
    }
  } finally {
    await browser.close();
  }
  if (process.env.FIRST_VISIT_JSON) writeFileSync(process.env.FIRST_VISIT_JSON, JSON.stringify(rows, null, 2));
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} Ko`;

/** The scripts every measured route fetched: what the shell costs each screen before its own code. */
export function sharedScripts(rows) {
  const measured = rows.filter((row) => !row.error);
  if (!measured.length) return [];
  return measured[0].scripts.filter((script) => measured.every((row) => row.scripts.some((s) => s.url === script.url)));
}

/** Prints each route's figure next to the budget, then the shell's share. Returns how many are over. */
export function printFirstVisits(rows, verdict) {
  const budget = firstVisitBudgetKb * 1024;
  for (const row of rows) {
    const notGzip = row.scripts.filter((script) => script.encoding !== 'gzip');
    const where = row.landed === row.path ? '' : ` (arrivé sur ${row.landed})`;
    console.log(
      `  ${row.route.padEnd(44)} ${kb(row.bytes).padStart(9)} en ${String(row.scripts.length).padStart(2)} scripts, ` +
        `${row.persona}${where} : ${verdict(row.bytes <= budget)}` +
        (row.error ? `\n  ${''.padEnd(44)} mesure incomplète : ${row.error}` : '') +
        (notGzip.length ? `\n  ${''.padEnd(44)} ${notGzip.length} scripts non compressés en gzip` : ''),
    );
    if (process.env.FIRST_VISIT_DETAIL)
      for (const script of row.scripts) console.log(`      ${kb(script.bytes).padStart(9)}  ${script.url}`);
  }
  const shell = sharedScripts(rows);
  const over = rows.filter((row) => row.bytes > budget).length;
  console.log(
    `  Scripts communs à chaque écran (la coquille) : ${kb(shell.reduce((sum, script) => sum + script.bytes, 0))} ` +
      `en ${shell.length} fichiers ; ${over} écran(s) sur ${rows.length} au-dessus de ${firstVisitBudgetKb} Ko`,
  );
  return over;
}
