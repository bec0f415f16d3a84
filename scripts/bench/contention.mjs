// Subscribe under contention: `callers` members ask for a place in one session of `places`
// places at the same moment (PUT /api/meetings/{meeting_id}/subscribe/{user_id}, P2 §7),
// over `connections` keep-alive connections. The callers and their access tokens are written
// straight into the database: the point is the subscription, not 200 logins.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { put } from './writes.mjs';

export async function prepareContention(client, { callers = 200, places = 10 } = {}) {
  await client.query(
    `insert into users (firstname, lastname, email, password_hash, zip, city, birthdate, role, registration_process,
        completed_at, terms_accepted_at)
     select 'Prénom' || n, 'Concurrent' || n, 'bench.concurrent.' || n || '@exemple.fr', null, '75011', 'Paris',
            date '1970-01-01' + n, 'user', '{"reason":"other","aja_role":null}'::jsonb, now(), now()
     from generate_series(1, $1::int) as n`,
    [callers],
  );
  await client.query(
    `insert into memberships (user_id, start, "end", source, ref)
     select id, now() - interval '1 day', now() + interval '364 days', 'free_adhesion', 'BENCH-C-' || id
     from users where email like 'bench.concurrent.%'`,
  );
  await client.query(
    `insert into oauth_access_tokens (token_hash, user_id, client_id, family_id, expires_at)
     select encode(sha256(convert_to('bench-concurrent-' || id, 'UTF8')), 'hex'), id, 'web', gen_random_uuid(),
            now() + interval '1 hour'
     from users where email like 'bench.concurrent.%'`,
  );
  const {
    rows: [workshop],
  } = await client.query(
    `insert into workshops (name, description, type, active, user_id, zip, city, department, start, "end")
     select 'Atelier très demandé', 'Une séance, dix places', 'onsite', true, id, '75011', 'Paris', '75',
            now() - interval '30 days', now() + interval '300 days'
     from users where role = 'pro' and email like 'bench.pro.%' order by id limit 1
     returning id`,
  );
  const {
    rows: [meeting],
  } = await client.query(
    `insert into meetings (workshop_id, start, "end", type, address, sequence, places)
     values ($1, date_trunc('hour', now()) + interval '7 days', date_trunc('hour', now()) + interval '7 days 2 hours',
             'onsite', '12 rue de la Santé, Paris', 1, $2)
     returning id`,
    [workshop.id, places],
  );
  const { rows: people } = await client.query(`select id from users where email like 'bench.concurrent.%' order by id`);
  return { meetingId: meeting.id, callers: people.map(({ id }) => ({ id, token: `bench-concurrent-${id}` })) };
}

/**
 * Fires every call at once (the agent queues them on `connections` sockets) and waits for all
 * answers; counts statuses, errors (anything but 200 and 202) and the places taken.
 */
export async function runContention(client, baseUrl, { meetingId, callers }, { connections = 20 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const statuses = await Promise.all(
    callers.map(({ id, token }) => put(agent, `${baseUrl}/api/meetings/${meetingId}/subscribe/${id}`, token)),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  const byStatus = {};
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const errors = statuses.filter((status) => status !== 200 && status !== 202).length;
  const {
    rows: [places],
  } = await client.query(
    `select count(*) filter (where status = 'validated')::int as validated,
            count(*) filter (where status = 'waiting')::int as waiting
     from meeting_subscriptions where meeting_id = $1 and unsubscribed_at is null`,
    [meetingId],
  );
  return { elapsedMs, byStatus, errors, ...places };
}

/** The bench's section: 200 members, a 10-place session, 20 connections. */
export async function printContention(client, baseUrl, routeExists) {
  const connections = 20;
  console.log(
    `\nInscription sous concurrence (200 appels simultanés sur ${connections} connexions, séance de 10 places)`,
  );
  if (!routeExists('PUT', '/api/meetings/{}/subscribe/{}')) {
    console.log('  PUT /api/meetings/{meeting_id}/subscribe/{user_id} : pas encore construit');
    return;
  }
  const run = await runContention(client, baseUrl, await prepareContention(client, { callers: 200, places: 10 }), {
    connections,
  });
  const statuses = Object.entries(run.byStatus)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const expected = run.validated === 10 && run.waiting === 190 && run.errors === 0;
  console.log(
    `  ${run.validated} validées, ${run.waiting} en liste d'attente, ${run.errors} erreurs (attendu : 10, 190 et 0${expected ? ', conforme' : ', NON CONFORME'}); ` +
      `réponses : ${statuses}; toutes reçues en ${run.elapsedMs.toFixed(0)} ms`,
  );
}
