// The participants' export (GET /api/meetings/{id}/export-subscribers, P2 §7): a session of
// pro@demo.fr with 200 participants (150 places, 50 waiting), exported 20 times one after the
// other; the time of each answer, body included. The people and the pro's token are written
// straight into the database: the point is the export, not 200 logins.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

async function prepareExport(client, { participants = 200, places = 150 } = {}) {
  await client.query(
    `insert into users (firstname, lastname, email, phone, zip, city, role, registration_process, completed_at)
     select 'Prénom' || n, 'Exporté' || n, 'bench.export.' || n || '@exemple.fr', '06 12 34 56 78', '75011', 'Paris',
            'user', '{"reason":"other","aja_role":null}'::jsonb, now()
     from generate_series(1, $1::int) as n`,
    [participants],
  );
  const {
    rows: [pro],
  } = await client.query(`select id from users where email = 'pro@demo.fr'`);
  await client.query(
    `insert into oauth_access_tokens (token_hash, user_id, client_id, family_id, expires_at)
     values (encode(sha256(convert_to('bench-export', 'UTF8')), 'hex'), $1, 'web', gen_random_uuid(), now() + interval '1 hour')`,
    [pro.id],
  );
  const {
    rows: [workshop],
  } = await client.query(
    `insert into workshops (name, description, type, active, user_id, zip, city, department)
     values ('Atelier à exporter', 'Deux cents participants', 'onsite', true, $1, '75011', 'Paris', '75') returning id`,
    [pro.id],
  );
  const {
    rows: [meeting],
  } = await client.query(
    `insert into meetings (workshop_id, start, "end", type, address, sequence, places)
     values ($1, date_trunc('hour', now()) - interval '1 day', date_trunc('hour', now()) - interval '22 hours', 'onsite', '12 rue de la Santé, Paris', 1, $2)
     returning id`,
    [workshop.id, places],
  );
  await client.query(
    `insert into meeting_subscriptions (meeting_id, user_id, status, attendance, created_at)
     select $1, id, case when row_number() over (order by id) <= $2 then 'validated'::subscription_status else 'waiting'::subscription_status end,
            case when row_number() over (order by id) <= $2 then (id % 2)::smallint end,
            now() - interval '10 days' + (row_number() over (order by id)) * interval '1 minute'
     from users where email like 'bench.export.%'`,
    [meeting.id, places],
  );
  return meeting.id;
}

function get(agent, url) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(url, { agent, headers: { authorization: 'Bearer bench-export' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started }));
    request.end();
  });
}

export async function printExport(client, origin, { runs = 20 } = {}) {
  const meetingId = await prepareExport(client);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${origin}/api/meetings/${meetingId}/export-subscribers`;
  await get(agent, url);
  const answers = [];
  for (let run = 0; run < runs; run++) answers.push(await get(agent, url));
  agent.destroy();
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status !== 200).length;
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `\nExport des participants : séance de 200 personnes (150 places, 50 en attente), ${runs} exports l'un après l'autre`,
  );
  console.log(
    `  fichier ${(answers[0].bytes / 1024).toFixed(1)} Ko ; médiane ${median.toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms ; ` +
      `budget 1000 ms : ${times.at(-1) < 1000 && failed === 0 ? 'tenu' : 'DÉPASSÉ'}${failed ? ` ; ${failed} échecs` : ''}`,
  );
  return { exportMedianMs: median };
}
