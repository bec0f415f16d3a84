import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../../src/db/client.ts';
import { seedReference } from '../../src/seed/demo.ts';
import { createMember, signIn } from '../helpers/factories.ts';
import { answerAll, type WireSurvey } from '../surveys/survey-answers.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * Resilience (issue « Quality gates »): the API process is killed with SIGKILL in the middle
 * of a burst of writes, restarted on the same data, and every write it acknowledged is there,
 * whole. The database is the one this run of the API tests is on (TEST_DB_KIND): an on-disk
 * PGlite data directory, or a fresh database on the PostgreSQL server. The server starts
 * without the demo (SEED=none); the member who writes is made by the factories beforehand.
 */
const databaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
/** Writes acknowledged before the kill, and how many are kept in flight at once. */
const acknowledgedBeforeKill = 40;
const concurrency = 12;

type Server = { child: ChildProcess; port: number; exited: Promise<number | null>; output: () => string };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SEED: 'none', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

async function waitReady(server: Server): Promise<void> {
  const deadline = Date.now() + 120_000;
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  while (Date.now() < deadline && !stopped) {
    const ready = await fetch(`http://127.0.0.1:${server.port}/api/health`)
      .then(
        async (response) => response.ok && ((await response.json()) as { database: { ready: boolean } }).database.ready,
      )
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`le serveur n’a pas démarré : ${server.output().slice(-2000)}`);
}

async function call<T>(
  server: Server,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

type Session = { id: number; survey_responses?: unknown[] };
type Query = (statement: string) => Promise<{ rows: Record<string, unknown>[] }>;
type Member = { token: string; userId: number };
type Context = Member & { survey: WireSurvey; answers: ReturnType<typeof answerAll> };

/**
 * Before the first start: the schema and reference data as the server writes them, and a
 * member with a running membership (the questionnaire is for members) holding a session.
 */
async function prepareMember(options: DatabaseOptions): Promise<Member> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedReference(database.db);
    const member = await createMember(database.db, { premium: true });
    const { authorization } = await signIn(database.db, member);
    return { token: authorization.slice('Bearer '.length), userId: member.id };
  } finally {
    await database.close();
  }
}

/** After the stop: what the database itself holds, through the same driver as the server. */
async function withDatabase<T>(options: DatabaseOptions, read: (query: Query) => Promise<T>): Promise<T> {
  const database = await openDatabase(options);
  try {
    return await read(
      async (statement) => (await database.db.execute(sql.raw(statement))) as { rows: Record<string, unknown>[] },
    );
  } finally {
    await database.close();
  }
}

/** The satisfaction questionnaire as this server serves it, and an answer to each question. */
async function readSurvey(server: Server, member: Member): Promise<Context> {
  const survey = await call<{ data: WireSurvey }>(
    server,
    'GET',
    '/api/surveys/ref/satisfaction?with[0]=survey_questions',
    member.token,
  );
  expect(survey.status).toBe(200);
  return { ...member, survey: survey.json.data, answers: answerAll(survey.json.data) };
}

/** Every satisfaction questionnaire of the person, with its responses, through the API. */
async function listSessions(server: Server, context: Context): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let page = 1; ; page++) {
    const { status, json } = await call<{ data: Session[]; meta: { last_page: number } }>(
      server,
      'GET',
      `/api/users/${context.userId}/survey-sessions?survey_ref=satisfaction&with[0]=survey_responses&per_page=100&page=${page}`,
      context.token,
    );
    expect(status).toBe(200);
    sessions.push(...json.data);
    if (page >= json.meta.last_page) return sessions;
  }
}

/**
 * Keeps `concurrency` questionnaire submissions in flight; once enough are acknowledged the
 * process is killed with requests still on the wire.
 */
async function burstThenKill(server: Server, context: Context) {
  const acknowledged: number[] = [];
  let attempted = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed = false;
  const body = {
    user_id: context.userId,
    survey_id: context.survey.id,
    from_registration: false,
    survey_responses: context.answers,
  };
  const worker = async () => {
    while (!killed) {
      attempted++;
      inFlight++;
      try {
        const { status, json } = await call<{ data: Session }>(
          server,
          'POST',
          '/api/survey_sessions',
          context.token,
          body,
        );
        if (status !== 201) throw new Error(`réponse ${status} : ${JSON.stringify(json)}`);
        acknowledged.push(json.data.id);
      } catch (error) {
        if (!killed) throw error;
      } finally {
        inFlight--;
      }
      if (!killed && acknowledged.length >= acknowledgedBeforeKill) {
        killed = true;
        inFlightAtKill = inFlight;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { acknowledged, attempted, inFlightAtKill };
}

/**
 * The database's own view once the API is stopped: questionnaires of the burst (ids above
 * `after`) whose responses are not all there, and responses without their questionnaire.
 */
async function inconsistencies(query: Query, context: Context, after: number) {
  const half = await query(
    `select s.id from survey_sessions s left join survey_responses r on r.survey_session_id = s.id
      where s.user_id = ${context.userId} and s.survey_id = ${context.survey.id} and s.id > ${after}
      group by s.id having count(r.id) <> ${context.answers.length}`,
  );
  const orphans = await query(
    'select r.id from survey_responses r left join survey_sessions s on s.id = r.survey_session_id where s.id is null',
  );
  return { halfSessions: half.rows.map((row) => row.id), orphanResponses: orphans.rows.length };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`resilience on ${databaseKind}`, () => {
  it('keeps every acknowledged write, whole, when the API is killed (SIGKILL) in the middle of a burst and restarted', async () => {
    const started = Date.now();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resilience-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    let database: DatabaseOptions = { dataDir: path.join(dataDir, 'pglite') };

    if (databaseKind === 'postgres') {
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (!baseUrl) throw new Error('TEST_DB_KIND=postgres demande TEST_DATABASE_URL');
      const name = `resilience_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: baseUrl });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      await admin(`create database ${name}`);
      cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      database = { url: url.toString() };
    }
    const member = await prepareMember(database);

    const first = await startServer(env);
    cleanups.push(() => void first.child.kill('SIGKILL'));
    await waitReady(first);
    const context = await readSurvey(first, member);
    const before = await listSessions(first, context);
    const lastBefore = Math.max(0, ...before.map((session) => session.id));
    const firstReady = Date.now();
    const burst = await burstThenKill(first, context);
    await first.exited;
    const burstSeconds = (Date.now() - firstReady) / 1000;

    const second = await startServer(env);
    cleanups.push(() => void second.child.kill('SIGKILL'));
    const restartStarted = Date.now();
    await waitReady(second);
    const restartSeconds = (Date.now() - restartStarted) / 1000;
    const again = await readSurvey(second, member);
    const sessions = await listSessions(second, again);
    const byId = new Map(sessions.map((session) => [session.id, session]));

    // Every acknowledged write is there, with all its responses; nothing beyond what was sent.
    const missing = burst.acknowledged.filter((id) => !byId.has(id));
    const written = sessions.filter((session) => session.id > lastBefore);
    const partial = written
      .filter((session) => session.survey_responses?.length !== context.answers.length)
      .map((session) => session.id);
    expect(missing, 'acknowledged writes lost').toEqual([]);
    expect(partial, 'questionnaires without all their responses').toEqual([]);
    expect(written.length).toBeGreaterThanOrEqual(burst.acknowledged.length);
    expect(written.length).toBeLessThanOrEqual(burst.attempted);
    expect(burst.inFlightAtKill, 'the kill happened with writes on the wire').toBeGreaterThan(0);

    // The restarted API writes again, after the ids the lost requests may have used.
    const after = await call<{ data: Session }>(second, 'POST', '/api/survey_sessions', again.token, {
      user_id: again.userId,
      survey_id: again.survey.id,
      survey_responses: again.answers,
    });
    expect(after.status).toBe(201);
    expect(byId.has(after.json.data.id)).toBe(false);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await withDatabase(database, async (query) => {
      expect(await inconsistencies(query, context, lastBefore)).toEqual({ halfSessions: [], orphanResponses: 0 });
      const [row] = (
        await query(
          `select count(*)::int as count from survey_sessions where user_id = ${context.userId} and survey_id = ${context.survey.id}`,
        )
      ).rows;
      expect(Number(row!.count)).toBe(sessions.length + 1);
    });

    console.log(
      `resilience (${databaseKind}): ${burst.acknowledged.length} writes acknowledged of ${burst.attempted} sent ` +
        `(${concurrency} at a time, ${burst.inFlightAtKill} on the wire at SIGKILL, burst ${burstSeconds.toFixed(1)} s); ` +
        `${written.length} found after restart (restart ${restartSeconds.toFixed(1)} s), none lost, none partial; ` +
        `total ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 300_000);
});
