// BENCH_ONLY=pro-users (ADR 036): « Mes adhérents » of a pro with 300 members and 10,000
// subscriptions, GET /api/users 20 a page with its counts, next to the one-row read.
import { inRounds, printCpuRatio } from './rounds.mjs';

export const proUsersSize = { members: 300, workshops: 5, meetingsPerWorkshop: 100, subscribersPerMeeting: 20 };
export const benchProUsersEmail = 'bench.mes-adherents@exemple.fr';

/** SQL statements, in order, added on top of the demo and the large dataset. */
export function proUsersStatements(size = proUsersSize) {
  const { members, workshops, meetingsPerWorkshop, subscribersPerMeeting } = size;
  return [
    `insert into users (firstname, lastname, email, password_hash, role, registration_process, completed_at, terms_accepted_at, created_at)
     select 'Prénom' || n, 'Nom' || n, 'bench.adherent.' || n || '@exemple.fr',
            (select password_hash from users where email = 'membre@demo.fr'), 'user', '{"reason":"other","aja_role":null}'::jsonb,
            now(), now(), now() - n * interval '1 day'
     from generate_series(1, ${members}) as n`,
    `insert into users (firstname, lastname, email, password_hash, role, registration_process, completed_at, terms_accepted_at)
     values ('Mes', 'Adhérents', '${benchProUsersEmail}', (select password_hash from users where email = 'membre@demo.fr'), 'pro',
             '{"reason":"other","aja_role":null}'::jsonb, now(), now())`,
    `insert into memberships (user_id, start, "end", source, ref)
     select id, now() - interval '30 days', now() + interval '335 days', 'free_adhesion', 'BENCH-' || id from users where email = '${benchProUsersEmail}'`,
    `insert into pro_statuses (user_id, type, start) select id, 'basic', now() - interval '400 days' from users where email = '${benchProUsersEmail}'`,
    `insert into workshops (name, type, user_id, zip, city, department)
     select 'Atelier des adhérents ' || n, 'onsite', (select id from users where email = '${benchProUsersEmail}'), '75012', 'Paris', '75'
     from generate_series(1, ${workshops}) as n`,
    `insert into meetings (workshop_id, start, "end", type, address, sequence, places)
     select w.id, date_trunc('hour', now()) + (k - ${meetingsPerWorkshop / 2}) * interval '7 days',
            date_trunc('hour', now()) + (k - ${meetingsPerWorkshop / 2}) * interval '7 days' + interval '2 hours',
            'onsite', '12 rue de la Santé, Paris', 1 + k % 12, ${subscribersPerMeeting}
     from workshops w cross join generate_series(1, ${meetingsPerWorkshop}) as k
     where w.name like 'Atelier des adhérents %'`,
    // Every member in about 33 sessions; past ones marked present or absent, some places cancelled.
    `insert into meeting_subscriptions (meeting_id, user_id, status, attendance, unsubscribed_at)
     select m.id, u.id, 'validated',
            case when m.start < now() and (m.id + j) % 7 <> 0 then (m.id + j) % 2 end,
            case when (m.id + j) % 7 = 0 then m.start - interval '2 days' end
     from meetings m
     join workshops w on w.id = m.workshop_id and w.name like 'Atelier des adhérents %'
     cross join generate_series(0, ${subscribersPerMeeting} - 1) as j
     join users u on u.email = 'bench.adherent.' || (1 + (m.id * ${subscribersPerMeeting} + j) % ${members}) || '@exemple.fr'`,
    `insert into survey_sessions (user_id, survey_id, created_at)
     select u.id, s.id, now() - (u.id % 90) * interval '1 day'
     from users u cross join surveys s
     where u.email like 'bench.adherent.%' and s.ref in ('profile', 'satisfaction')`,
    'vacuum analyze',
    // The generated rows written out now rather than by a checkpoint during a measure.
    'checkpoint',
  ];
}

/**
 * The list of the pro's members and a one-member read, measured with `measure`. The list and the
 * one-row read alternate over several rounds and the ratio is taken between their medians: on a
 * shared machine the throughput of either drifts by a third from one minute to the next, and
 * two figures taken minutes apart measured the drift more than the list.
 */
export async function measureProUsers({ measure, warmUp, db, signIn, oneRowPath }) {
  const token = await signIn(benchProUsersEmail);
  const headers = { authorization: `Bearer ${token}` };
  const {
    rows: [counts],
  } = await db.query(
    `select count(distinct ms.user_id)::int as members, count(*)::int as subscriptions
     from meeting_subscriptions ms join meetings m on m.id = ms.meeting_id join workshops w on w.id = m.workshop_id
     join users p on p.id = w.user_id where p.email = $1`,
    [benchProUsersEmail],
  );
  console.log(
    `Le professionnel mesuré : ${counts.members} adhérents, ${counts.subscriptions} inscriptions dans ses ateliers\n`,
  );
  const {
    rows: [member],
  } = await db.query(`select id from users where email = 'bench.adherent.1@exemple.fr'`);
  const listPath = `/api/users?page=1&per_page=20&sort=created_at&direction=desc&search=${encodeURIComponent('{"role":"user","is_archived":false}')}`;
  const memberPath = `/api/users/${member.id}`;
  // A server just started and a database just written answer slower for a while (compiled
  // code, caches, each connection's prepared statements): a busy day sees neither.
  await warmUp([
    { path: oneRowPath },
    { path: oneRowPath, headers },
    { path: memberPath, headers },
    { path: listPath, headers },
  ]);
  // The same one-row read with the pro's session: what identifying the person costs every screen.
  const signedInRead = await measure('GET /api/settings/… (1 ligne, avec la session)', { path: oneRowPath, headers });
  const memberRead = await measure('GET /api/users/{id} (un adhérent)', { path: memberPath, headers });
  const measured = await inRounds(measure, [
    { name: `GET ${oneRowPath} (1 ligne)`, options: { path: oneRowPath } },
    { name: 'GET /api/users (mes adhérents, 20)', options: { path: listPath, headers } },
  ]);
  const [oneRow, list] = Object.values(measured);
  return {
    oneRowRps: oneRow.rps,
    proUsersRps: list.rps,
    proUsersRounds: list.each.map((value, index) => value / oneRow.each[index]),
    oneRowCpuMs: oneRow.cpuMs,
    proUsersCpuMs: list.cpuMs,
    memberReadRps: memberRead.requests.average,
    signedInReadRps: signedInRead.requests.average,
  };
}

/** The list over the one-row read (budget a third), and over the one-member read. */
export function printProUsersRatios(figures, verdict) {
  const ratio = figures.proUsersRps / figures.oneRowRps;
  const each = figures.proUsersRounds.map((value) => value.toFixed(2)).join(', ');
  console.log(
    `${"Mes adhérents / lecture d'une ligne (médianes)".padEnd(62)} ${ratio.toFixed(2)} (budget ≥ 0.33 : ${verdict(ratio >= 1 / 3)})`,
  );
  console.log(`${'  par tour'.padEnd(62)} ${each}`);
  printCpuRatio(figures.proUsersCpuMs, figures.oneRowCpuMs);
  console.log(
    `${"Mes adhérents / lecture d'une ligne avec la session".padEnd(62)} ${(figures.proUsersRps / figures.signedInReadRps).toFixed(2)}`,
  );
  console.log(
    `${"Mes adhérents / lecture d'un adhérent".padEnd(62)} ${(figures.proUsersRps / figures.memberReadRps).toFixed(2)}`,
  );
}
