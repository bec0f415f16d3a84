import { readFileSync } from 'node:fs';
import { expect } from '../fixtures.ts';
import { canAccess, type AccessRule, type AccessState } from '@plateforme/shared/accounts/access.rules';

// Which pages the accessibility sweep visits, as whom and in which theme (a11y-sweep.spec.ts).

export type SweptRoute = {
  path: string;
  access: AccessRule;
  /** Signed-in states that see the members-only card instead of the screen. */
  membersOnlyFor: AccessRule | null;
  ajaOnly: boolean;
  staffOnly: boolean;
  /** Payment screens, refused to AJA young people (canPay). */
  payersOnly: boolean;
  /** The screen's module; routes without one share the placeholder page. */
  screen: string;
};

const NOT_FOUND_PATH = '/page-qui-n-existe-pas';

export function readRouteTable(): SweptRoute[] {
  const source = readFileSync(new URL('../../../apps/web/src/app/route-table.ts', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('export const appRoutes'), source.indexOf('export const notFoundRoute'));
  const routes = table
    .split('\n')
    .filter((line) => /^\s*\{ path: '/.test(line))
    .map((line) => ({
      path: /path: '([^']+)'/.exec(line)![1]!,
      access: /access: '([A-Za-z]+)'/.exec(line)![1]! as AccessRule,
      membersOnlyFor: (/membersOnlyFor: '([A-Za-z]+)'/.exec(line)?.[1] ?? null) as AccessRule | null,
      ajaOnly: /ajaOnly: true/.test(line),
      staffOnly: /staffOnly: true/.test(line),
      payersOnly: /payersOnly: true/.test(line),
      screen: /screen: \(\) => import\('([^']+)'\)/.exec(line)?.[1] ?? 'placeholder',
    }));
  // A route written over several lines would be missed: better to fail than to skip it.
  expect(routes.length, 'one route per line in route-table.ts').toBe(table.match(/\bpath: '/g)?.length);
  return [
    ...routes,
    {
      path: NOT_FOUND_PATH,
      access: 'all',
      membersOnlyFor: null,
      ajaOnly: false,
      staffOnly: false,
      payersOnly: false,
      screen: 'not-found',
    },
  ];
}

export type Persona = {
  key: string;
  email: string | null;
  state: AccessState;
  aja: boolean;
  admin: boolean;
  membersOnlyCard?: boolean;
};

export const personas = {
  visitor: { key: 'visiteur', email: null, state: 'notAuth', aja: false, admin: false },
  member: { key: 'membre', email: 'membre@demo.fr', state: 'user_premium', aja: false, admin: false },
  nonMember: { key: 'non-membre', email: 'nonmembre@demo.fr', state: 'user', aja: false, admin: false },
  pro: { key: 'pro', email: 'pro@demo.fr', state: 'pro_premium', aja: false, admin: false },
  licence: { key: 'licence', email: 'licence@demo.fr', state: 'pro_licence', aja: false, admin: false },
  young: { key: 'jeune AJA', email: 'jeune@demo.fr', state: 'user_premium', aja: true, admin: false },
  admin: { key: 'admin', email: 'admin@demo.fr', state: 'pro_premium', aja: false, admin: true },
  // A pro of the demo whose membership has lapsed: pro screens show the members-only card.
  lapsedPro: {
    key: 'pro sans adhésion',
    email: 'elise.fournier@exemple.fr',
    state: 'pro',
    aja: false,
    admin: false,
    membersOnlyCard: true,
  },
} satisfies Record<string, Persona>;

/** Who sees the route in the default and dark themes: the person the screen is meant for. */
function defaultPersona(route: SweptRoute): Persona {
  if (route.ajaOnly) return personas.young;
  if (route.staffOnly) return personas.admin;
  // The payment form in full: someone who is not a member yet.
  if (route.path === '/payment/subscription') return personas.nonMember;
  // Shown to a signed-in person refused a page; a visitor is sent to /login instead.
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

/** The AJA theme comes with an AJA profile: the young person, where they may go. */
function seenByYoungPerson(route: SweptRoute): boolean {
  // A signed-in person is sent on from /register (registration.spec sweeps its AJA path).
  if (
    route.staffOnly ||
    route.payersOnly ||
    route.access === 'isNotAuth' ||
    route.path === '/home' ||
    route.path === '/register'
  )
    return false;
  // The other programme's workshops send an AJA profile away (P2 §4): theirs are at /aja/workshops/:id.
  if (route.path === '/workshops/:id') return false;
  return canAccess(route.access, personas.young.state);
}

export type Visit = { persona: Persona; dark: boolean; routes: SweptRoute[] };

/**
 * Which visits sweep which routes. A screen shown at several addresses (the five legal
 * pages, the payment screens, the placeholder of screens to come) is swept at each address
 * in the default theme, where the texts differ, and once per person in the dark and AJA
 * themes, where only the colours do; a placeholder once per person and theme; the back
 * office in the dark theme once.
 */
export function planVisits(routes: SweptRoute[]): Visit[] {
  const visits = new Map<string, Visit & { screens: Set<string> }>();
  const add = (persona: Persona, dark: boolean, route: SweptRoute) => {
    const key = `${persona.key}-${dark}`;
    const visit = visits.get(key) ?? { persona, dark, routes: [], screens: new Set<string>() };
    const coloursOnly = dark || persona.aja;
    if (visit.screens.has(route.screen) && (coloursOnly || route.screen === 'placeholder')) return;
    // The back office's screens share one layout: the dark theme is checked on the first (ADR 040).
    if (dark && route.staffOnly && visit.routes.some((swept) => swept.staffOnly)) return;
    visit.screens.add(route.screen);
    visit.routes.push(route);
    visits.set(key, visit);
  };
  for (const route of routes) {
    const persona = defaultPersona(route);
    if (!persona.aja) add(persona, false, route);
    add(persona, true, route);
    if (seenByYoungPerson(route)) add(personas.young, false, route);
  }
  // The card is the same on every such route: one of them, in both themes.
  const cardRoute = routes.find(
    (route) => route.membersOnlyFor && canAccess(route.membersOnlyFor, personas.lapsedPro.state),
  );
  if (cardRoute) {
    add(personas.lapsedPro, false, cardRoute);
    add(personas.lapsedPro, true, cardRoute);
  }
  return [...visits.values()].map(({ persona, dark, routes: swept }) => ({ persona, dark, routes: swept }));
}
