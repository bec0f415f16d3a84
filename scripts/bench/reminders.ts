// One reminder pass over 10,000 due places on PostgreSQL (issue #36): its duration, and that
// each place got exactly one e-mail, even with a second pass and a second process at once.
// Then a cancellation's answer time, the freed place's offer being a job, not the request's work.
// Run by `npm run bench` (BENCH_ONLY=reminders for this part alone), with tsx.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedReference } from '../../apps/api/src/seed/demo.ts';
import { signIn } from '../../apps/api/test/helpers/factories.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PLACES = Number(process.env.BENCH_REMINDER_PLACES ?? 10_000);
const PER_SESSION = 8;
const CANCELLATIONS = 100;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const name = `bench_reminders_${randomBytes(4).toString('hex')}`;
await admin(`create database ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  await database.migrate();
  await seedReference(database.db);
  const sessions = Math.ceil(PLACES / PER_SESSION);
  // The dataset is written without the API's statement timeout.
  const loader = new pg.Client({ connectionString: url.toString() });
  await loader.connect();
  const sql = (text: string) => loader.query(text);
  await sql(`insert into users (firstname, lastname, email, password_hash, role, registration_process, completed_at, terms_accepted_at)
    select 'Prénom' || n, 'Nom' || n, 'rappel.' || n || '@exemple.fr', 'x', case when n = 0 then 'pro' else 'user' end::user_role,
           '{"reason":"other","aja_role":null}'::jsonb, now(), now()
    from generate_series(0, ${PLACES + CANCELLATIONS * 2}) as n`);
  await sql(`insert into memberships (user_id, start, "end", source, ref)
    select id, now() - interval '30 days', now() + interval '335 days', 'free_adhesion', 'BENCH-' || id from users where email like 'rappel.%'`);
  await sql(`insert into workshops (name, type, user_id, zip, city, department)
    select 'Atelier rappel', 'onsite', id, '75012', 'Paris', '75' from users where email = 'rappel.0@exemple.fr'`);
  // Every session starts in 90 minutes: each place's 2-hour reminder is due.
  await sql(`insert into meetings (workshop_id, start, "end", type, address, sequence, places)
    select w.id, date_trunc('minute', now()) + interval '90 minutes', date_trunc('minute', now()) + interval '180 minutes',
           'onsite', '12 rue de la Santé, Paris', 1, ${PER_SESSION}
    from workshops w cross join generate_series(1, ${sessions})`);
  await sql(`insert into meeting_subscriptions (meeting_id, user_id, status, created_at)
    select m.id, u.id, 'validated', now() - interval '10 days'
    from (select id, row_number() over (order by id) - 1 as k from meetings) m
    cross join generate_series(1, ${PER_SESSION}) as j
    join users u on u.email = 'rappel.' || (m.k * ${PER_SESSION} + j) || '@exemple.fr'
    where m.k * ${PER_SESSION} + j <= ${PLACES}`);
  await sql('analyze');

  const config = loadConfig({ NODE_ENV: 'production', SEED: 'none', LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0' });
  const [first, second] = [await buildApp({ config, database }), await buildApp({ config, database })];
  const now = new Date();
  const started = performance.now();
  await Promise.all([first.jobs.runDue(now), second.jobs.runDue(now)]);
  const passMs = performance.now() - started;
  await first.jobs.runDue(new Date(now.getTime() + 5 * 60_000));
  const counted = (await database.db.execute(
    `select count(*)::int as mails, count(distinct purpose)::int as purposes,
            (select count(*)::int from meeting_subscriptions) as places
     from mail_outbox where purpose like 'reminder:%'` as never,
  )) as unknown as { rows: { mails: number; purposes: number; places: number }[] };
  const { mails, purposes, places } = counted.rows[0]!;
  console.log(
    `Rappels : un passage sur ${places} places dues en ${(passMs / 1000).toFixed(2)} s (deux processus à la fois)`,
  );
  console.log(
    `  ${mails} e-mails écrits pour ${purposes} places : ${mails === places && purposes === places ? 'un par place' : 'ÉCART'}`,
  );

  // Cancellations of full sessions with a waiting list: the answer, then the offers' job.
  await sql(`insert into meetings (workshop_id, start, "end", type, address, sequence, places)
    select w.id, now() + interval '5 days', now() + interval '5 days 1 hour', 'onsite', 'Paris', 2, 1
    from workshops w cross join generate_series(1, ${CANCELLATIONS})`);
  const rows = (await database.db.execute(
    `select m.id as meeting, h.id as holder, q.id as waiting
     from (select id, row_number() over (order by id) as k from meetings where sequence = 2) m
     join users h on h.email = 'rappel.' || (${PLACES} + m.k) || '@exemple.fr'
     join users q on q.email = 'rappel.' || (${PLACES + CANCELLATIONS} + m.k) || '@exemple.fr'` as never,
  )) as unknown as { rows: { meeting: number; holder: number; waiting: number }[] };
  for (const row of rows.rows) {
    await sql(`insert into meeting_subscriptions (meeting_id, user_id, status) values (${row.meeting}, ${row.holder}, 'validated'),
      (${row.meeting}, ${row.waiting}, 'waiting')`);
  }
  const times: number[] = [];
  for (const row of rows.rows) {
    const headers = await signIn(database.db, { id: row.holder });
    const begin = performance.now();
    const response = await first.inject({
      method: 'PUT',
      url: `/api/meetings/${row.meeting}/unsubscribe/${row.holder}`,
      headers,
    });
    times.push(performance.now() - begin);
    if (response.statusCode !== 200) throw new Error(`annulation : ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const offerStart = performance.now();
  await first.jobs.runDue(new Date());
  const offerMs = performance.now() - offerStart;
  const held = (await database.db.execute(
    `select count(*)::int as held from meeting_subscriptions where offered_until is not null` as never,
  )) as unknown as { rows: { held: number }[] };
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(
    `Annulation d'une place (séance pleine, liste d'attente) : médiane ${pct(50)} ms, p95 ${pct(95)} ms sur ${times.length}`,
  );
  console.log(
    `  puis les offres en tâche de fond : ${held.rows[0]!.held} places réservées en ${(offerMs / 1000).toFixed(2)} s`,
  );
  await first.close();
  await second.close();
  await loader.end();
} finally {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
}
