// The list figures of the bench (ADR 017, 065): GET /api/workshops from memory, computed without
// any cache (a second API process started with WORKSHOPS_LIST_CACHE=off), and from memory
// under a steady stream of subscriptions; GET /api/meetings, a member's own sessions. The lists
// computed at each request alternate with the one-row read over rounds (rounds.mjs), and
// « Mes séances », which needs a signed-in person, with the signed-in one-row read: the profile.
// Budgets: DESIGN.md, Performance budgets.
import { inRounds, printCpuRatio } from './rounds.mjs';
import { formatStatuses, prepareWrites, startWrites } from './writes.mjs';

export const listPath =
  '/api/workshops?page=1&per_page=20&with[0]=three_next_meetings&with[1]=partner.logo&with[2]=user';

/** The first page of /workshops as the screen asks for it (toWorkshopsQuery): sorted by the places taken. */
const screenPath =
  `/api/workshops?search=${encodeURIComponent('{"is_aja":0,"active":1}')}` +
  '&with[0]=user&with[1]=secondary_pro&with[2]=partner&with[3]=three_next_meetings' +
  '&select[0]=name&select[1]=active&select[2]=type&select[3]=zip&select[4]=city' +
  '&without[0]=subscriptions_count&without[1]=next_meeting_start&without[2]=next_onsite_meeting_start' +
  '&sort=subscriptions_count&direction=asc&per_page=24&page=1';

/**
 * `measure(name, options)` runs autocannon against `origin` (options.url overrides it);
 * `warmUp(requests)` runs them untimed first.
 */
export async function measureLists({
  measure,
  warmUp,
  origin,
  missOrigin,
  oneRowPath,
  db,
  routeExists,
  signIn,
  memberEmail,
}) {
  const figures = {};
  const hasList = routeExists('GET', '/api/workshops');
  const hasMeetings = routeExists('GET', '/api/meetings');
  const oneRow = { name: 'GET /api/settings/… (1 ligne)', options: { path: oneRowPath } };
  const computed = [oneRow];
  if (hasList) {
    figures.listRps = (await measure('GET /api/workshops (liste, 20 par page)', { path: listPath })).requests.average;
    if (routeExists('PUT', '/api/meetings/{}/subscribe/{}')) {
      const stop = startWrites(origin, await prepareWrites(db), { perSecond: 20 });
      const underWrites = await measure('GET /api/workshops (pendant 20 inscriptions/s)', { path: listPath });
      const writes = await stop();
      figures.listUnderWritesRps = underWrites.requests.average;
      console.log(
        `${''.padEnd(46)} écritures : ${(writes.calls / writes.seconds).toFixed(1)}/s, ${formatStatuses(writes.byStatus)}`,
      );
    }
    await measure('GET /api/workshops (accueil AJA)', {
      path: `/api/workshops?search=${encodeURIComponent('{"is_aja":1,"active":1}')}&with[0]=three_next_meetings&sort=name&per_page=24`,
    });
    computed.push(
      { name: 'GET /api/workshops (calculée, sans cache)', options: { url: `${missOrigin}${listPath}` } },
      { name: 'GET /api/workshops (écran, calculée)', options: { url: `${missOrigin}${screenPath}` } },
    );
  } else {
    console.log('GET /api/workshops'.padEnd(46), '   pas encore construit');
  }
  if (hasMeetings) {
    const {
      rows: [member],
    } = await db.query('select id from users where email = $1', [memberEmail]);
    const token = await signIn(memberEmail);
    const headers = { authorization: `Bearer ${token}` };
    const search = encodeURIComponent(JSON.stringify({ user_id: member.id }));
    computed.push(
      { name: 'GET /api/user (1 ligne, authentifiée)', options: { path: '/api/user', headers } },
      {
        name: 'GET /api/meetings (mes séances, 15)',
        options: { path: `/api/meetings?page=1&per_page=15&search=${search}`, headers },
      },
    );
  } else {
    console.log('GET /api/meetings'.padEnd(46), '   pas encore construit');
  }

  // What is computed at each request: warmed, then measured in alternation with the one-row read.
  await warmUp(computed.map(({ options }) => options));
  const measured = Object.values(await inRounds(measure, computed));
  const [oneRowFigures, listMiss, screenMiss] = hasList ? measured : [measured[0]];
  figures.oneRowRps = oneRowFigures.rps;
  figures.oneRowCpuMs = oneRowFigures.cpuMs;
  if (hasList) {
    Object.assign(figures, { listMissRps: listMiss.rps, listMissP50: listMiss.p50, listMissCpuMs: listMiss.cpuMs });
    Object.assign(figures, { screenMissRps: screenMiss.rps, screenMissCpuMs: screenMiss.cpuMs });
  }
  if (hasMeetings) {
    const [signedIn, meetings] = measured.slice(-2);
    Object.assign(figures, { signedInRps: signedIn.rps, signedInCpuMs: signedIn.cpuMs });
    Object.assign(figures, { meetingsRps: meetings.rps, meetingsCpuMs: meetings.cpuMs });
  }
  return figures;
}

/** A list computed at each request: at most this much CPU a request, API and database together. */
const computedCpuBudgetMs = 2;

/**
 * Each list over the read it is compared with, next to its budget (DESIGN.md): a list computed
 * without cache at 0.15 of the one-row read or more and 2 ms of CPU a request or less; a list
 * from memory at half of it; « Mes séances » at half of the signed-in one-row read.
 */
export function printListRatios(figures, verdict) {
  const oneRow = { rps: figures.oneRowRps, cpuMs: figures.oneRowCpuMs, label: "lecture d'une ligne" };
  const signedIn = {
    rps: figures.signedInRps,
    cpuMs: figures.signedInCpuMs,
    label: "lecture d'une ligne authentifiée",
  };
  const ratios = [
    ['Liste des ateliers (en mémoire)', figures.listRps, oneRow, 0.5],
    ['Liste des ateliers calculée sans cache', figures.listMissRps, oneRow, 0.15, figures.listMissCpuMs],
    ['Première page de /workshops calculée sans cache', figures.screenMissRps, oneRow, 0.15, figures.screenMissCpuMs],
    ['Liste des ateliers pendant 20 inscriptions/s', figures.listUnderWritesRps, oneRow, 0.5],
    ['Liste des séances (15 par page)', figures.meetingsRps, signedIn, 0.5, figures.meetingsCpuMs],
  ];
  for (const [name, rps, base, budget, cpuMs] of ratios) {
    if (rps === undefined || base.rps === undefined) continue;
    const ratio = rps / base.rps;
    console.log(
      `${`${name} / ${base.label}`.padEnd(62)} ${ratio.toFixed(2)} (budget ≥ ${budget} : ${verdict(ratio >= budget)})`,
    );
    // The same in CPU time a request (API and database), which moves less with the neighbours.
    printCpuRatio(cpuMs, base.cpuMs);
    if (cpuMs)
      console.log(
        `${'  temps CPU par requête (API et base)'.padEnd(62)} ${cpuMs.toFixed(2)} ms (budget ≤ ${computedCpuBudgetMs} ms : ${verdict(cpuMs <= computedCpuBudgetMs)})`,
      );
  }
  if (figures.listMissP50 !== undefined) console.log(`Liste calculée sans cache : p50 ${figures.listMissP50} ms`);
}
