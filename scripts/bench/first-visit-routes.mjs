// Which addresses the first-visit bench opens, and as whom: every route of the web's route
// table (apps/web/src/app/route-table.ts, read line by line as the accessibility sweep does),
// with real ids from the demo data, each seen by the person the screen is meant for.
import { readFileSync } from 'node:fs';

const routeTableFile = 'apps/web/src/app/route-table.ts';
export const DEMO_PASSWORD = 'motdepasse';
/** Where the web app keeps the session (apps/web/src/lib/storage-keys.ts). */
export const AUTH_STORAGE_KEY = 'plateforme.auth';

export const personas = {
  visitor: null,
  member: 'membre@demo.fr',
  nonMember: 'nonmembre@demo.fr',
  pro: 'pro@demo.fr',
  licence: 'licence@demo.fr',
  young: 'jeune@demo.fr',
  admin: 'admin@demo.fr',
};

/** Every route of the table, plus an unknown address (the not-found screen). */
export function readRoutes(source = readFileSync(routeTableFile, 'utf8')) {
  const table = source.slice(source.indexOf('export const appRoutes'), source.indexOf('export const notFoundRoute'));
  const routes = table
    .split('\n')
    .filter((line) => /^\s*\{ path: '/.test(line))
    .map((line) => ({
      path: /path: '([^']+)'/.exec(line)[1],
      access: /access: '([A-Za-z]+)'/.exec(line)[1],
      ajaOnly: /ajaOnly: true/.test(line),
      staffOnly: /staffOnly: true/.test(line),
      screen: /screen: \(\) => import\('([^']+)'\)/.exec(line)?.[1] ?? 'placeholder',
    }));
  if (routes.length !== (table.match(/\bpath: '/g) ?? []).length)
    throw new Error('une route de route-table.ts tient sur plusieurs lignes');
  return [
    ...routes,
    { path: '/page-qui-n-existe-pas', access: 'all', ajaOnly: false, staffOnly: false, screen: 'not-found' },
  ];
}

/** The demo account that sees the route as it is meant (the sweep's choice), or null for a visitor. */
export function personaOf(route) {
  if (route.ajaOnly) return personas.young;
  if (route.staffOnly) return personas.admin;
  if (route.path === '/payment/subscription') return personas.nonMember;
  if (route.path === '/unauthorized') return personas.member;
  switch (route.access) {
    case 'all':
    case 'isNotAuth':
      return personas.visitor;
    case 'isPro':
    case 'isProPremium':
      return personas.pro;
    case 'isProLicence':
      return personas.licence;
    default:
      return personas.member;
  }
}

export async function requestTokens(origin, email) {
  const answer = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'web' }),
  });
  if (!answer.ok) throw new Error(`connexion de ${email} refusée (${answer.status})`);
  return answer.json();
}

/** The localStorage entry of a remembered session, as after « Se souvenir de moi ». */
export function sessionEntry(tokens) {
  return {
    name: AUTH_STORAGE_KEY,
    value: JSON.stringify({ ...tokens, expires_at: Date.now() + tokens.expires_in * 1000 }),
  };
}

async function firstId(origin, url, token) {
  const answer = await fetch(`${origin}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!answer.ok) return null;
  const body = await answer.json();
  return body.data?.[0] ? String(body.data[0].id) : null;
}

const ADMIN_SECTIONS_WITH_DETAIL = ['partners', 'workshops', 'users', 'supports', 'documents', 'surveys'];

/** Real ids of the demo data for the routes that take one (the sweep's choice). */
export async function findRouteIds(origin, tokens) {
  const search = (filter) => `/api/workshops?per_page=1&search=${encodeURIComponent(JSON.stringify(filter))}`;
  const profile = async (token) =>
    (await (await fetch(`${origin}/api/user`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const proId = (await profile(tokens[personas.pro])).id;
  const admin = {};
  for (const section of ADMIN_SECTIONS_WITH_DETAIL)
    admin[section] = (await firstId(origin, `/api/admin/${section}?per_page=20`, tokens[personas.admin])) ?? '1';
  const workshopId = (await firstId(origin, search({ is_aja: 0 }), tokens[personas.member])) ?? '1';
  const proWorkshopId = (await firstId(origin, search({ user_id: proId }), tokens[personas.pro])) ?? workshopId;
  const meetings = `/api/meetings?per_page=1&search=${encodeURIComponent(JSON.stringify({ workshop_id: Number(proWorkshopId) }))}`;
  return {
    memberId: (await firstId(origin, '/api/users?per_page=5', tokens[personas.pro])) ?? '1',
    workshopId,
    ajaWorkshopId: (await firstId(origin, search({ is_aja: 1 }), null)) ?? workshopId,
    proWorkshopId,
    proMeetingId: (await firstId(origin, meetings, tokens[personas.pro])) ?? '1',
    admin,
  };
}

/** The address a route is opened at, its parameters filled with `ids`. */
export function concretePath(path, ids) {
  if (path === '/admin/payments/partners/:id') return path.replace(':id', ids.admin.partners);
  const adminDetail = /^\/admin\/([a-z]+)\/:id$/.exec(path);
  if (adminDetail) return path.replace(':id', ids.admin[adminDetail[1]] ?? '1');
  if (path.startsWith('/pro/workshops/:id') || path.startsWith('/admin/workshops/:id'))
    return path.replace(':id', ids.proWorkshopId).replace(':meetingId', ids.proMeetingId);
  if (path.startsWith('/aja/workshops/:id')) return path.replace(':id', ids.ajaWorkshopId);
  return path
    .replace(':id', path.startsWith('/user/') ? ids.memberId : ids.workshopId)
    .replace(':user_id', ids.memberId)
    .replace(':meetingId', ids.proMeetingId)
    .replace(':token', 'lien-de-demonstration');
}
