import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * Two real API processes (`src/server.ts`, as `npm start` runs it) on loopback ports, sharing
 * one fresh PostgreSQL database, one data directory and one SMTP server, both polling the
 * background jobs every second: what a deployment behind a load balancer looks like (ADR 093).
 */
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

export type ApiProcess = {
  name: 'A' | 'B';
  origin: string;
  /** A request as a browser behind the proxy sends it; `ip` goes in X-Forwarded-For. */
  call: (method: string, url: string, options?: CallOptions) => Promise<Answer>;
};
export type CallOptions = { headers?: Record<string, string>; body?: unknown; ip?: string };
export type Answer = { status: number; body: Record<string, unknown> & { [key: string]: unknown }; text: string };

export type TwoApiProcesses = {
  a: ApiProcess;
  b: ApiProcess;
  /** The test's own connection to the shared database, for factories and checks. */
  database: Database;
  smtp: TestSmtpServer;
  /** What the processes printed, for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
};

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function apiProcess(name: 'A' | 'B', port: number): ApiProcess {
  const origin = `http://127.0.0.1:${port}`;
  return {
    name,
    origin,
    async call(method, url, { headers = {}, body, ip = '192.0.2.1' } = {}) {
      const response = await fetch(`${origin}${url}`, {
        method,
        headers: {
          'x-forwarded-for': ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: Answer['body'] = {};
      try {
        parsed = JSON.parse(text) as Answer['body'];
      } catch {
        // Not JSON (a page): the text is enough.
      }
      return { status: response.status, body: parsed, text };
    },
  };
}

async function waitUntilServing(child: ChildProcess, origin: string, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null) throw new Error(`le processus s’est arrêté au démarrage :\n${output()}`);
    const ok = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`le processus ne répond pas après 2 minutes :\n${output()}`);
}

/**
 * Creates the scratch database, lets `prepare` write rows before any process runs (the first
 * job poll sees them), then starts both processes and waits until both serve.
 */
export async function startTwoApiProcesses(
  prepare: (database: Database) => Promise<void> = async () => {},
): Promise<TwoApiProcesses> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres demande TEST_DATABASE_URL');
  const name = `multi_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'two-api-processes-'));
  const children: ChildProcess[] = [];
  let printed = '';
  let database: Database | undefined;
  let smtp: TestSmtpServer | undefined;

  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await smtp?.close();
    await database?.close();
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    database = await openDatabase({ url: url.toString() });
    // Migrated here so `prepare` can write; both processes then write the reference data
    // (settings, the web client, questionnaires) at once, as two starting together do.
    await database.migrate();
    await prepare(database);
    smtp = await startSmtpServer();
    const ports = [await freePort(), await freePort()] as const;
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://adherents.example.org',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      JOBS_POLL_SECONDS: '1',
      // Behind the load balancer: the client's address is the last X-Forwarded-For entry.
      TRUST_PROXY: '1',
    };
    const processes = (['A', 'B'] as const).map((processName, index) => {
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: { ...env, PORT: String(ports[index]) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const note = (chunk: Buffer) => (printed += `[${processName}] ${chunk.toString()}`);
      child.stdout!.on('data', note);
      child.stderr!.on('data', note);
      return apiProcess(processName, ports[index]!);
    });
    const output = () => printed;
    await Promise.all(processes.map((each, index) => waitUntilServing(children[index]!, each.origin, output)));
    return { a: processes[0]!, b: processes[1]!, database, smtp, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
