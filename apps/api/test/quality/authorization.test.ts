import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { checks, isAllowed, type Fixtures } from './authorization-matrix.ts';
import { createMatrixFixtures } from './matrix-fixtures.ts';
import { freshToken, roles, signInEveryRole, type Actor, type Role } from './roles.ts';

let t: TestApp;
let cleanup: () => void;
let actors: Record<Role, Actor>;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  actors = await signInEveryRole(t.app, t.database);
  fixtures = await createMatrixFixtures(t.database);
}, 120_000);
afterAll(async () => {
  await t.close();
  cleanup();
});

describe('authorisation matrix', () => {
  it('covers every route the API serves', () => {
    const served = new Set(t.app.routeList.map((route) => `${route.method} ${route.url}`));
    const listed = new Set(checks.map((check) => check.route));
    expect(
      [...served].filter((route) => !listed.has(route)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...listed].filter((route) => !served.has(route)),
      'matrix rows for routes that do not exist',
    ).toEqual([]);
  });

  it('gives each role exactly the access the matrix says', async () => {
    const failures: string[] = [];
    let count = 0;
    for (const check of checks) {
      for (const role of roles) {
        const actor = actors[role];
        const token = check.endsSession ? await freshToken(t.app, actor) : actor.token;
        const options = check.request(actor, fixtures);
        const response = await t.app.inject({
          ...options,
          headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        count++;
        const allowed = isAllowed(check.allowed, role);
        const status = response.statusCode;
        const refusal = role === 'visitor' && !check.tokenless ? 401 : 403;
        const expected = allowed ? 'not 401/403' : String(refusal);
        const ok = status < 500 && (allowed ? status !== 401 && status !== 403 : status === refusal);
        if (!ok)
          failures.push(
            `${check.route} [${check.about}] as ${role}: ${status} ${response.body.slice(0, 200)}, expected ${expected}`,
          );
      }
    }
    console.log(`authorisation matrix: ${count} route × role checks over ${checks.length} rows`);
    expect(failures).toEqual([]);
  }, 120_000);
});
