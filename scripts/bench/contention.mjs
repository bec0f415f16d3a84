// Subscribe under contention: `callers` members ask for a place in one session of `places`
// places at the same moment (PUT /api/meetings/{meeting_id}/subscribe/{user_id}, P2 §7).
// The callers and their access tokens are written straight into the database: the point is
// the subscription, not 200 logins.
import { performance } from 'node:perf_hooks';

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

/** Fires every call at once and waits for all answers; counts statuses and places taken. */
export async function runContention(client, baseUrl, { meetingId, callers }) {
  const started = performance.now();
  const statuses = await Promise.all(
    callers.map(({ id, token }) =>
      fetch(`${baseUrl}/api/meetings/${meetingId}/subscribe/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
      })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0),
    ),
  );
  const elapsedMs = performance.now() - started;
  const byStatus = {};
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const {
    rows: [places],
  } = await client.query(
    `select count(*) filter (where status = 'validated')::int as validated,
            count(*) filter (where status = 'waiting')::int as waiting
     from meeting_subscriptions where meeting_id = $1 and unsubscribed_at is null`,
    [meetingId],
  );
  return { elapsedMs, byStatus, ...places };
}
