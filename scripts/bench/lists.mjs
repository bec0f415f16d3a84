// The list figures of the bench (ADR 017): GET /api/workshops from memory, computed without
// any cache (a second API process started with WORKSHOPS_LIST_CACHE=off), and from memory
// under a steady stream of subscriptions; GET /api/meetings, a member's own sessions.
import { formatStatuses, prepareWrites, startWrites } from './writes.mjs';

export const listPath = '/api/workshops?page=1&per_page=20&with[0]=three_next_meetings&with[1]=partner.logo&with[2]=user';

/** The first page of /workshops as the screen asks for it (toWorkshopsQuery): sorted by the places taken. */
const screenPath =
  `/api/workshops?search=${encodeURIComponent('{"is_aja":0,"active":1}')}` +
  '&with[0]=user&with[1]=secondary_pro&with[2]=partner&with[3]=three_next_meetings' +
  '&select[0]=name&select[1]=active&select[2]=type&select[3]=zip&select[4]=city' +
  '&without[0]=subscriptions_count&without[1]=next_meeting_start&without[2]=next_onsite_meeting_start' +
  '&sort=subscriptions_count&direction=asc&per_page=24&page=1';

/** `measure(name, options)` runs autocannon against `origin`; options.url overrides it. */
export async function measureLists({ measure, origin, missOrigin, db, routeExists, signIn, memberEmail }) {
  const figures = {};
  if (routeExists('GET', '/api/workshops')) {
    figures.listRps = (await measure('GET /api/workshops (liste, 20 par page)', { path: listPath })).requests.average;
    const miss = await measure('GET /api/workshops (calculée, sans cache)', { url: `${missOrigin}${listPath}` });
    figures.listMissRps = miss.requests.average;
    figures.listMissP50 = miss.latency.p50;
    const screenMiss = await measure('GET /api/workshops (écran, calculée)', { url: `${missOrigin}${screenPath}` });
    figures.screenMissRps = screenMiss.requests.average;

    if (routeExists('PUT', '/api/meetings/{}/subscribe/{}')) {
      const stop = startWrites(origin, await prepareWrites(db), { perSecond: 20 });
      const underWrites = await measure('GET /api/workshops (pendant 20 inscriptions/s)', { path: listPath });
      const writes = await stop();
      figures.listUnderWritesRps = underWrites.requests.average;
      console.log(`${''.padEnd(46)} écritures : ${(writes.calls / writes.seconds).toFixed(1)}/s, ${formatStatuses(writes.byStatus)}`);
    }
    await measure('GET /api/workshops (accueil AJA)', {
      path: `/api/workshops?search=${encodeURIComponent('{"is_aja":1,"active":1}')}&with[0]=three_next_meetings&sort=name&per_page=24`,
    });
  } else {
    console.log('GET /api/workshops'.padEnd(46), '   pas encore construit');
  }

  if (routeExists('GET', '/api/meetings')) {
    const {
      rows: [member],
    } = await db.query('select id from users where email = $1', [memberEmail]);
    const token = await signIn(memberEmail);
    const search = encodeURIComponent(JSON.stringify({ user_id: member.id }));
    const meetingsList = await measure('GET /api/meetings (mes séances, 15 par page)', {
      path: `/api/meetings?page=1&per_page=15&search=${search}`,
      headers: { authorization: `Bearer ${token}` },
    });
    figures.meetingsRps = meetingsList.requests.average;
  } else {
    console.log('GET /api/meetings'.padEnd(46), '   pas encore construit');
  }
  return figures;
}

/** Each figure over the one-row read, next to its budget. */
export function printListRatios(figures, verdict) {
  const ratios = [
    ['Liste des ateliers (en mémoire)', figures.listRps, 0.5],
    ['Liste des ateliers calculée sans cache', figures.listMissRps, 0.25],
    ['Première page de /workshops calculée sans cache', figures.screenMissRps, 0.25],
    ['Liste des ateliers pendant 20 inscriptions/s', figures.listUnderWritesRps, 0.5],
    ['Liste des séances (15 par page)', figures.meetingsRps, 0.5],
  ];
  for (const [name, rps, budget] of ratios) {
    if (rps === undefined) continue;
    const ratio = rps / figures.oneRowRps;
    console.log(`${`${name} / lecture d'une ligne`.padEnd(62)} ${ratio.toFixed(2)} (budget ≥ ${budget} : ${verdict(ratio >= budget)})`);
  }
  if (figures.listMissP50 !== undefined) console.log(`Liste calculée sans cache : p50 ${figures.listMissP50} ms`);
}
