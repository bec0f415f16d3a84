// What a subscribe-unsubscribe pair costs on the embedded default (issue #40), in figures the
// machine's other work does not distort: the statements each request runs and the CPU time it
// takes, then the same for the jobs the pair leaves (its e-mails). In process, on PGlite in a
// fresh data directory with the demo, through app.inject. Run: `npx tsx scripts/bench/embedded-cost.ts`
// (BENCH_PAIRS pairs, 400 by default; BENCH_STATEMENTS=1 lists one pair's statements and times
// each kind of statement; BENCH_PROFILE=<directory> writes the measured parts' CPU profiles).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { and, eq, gt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { pgliteStartParams, type Database, type Db } from '../../apps/api/src/db/client.ts';
import { queuedClient } from '../../apps/api/src/db/pglite-queue.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { migrationsFolder } from '../../apps/api/src/paths.ts';
import { seedDemo, seedReference } from '../../apps/api/src/seed/demo.ts';
import { signIn } from '../../apps/api/test/helpers/factories.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 400);
const listing = process.env.BENCH_STATEMENTS === '1';

let statements = 0;
let transactions = 0;
const seen: string[] = [];
/** Per statement (its first words), how many ran and their milliseconds, with BENCH_STATEMENTS=1. */
const timed = new Map<string, { count: number; ms: number }>();
function count<T>(query: string, run: () => Promise<T>): Promise<T> {
  statements += 1;
  if (!listing) return run();
  const text = query.replace(/\s+/g, ' ');
  seen.push(text.slice(0, 160));
  const started = performance.now();
  return run().finally(() => {
    const entry = timed.get(text.slice(0, 90)) ?? { count: 0, ms: 0 };
    timed.set(text.slice(0, 90), { count: entry.count + 1, ms: entry.ms + performance.now() - started });
  });
}

// PGlite as openDatabase opens it, each statement counted on its way to the queue.
const filesDir = mkdtempSync(path.join(tmpdir(), 'bench-cost-'));
// On disk, as `npm start` keeps it.
const client = await PGlite.create(path.join(filesDir, 'data'), { startParams: pgliteStartParams });
const queued = queuedClient(client);
const counted = {
  ...queued,
  query: (query: string, params?: unknown[], options?: QueryOptions) =>
    count(query, () => queued.query(query, params, options)),
  transaction: <T>(callback: (tx: Transaction) => Promise<T>) => {
    transactions += 1;
    return queued.transaction((tx) =>
      callback(
        Object.assign(Object.create(tx) as Transaction, {
          query: (query: string, params?: unknown[], options?: QueryOptions) =>
            count(query, () => tx.query(query, params, options)),
        }),
      ),
    );
  },
};
const db = drizzle({ client: counted as unknown as PGlite, schema, casing: 'snake_case' }) as unknown as Db;
const database: Database = {
  db,
  kind: 'pglite',
  migrate: () => migrate(db as never, { migrationsFolder }),
  migrationState: async () => ({ applied: 0, expected: 0 }),
  poolState: () => null,
  close: () => client.close(),
};
await database.migrate();
await seedReference(db);
await seedDemo(db, { filesDir });

const config = loadConfig({ NODE_ENV: 'production', SEED: 'none', LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0' });
const app = await buildApp({ config, database });
await app.ready();

const members = await db
  .select({ id: schema.users.id })
  .from(schema.users)
  .where(eq(schema.users.email, 'membre@demo.fr'));
const member = members[0]!;
const { authorization } = await signIn(db, member);
const coming = await db
  .select({ id: schema.meetings.id })
  .from(schema.meetings)
  .innerJoin(schema.workshops, eq(schema.workshops.id, schema.meetings.workshopId))
  .where(
    and(
      eq(schema.workshops.isAja, false),
      eq(schema.workshops.active, true),
      gt(schema.meetings.start, new Date()),
      // A place to take: the pair is a confirmation and a cancellation, each with its e-mail.
      sql`${schema.meetings.places} > ${schema.meetings.takenPlaces} + 1`,
    ),
  )
  .limit(20);

async function pair(i: number): Promise<void> {
  const meetingId = coming[i % coming.length]!.id;
  for (const action of ['subscribe', 'unsubscribe']) {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/meetings/${meetingId}/${action}/${member.id}`,
      headers: { authorization },
    });
    if (response.statusCode !== 200 && response.statusCode !== 202)
      throw new Error(`${action} : ${response.statusCode} ${response.body}`);
  }
}

const profiler = new Session();
const post = promisify(profiler.post.bind(profiler)) as (method: string) => Promise<unknown>;

/**
 * Statements, transactions and CPU milliseconds of `run`, each divided by `per`; with
 * BENCH_PROFILE=<directory>, its CPU profile is written there as <name>.cpuprofile.
 */
async function cost(name: string, run: () => Promise<unknown>, per: number) {
  const profiling = process.env.BENCH_PROFILE;
  if (profiling) {
    profiler.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
  }
  [statements, transactions] = [0, 0];
  timed.clear();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  if (profiling) {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(path.join(profiling, `${name}.cpuprofile`), JSON.stringify(profile));
    profiler.disconnect();
  }
  if (listing)
    console.log(
      [...timed]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([text, { count: n, ms }]) => `  ${(ms / n).toFixed(2).padStart(6)} ms × ${n} ${text}`)
        .join('\n'),
    );
  return {
    statements: (statements / per).toFixed(1),
    transactions: (transactions / per).toFixed(1),
    cpuMs: ((used.user + used.system) / 1000 / per).toFixed(2),
    wallMs: ((performance.now() - started) / per).toFixed(2),
  };
}

// Warm-up: plans prepared, code compiled, e-mails of the warm-up sent.
for (let i = 0; i < 100; i++) await pair(i);
await app.jobs.runDue();

if (listing) {
  seen.length = 0;
  await pair(0);
  console.log(`Une paire, ${seen.length} instructions :\n  ${seen.join('\n  ')}`);
  seen.length = 0;
  await app.jobs.runDue();
  console.log(`Ses tâches, ${seen.length} instructions :\n  ${seen.join('\n  ')}`);
}

const requests = await cost(
  'pair',
  async () => {
    for (let i = 0; i < PAIRS; i++) await pair(i);
  },
  PAIRS * 2,
);
const jobs = await cost('jobs', () => app.jobs.runDue(), PAIRS);
console.log(`Par requête (inscription ou désinscription, ${PAIRS} paires) :`, requests);
console.log('Par paire, ses tâches de fond (e-mails) :', jobs);

if (listing) {
  // Plans made at each call (custom) or kept (generic), per prepared statement.
  const plans = await client.query<{ statement: string; generic_plans: number; custom_plans: number }>(
    "select left(regexp_replace(statement, '\\s+', ' ', 'g'), 90) as statement, generic_plans, custom_plans from pg_prepared_statements order by custom_plans desc limit 8",
  );
  console.log('Plans des instructions préparées (génériques / refaits à chaque appel) :');
  for (const row of plans.rows) console.log(`  ${row.generic_plans} / ${row.custom_plans} ${row.statement}`);
}

await app.close();
await database.close();
rmSync(filesDir, { recursive: true, force: true });
