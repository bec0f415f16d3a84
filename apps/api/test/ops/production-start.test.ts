import { execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCaptchaPayload } from '../helpers/captcha.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * The README's production procedure, for real (ADR 089): a copy of the built project, only its
 * production dependencies (`npm ci --omit=dev`), then `npm run migrate`, `npm run create-staff`
 * and `npm start` with NODE_ENV=production. The staff member follows her link, chooses her
 * password and signs in. Once per `npm test`: on the PostgreSQL server when there is one, else
 * on an embedded database in DATA_DIR.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL;
const runsHere = serverUrl ? onPostgres : !onPostgres;
const email = 'direction@association.example';
const password = 'un mot de passe de production';

/** The environment of a shell on the server: none of the npm or test runner variables of this run. */
const shellEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|VITEST|TEST_|NODE_ENV$|INIT_CWD$)/i.test(key)),
) as Record<string, string>;
/** Without this checkout's node_modules/.bin: the copy must run on the Node it installed itself. */
const copyPath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((entry) => !entry.includes('node_modules'))
  .join(path.delimiter);

/** A command run to its end without blocking this worker (npm ci takes a minute). */
function run(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The tracked files as a clean clone has them, then what `npm run build` made. */
function copyBuiltProject(to: string) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0');
  for (const file of tracked.filter(Boolean)) {
    if (!existsSync(path.join(repoRoot, file))) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(to, file));
  }
  for (const dist of ['apps/web/dist', 'apps/api/dist'])
    cpSync(path.join(repoRoot, dist), path.join(to, dist), { recursive: true });
}

describe.runIf(runsHere)('a production start from a copy with only the production dependencies', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'production-copy-'));
  const databaseName = `prod_start_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const env: Record<string, string> = { ...shellEnv, PATH: copyPath, NODE_ENV: 'production', LOG_LEVEL: 'info' };

  beforeAll(async () => {
    env.DATA_DIR = path.join(scratch, 'data');
    if (onPostgres) {
      await adminQuery(`create database ${databaseName}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${databaseName}`;
      env.DATABASE_URL = url.toString();
    }
  });
  afterAll(async () => {
    if (onPostgres) await adminQuery(`drop database if exists ${databaseName} with (force)`);
    rmSync(scratch, { recursive: true, force: true });
  });

  const npm = (args: string[], extra: Record<string, string> = {}) =>
    run('npm', args, { cwd: scratch, env: { ...env, ...extra } });

  it('installs, migrates, creates the staff account, serves /login and signs her in', async () => {
    // What the build reads changed since the last build: build now, as `npm start` would.
    const built = await run(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: repoRoot, env: shellEnv });
    expect(built.status, built.stderr).toBe(0);
    copyBuiltProject(scratch);

    // npm on this run's Node 24, as .ci/run does on an older machine: no engine is unsupported.
    // --prefer-offline: the packages are those this checkout installed, already in npm's cache.
    const install = await npm(['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      PATH: process.env.PATH ?? '',
    });
    expect(install.status, install.stderr).toBe(0);
    expect(`${install.stdout}${install.stderr}`).not.toContain('EBADENGINE');
    // No build tool came along: the copy runs only what was built.
    expect(existsSync(path.join(scratch, 'node_modules/vite'))).toBe(false);
    expect(existsSync(path.join(scratch, 'node_modules/tsx'))).toBe(false);

    const migrate = await npm(['run', '-s', 'migrate']);
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toMatch(/^\d+ migrations appliquées ; base à jour \(\d+ migrations\)\.$/m);
    expect((await npm(['run', '-s', 'migrate'])).stdout).toMatch(
      /^Base à jour : \d+ migrations, aucune à appliquer\.$/m,
    );

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const withSite = { PORT: String(port), PUBLIC_URL: origin };
    const staff = await npm(['run', '-s', 'create-staff', '--', '--email', email, '--firstname', 'Claire'], withSite);
    expect(staff.status, staff.stderr).toBe(0);
    const token = new RegExp(`^${origin}/complete-registration/([\\w-]+)\\?email=`, 'm').exec(staff.stdout)?.[1];
    expect(token, staff.stdout).toBeTruthy();

    // Its own process group: npm, its shell and the server stop together.
    const server = spawn('npm', ['start'], { cwd: scratch, env: { ...env, ...withSite }, detached: true });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      let ready = 0;
      for (let attempt = 0; attempt < 240 && ready !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        ready = await fetch(`${origin}/api/health/ready`).then(
          (response) => response.status,
          () => 0,
        );
      }
      expect(ready, output).toBe(200);
      // npm start says which Node it runs on: the one the copy installed, 24.
      expect(output).toContain(`Node v24.`);
      expect(output).toContain(path.join(scratch, 'node_modules'));
      const started = output.split('\n').find((line) => line.includes('plateforme prête'));
      expect(JSON.parse(started!)).toMatchObject({ node: expect.stringMatching(/^v24\./), env: 'production' });

      const login = await fetch(`${origin}/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<html');

      const challenge = (await (await fetch(`${origin}/api/captcha/challenge`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
      const completed = await fetch(`${origin}/api/registration/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          token,
          password,
          password_confirmation: password,
          from_complete_registration: true,
          terms_accepted: true,
          privacy_accepted: true,
          captcha: encodeCaptchaPayload(challenge, solution!),
        }),
      });
      expect(completed.status, await completed.clone().text()).toBeLessThan(300);

      const signIn = await fetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: email, password, client_id: 'web' }),
      });
      expect(signIn.status).toBe(200);
      const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
      const me = await fetch(`${origin}/api/user`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ data: { email, role: 'admin', firstname: 'Claire' } });
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
    await exited;
    // Logs are JSON lines, one a request completed with its route, status and duration; none
    // carries the password or the token.
    const completed = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; res?: { route?: string; statusCode?: number } })
      .filter((entry) => entry.msg === 'request completed');
    expect(completed).toContainEqual(
      expect.objectContaining({
        res: expect.objectContaining({ method: 'POST', route: '/oauth/token', statusCode: 200 }),
        responseTime: expect.any(Number),
      }),
    );
    expect(output).not.toContain(password);
    expect(output).not.toContain(token!);
  }, 240_000);
});
