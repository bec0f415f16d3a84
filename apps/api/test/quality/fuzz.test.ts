import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createSecretToken, hashToken } from '../../src/lib/tokens.ts';
import { insertTokenPair } from '../../src/modules/accounts/tokens.repository.ts';
import { findOrCreateCaptchaSecret } from '../../src/modules/platform/captcha/captcha.repository.ts';
import { createPaymentProvider } from '../../src/modules/membership/payment-provider.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { checks, isAllowed, type Check, type Fixtures } from './authorization-matrix.ts';
import {
  changedTables,
  createFingerprinter,
  tablesWrittenByRefusals,
  type Fingerprint,
  type Fingerprinter,
} from './db-fingerprint.ts';
import { fuzzRequests, type FuzzRequest, type KnownValues } from './fuzz-requests.ts';
import { createMatrixFixtures } from './matrix-fixtures.ts';
import { roles, signInEveryRole, type Actor, type Role } from './roles.ts';

/**
 * Bad input on every route (issue « Quality gates »): for each route the app serves, the
 * matrix row's valid call is bent in every direction and sent as a role the matrix allows.
 * Never a 5xx; after every refused call (4xx) the database is exactly as before.
 * FUZZ_SEED replays a run, FUZZ_REQUESTS sets its size, FUZZ_ROUTES (a regular expression on
 * 'METHOD /route') narrows it to some routes.
 */
const databaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const wantedRequests = Number(process.env.FUZZ_REQUESTS ?? (databaseKind === 'postgres' ? 2_000 : 10_000));
const onlyRoutes = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;
// A failing case is reported as found: shrinking would replay hundreds of requests on a changed database.
fc.configureGlobal({ seed, endOnFailure: true });

let t: { app: FastifyInstance; database: TestDatabase };
let cleanup: () => void;
let actors: Record<Role, Actor>;
let fixtures: Fixtures;
let fingerprinter: Fingerprinter;
/** What the app logged at error level during the last request: the cause of a 5xx. */
let loggedErrors: string[] = [];

beforeAll(async () => {
  // No background job runs: they write on their schedule, not because of a request, and on a
  // slow run would show as a refusal's write.
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'none', LOG_LEVEL: 'error', JOBS_POLL_SECONDS: '0' });
  const database = await createTestDatabase();
  const logger = pino({ level: 'error' }, { write: (line: string) => void loggedErrors.push(line) });
  t = { app: await buildApp({ config, database, logger }), database };
  ({ cleanup } = await seedDemoData(database));
  actors = await signInEveryRole(t.app, database);
  fixtures = await createMatrixFixtures(database);
  // Keys made on first use are made by whichever call comes first, refused or not: they
  // exist before the fuzzing starts, as on any server that has served a while.
  await findOrCreateCaptchaSecret(database.db);
  await createPaymentProvider(config)?.getVerifyingKey(database.db);
  fingerprinter = await createFingerprinter(database.db);
}, 120_000);
afterAll(async () => {
  await t?.app.close();
  await t?.database.drop();
  cleanup?.();
});

type Target = { route: string; pattern: string; check: Check; actor: Actor };

/** The least privileged role a row allows: the most common caller. */
const callerOf = (check: Check): Role | undefined => roles.find((role) => isAllowed(check.allowed, role));

/** Routes come from the app itself, so a new route is fuzzed as soon as its matrix row exists. */
function targets(): { targets: Target[]; all: number; missing: string[] } {
  const served = [...new Set(t.app.routeList.map((route) => `${route.method} ${route.url}`))];
  const missing = served.filter((route) => !checks.some((check) => check.route === route));
  const found = served.flatMap((route) =>
    checks.flatMap((check) => {
      const role = check.route === route ? callerOf(check) : undefined;
      return role ? [{ route, pattern: route.slice(route.indexOf(' ') + 1), check, actor: actors[role] }] : [];
    }),
  );
  return {
    targets: found.filter((target) => !onlyRoutes || onlyRoutes.test(target.route)),
    all: found.length,
    missing,
  };
}

/** A session that ended (logout) is replaced without a login, which the fuzzed login route may have rate-limited. */
async function mintToken(userId: number): Promise<string> {
  const token = createSecretToken();
  const now = Date.now();
  await insertTokenPair(t.database.db, {
    userId,
    clientId: 'web',
    accessHash: hashToken(token),
    refreshHash: hashToken(createSecretToken()),
    accessExpiresAt: new Date(now + 3600_000),
    refreshExpiresAt: new Date(now + 7200_000),
  });
  return token;
}

function knownValues(): KnownValues {
  const people = Object.values(actors).filter((actor) => actor.id !== null);
  return {
    ids: [
      ...people.map((actor) => actor.id!),
      fixtures.workshopMemberId,
      fixtures.strangerId,
      fixtures.youngId,
      fixtures.satisfactionSurveyId,
      fixtures.receiptPaymentId,
    ],
    strings: [
      ...people.map((actor) => actor.email!),
      'motdepasse',
      'LIGUE75',
      'LIGUE75-2023',
      'web',
      'password',
      'refresh_token',
      'satisfaction',
      'profile',
      'survey_questions',
      'survey_responses',
      'payments',
      'subscriptions',
      'aja',
      'aja_young',
      'aja_assistant',
      'ligue',
      'employer',
      'pay',
      'refuse',
      'cancel',
      'subscription_amount',
      'captcha_hmac_key',
      '/payment/donation',
      'https://exemple.fr/',
      'javascript:alert(1)',
    ],
  };
}

const excerpt = (text: string | undefined, length = 240) => {
  if (text === undefined) return '(sans corps)';
  const shown = JSON.stringify(text.length > length ? `${text.slice(0, length)}…` : text);
  return text.length > length ? `${shown} (${text.length} caractères)` : shown;
};
const describeRequest = (request: FuzzRequest) =>
  `[${request.kind}] ${request.method} ${excerpt(request.url, 300)} content-type=${request.headers['content-type'] ?? '-'} body=${excerpt(request.payload)}`;

describe('bad input on every route', () => {
  it('never answers 5xx and leaves the database unchanged after every refused request (fast-check)', async () => {
    const started = Date.now();
    const { targets: list, all, missing } = targets();
    expect(missing, 'routes without a matrix row (see authorization-matrix.ts)').toEqual([]);
    expect(list.length).toBeGreaterThan(0);
    const tokens = new Map<Role, string | null>(roles.map((role) => [role, actors[role].token]));
    const known = knownValues();
    const statusCounts = { '2xx': 0, '3xx': 0, '4xx': 0 };
    let requests = 0;
    let fingerprintsTaken = 0;

    let marker = await fingerprinter.writeMarker();
    let baseline: Fingerprint = await fingerprinter.take();
    const refreshBaseline = async () => {
      const now = await fingerprinter.writeMarker();
      if (now !== marker) {
        baseline = await fingerprinter.take();
        fingerprintsTaken++;
        marker = now;
      }
    };

    /** Sends one request; answers what went wrong, if anything. */
    const send = async (target: Target, request: FuzzRequest): Promise<string | undefined> => {
      const token = tokens.get(target.actor.role);
      loggedErrors = [];
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      requests++;
      const polluted = pollutedPrototypes();
      if (polluted) return `prototype modifié dans tout le processus : ${polluted}`;
      const status = response.statusCode;
      if (status >= 500)
        return `réponse ${status} : ${excerpt(response.body, 200)} ; journal : ${loggedErrors.map((line) => excerpt(line, 600)).join(' | ')}`;
      statusCounts[status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx']++;
      if (status >= 400) {
        const now = await fingerprinter.writeMarker();
        if (now !== marker) {
          marker = now;
          const after = await fingerprinter.take();
          fingerprintsTaken++;
          const changed = changedTables(baseline, after);
          baseline = after;
          if (changed.length)
            return `refus ${status} (${excerpt(response.body, 200)}) mais tables modifiées : ${changed.join(', ')}`;
        }
        // The call ended the session it used (logout, password change): a new one for the next call.
        if (status === 401 && target.actor.id !== null) {
          tokens.set(target.actor.role, await mintToken(target.actor.id));
          await refreshBaseline();
        }
        return undefined;
      }
      if (target.check.endsSession && target.actor.id !== null)
        tokens.set(target.actor.role, await mintToken(target.actor.id));
      await refreshBaseline();
      return undefined;
    };

    // Each row's valid call once: it must not fail either.
    const warmUpFailures: string[] = [];
    for (const target of list) {
      const base = target.check.request(target.actor, fixtures);
      const payload = base.payload === undefined ? undefined : JSON.stringify(base.payload);
      const problem = await send(target, {
        kind: 'valide',
        method: String(base.method),
        url: String(base.url),
        headers: {
          ...((base.headers as Record<string, string>) ?? {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload,
      });
      if (problem?.startsWith('réponse 5'))
        warmUpFailures.push(`${target.route} [${target.check.about}] appel valide : ${problem}`);
    }
    await refreshBaseline();
    expect(warmUpFailures).toEqual([]);

    // Counted over every row, so that FUZZ_ROUTES replays the same sequence as the full run.
    const runsPerTarget = Math.ceil(wantedRequests / all);
    const failures: string[] = [];
    const timings: [string, number][] = [];
    for (const target of list) {
      const base = target.check.request(target.actor, fixtures);
      const arbitrary = fuzzRequests(
        {
          method: String(base.method),
          url: String(base.url),
          pattern: target.pattern,
          payload: base.payload,
          headers: base.headers as Record<string, string> | undefined,
        },
        known,
      );
      const label = `${target.route} [${target.check.about}] as ${target.actor.role}`;
      const targetStarted = Date.now();
      const details = await fc.check(
        fc.asyncProperty(arbitrary, async (request) => {
          const problem = await send(target, request);
          if (problem) throw new Error(problem);
        }),
        { numRuns: runsPerTarget, seed: (seed + stableHash(label)) | 0 },
      );
      timings.push([label, Date.now() - targetStarted]);
      if (details.failed) {
        const request = details.counterexample?.[0];
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(
          `${label}: ${error}\n    ${request ? describeRequest(request) : ''}\n    (FUZZ_SEED=${seed}, graine de la route ${details.seed})`,
        );
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzzing (${databaseKind}, FUZZ_SEED=${seed}): ${requests} requests over ${new Set(list.map((x) => x.route)).size} routes ` +
        `(${list.length} matrix rows, ${runsPerTarget} runs each) in ${seconds} s; ` +
        `2xx ${statusCounts['2xx']}, 3xx ${statusCounts['3xx']}, 4xx ${statusCounts['4xx']}; ` +
        `${fingerprintsTaken} full database fingerprints over ${fingerprinter.tables} tables (not compared: ${tablesWrittenByRefusals.join(', ')})`,
    );
    const slowest = timings.sort((x, y) => y[1] - x[1]).slice(0, 5);
    console.log(`slowest routes: ${slowest.map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`).join('; ')}`);
    expect(failures, failures.join('\n')).toEqual([]);
    if (!onlyRoutes) expect(requests).toBeGreaterThanOrEqual(wantedRequests);
  }, 900_000);
});

/** The app runs in this process: a request that writes on a shared prototype shows here (then it is undone). */
function pollutedPrototypes(): string | undefined {
  const found: string[] = [];
  for (const [name, prototype] of [
    ['Object', Object.prototype],
    ['Array', Array.prototype],
  ] as const) {
    for (const key of Object.keys(prototype)) {
      found.push(`${name}.prototype.${key}`);
      delete (prototype as unknown as Record<string, unknown>)[key];
    }
  }
  return found.length ? found.join(', ') : undefined;
}

/** The same route gets the same sequence whatever other routes exist, so a seed stays useful as routes are added. */
function stableHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return hash;
}
