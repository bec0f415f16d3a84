import { readFileSync } from 'node:fs';
import { expect, test, waitForAppOnLoad, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { canAccess, type AccessRule, type AccessState } from '@plateforme/shared/accounts/access.rules';
import { findAxeViolations } from './axe.ts';
import { AUTH_STORAGE_KEY, requestTokens } from './helpers/session.ts';

/**
 * The accessibility sweep (ADR 015): every route of apps/web/src/app/route-table.ts, read
 * from the file itself so a new route joins without touching this test, for a person allowed
 * to see it, in the default, dark and AJA themes, at 1280 and 320 px: axe (WCAG 2.1 AA)
 * finds nothing, the page has one h1, and nothing scrolls sideways on a phone.
 */

type SweptRoute = {
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

const THEME_STORAGE_KEY = 'plateforme.theme';
const NOT_FOUND_PATH = '/page-qui-n-existe-pas';

function readRouteTable(): SweptRoute[] {
  const source = readFileSync(new URL('../../apps/web/src/app/route-table.ts', import.meta.url), 'utf8');
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
  return [...routes, { path: NOT_FOUND_PATH, access: 'all', membersOnlyFor: null, ajaOnly: false, staffOnly: false, payersOnly: false, screen: 'not-found' }];
}

type Persona = { key: string; email: string | null; state: AccessState; aja: boolean; admin: boolean; membersOnlyCard?: boolean };

const personas = {
  visitor: { key: 'visiteur', email: null, state: 'notAuth', aja: false, admin: false },
  member: { key: 'membre', email: 'membre@demo.fr', state: 'user_premium', aja: false, admin: false },
  nonMember: { key: 'non-membre', email: 'nonmembre@demo.fr', state: 'user', aja: false, admin: false },
  pro: { key: 'pro', email: 'pro@demo.fr', state: 'pro_premium', aja: false, admin: false },
  licence: { key: 'licence', email: 'licence@demo.fr', state: 'pro_licence', aja: false, admin: false },
  young: { key: 'jeune AJA', email: 'jeune@demo.fr', state: 'user_premium', aja: true, admin: false },
  admin: { key: 'admin', email: 'admin@demo.fr', state: 'pro_premium', aja: false, admin: true },
  // A pro of the demo whose membership has lapsed: pro screens show the members-only card.
  lapsedPro: { key: 'pro sans adhésion', email: 'elise.fournier@exemple.fr', state: 'pro', aja: false, admin: false, membersOnlyCard: true },
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
  if (route.staffOnly || route.payersOnly || route.access === 'isNotAuth' || route.path === '/home' || route.path === '/register') return false;
  // The other programme's workshops send an AJA profile away (P2 §4): theirs are at /aja/workshops/:id.
  if (route.path === '/workshops/:id') return false;
  return canAccess(route.access, personas.young.state);
}

type Visit = { persona: Persona; dark: boolean; routes: SweptRoute[] };

/**
 * Which visits sweep which routes. A screen shown at several addresses (the five legal
 * pages, the payment screens, the placeholder of screens to come) is swept at each address
 * in the default theme, where the texts differ, and once per person in the dark and AJA
 * themes, where only the colours do; a placeholder once per person and theme; the back
 * office in the dark theme once.
 */
function planVisits(routes: SweptRoute[]): Visit[] {
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
  const cardRoute = routes.find((route) => route.membersOnlyFor && canAccess(route.membersOnlyFor, personas.lapsedPro.state));
  if (cardRoute) {
    add(personas.lapsedPro, false, cardRoute);
    add(personas.lapsedPro, true, cardRoute);
  }
  return [...visits.values()].map(({ persona, dark, routes: swept }) => ({ persona, dark, routes: swept }));
}

/** Real ids from the demo data for the routes that take one. */
type RouteIds = {
  memberId: string;
  workshopId: string;
  ajaWorkshopId: string;
  proWorkshopId: string;
  proMeetingId: string;
  /** The first row of each back-office list, by section ('partners', 'users'…). */
  admin: Record<string, string>;
};

const ADMIN_SECTIONS_WITH_DETAIL = ['partners', 'workshops', 'users', 'supports', 'documents', 'surveys'];

async function firstId(request: APIRequestContext, url: string, token: string | null): Promise<string | null> {
  const answer = await request.get(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!answer.ok()) return null;
  const body = (await answer.json()) as { data?: { id: number }[] };
  return body.data?.[0] ? String(body.data[0].id) : null;
}

async function findRouteIds(request: APIRequestContext): Promise<RouteIds> {
  const proToken = (await requestTokens(request, personas.pro.email)).access_token;
  const memberToken = (await requestTokens(request, personas.member.email)).access_token;
  const profile = async (token: string) =>
    ((await (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number } }).data;
  const proId = (await profile(proToken)).id;
  const adminToken = (await requestTokens(request, personas.admin.email)).access_token;
  const admin: Record<string, string> = {};
  for (const section of ADMIN_SECTIONS_WITH_DETAIL) admin[section] = (await firstId(request, `/api/admin/${section}?per_page=20`, adminToken)) ?? '1';
  const search = (filter: object) => `/api/workshops?per_page=1&search=${encodeURIComponent(JSON.stringify(filter))}`;
  const workshopId = (await firstId(request, search({ is_aja: 0 }), memberToken)) ?? '1';
  const proWorkshopId = (await firstId(request, search({ user_id: proId }), proToken)) ?? workshopId;
  return {
    // /user/:id and /meetings/:user_id are seen by pro@demo.fr: one of the members they follow.
    memberId: (await firstId(request, '/api/users?per_page=5', proToken)) ?? String((await profile(memberToken)).id),
    workshopId,
    // A member sees only their own programme; a visitor sees both.
    ajaWorkshopId: (await firstId(request, search({ is_aja: 1 }), null)) ?? workshopId,
    proWorkshopId,
    // A session of that workshop, for the meeting form's edit screen.
    admin,
    proMeetingId: (await firstId(request, `/api/meetings?per_page=1&search=${encodeURIComponent(JSON.stringify({ workshop_id: Number(proWorkshopId) }))}`, proToken)) ?? '1',
  };
}

function concretePath(path: string, ids: RouteIds): string {
  // A partner's reduced-price payments: one of the partners' ids.
  if (path === '/admin/payments/partners/:id') return path.replace(':id', ids.admin.partners ?? '1');
  const adminDetail = /^\/admin\/([a-z]+)\/:id$/.exec(path);
  if (adminDetail) return path.replace(':id', ids.admin[adminDetail[1]!] ?? '1');
  if (path.startsWith('/pro/workshops/:id')) return path.replace(':id', ids.proWorkshopId).replace(':meetingId', ids.proMeetingId);
  if (path.startsWith('/aja/workshops/:id')) return path.replace(':id', ids.ajaWorkshopId);
  return path
    .replace(':id', path.startsWith('/user/') ? ids.memberId : ids.workshopId)
    .replace(':user_id', ids.memberId)
    .replace(':token', 'lien-de-demonstration');
}

async function openContext(browser: Browser, request: APIRequestContext, baseURL: string, visit: Visit) {
  const localStorage = [{ name: THEME_STORAGE_KEY, value: visit.dark ? 'dark' : 'light' }];
  if (visit.persona.email) {
    const tokens = await requestTokens(request, visit.persona.email);
    // A remembered session (localStorage), as after ticking « Se souvenir de moi ».
    localStorage.push({ name: AUTH_STORAGE_KEY, value: JSON.stringify({ ...tokens, expires_at: Date.now() + tokens.expires_in * 1000 }) });
  }
  return browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] },
  });
}

/** Where the person lands: / sends everyone to their home page (P2-NAV-01). */
function landingPath(path: string, persona: Persona): string {
  if (path === '/') return persona.aja ? '/aja' : '/home';
  return path;
}

/**
 * /oncogitiel leaves for the companion application as soon as its address is known: the
 * address is held back, so the page stays on what a person sees while it opens.
 */
const HELD_REQUESTS: Record<string, string> = { '/oncogitiel': '**/api/settings/oncogitiel_url' };

/** The page is drawn: the expected URL, an h1, and nothing loading any more. */
async function waitForScreen(page: Page, path: string, stillLoading: boolean): Promise<void> {
  await expect.soft(page, `${path} is shown, not redirected`).toHaveURL((url) => url.pathname === path);
  await expect.soft(page.locator('h1').first()).toBeVisible();
  if (!stillLoading) await expect.soft(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
}

async function checkPage(page: Page, label: string): Promise<void> {
  expect.soft(await findAxeViolations(page), `axe, ${label}`).toEqual([]);
  await expect.soft(page.locator('h1'), `one h1, ${label}`).toHaveCount(1);
}

/**
 * The header's menus, open: each menu button at 1280 px (account, groups such as
 * « Questionnaires ») and the drawer at 320 px, each opened from the keyboard, checked by
 * axe, closed with Escape. Once per person and theme, on the first page swept.
 */
async function checkOpenMenus(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  const menuButtons = page.locator('header [aria-haspopup="menu"]');
  for (let index = 0; index < (await menuButtons.count()); index += 1) {
    const button = menuButtons.nth(index);
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.soft(menu, `menu « ${name} » opens`).toBeVisible();
    expect.soft(await findAxeViolations(page), `axe, menu « ${name} » open, ${label}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.soft(menu).toBeHidden();
    await expect.soft(button, `focus back on « ${name} »`).toBeFocused();
  }

  await page.setViewportSize({ width: 320, height: 640 });
  const drawerButton = page.getByRole('button', { name: 'Ouvrir le menu' });
  await drawerButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('.MuiDrawer-paper');
  await expect.soft(drawer, 'the drawer opens').toBeVisible();
  expect.soft(await findAxeViolations(page), `axe, drawer open, ${label}`).toEqual([]);
  await page.keyboard.press('Escape');
  await expect.soft(drawer).toBeHidden();
}

const routes = readRouteTable();

test.describe('accessibility sweep', () => {
  for (const visit of planVisits(routes)) {
    const theme = visit.dark ? 'sombre' : visit.persona.aja ? 'AJA' : 'par défaut';
    test(`P2-NAV-03 ${visit.persona.key}, thème ${theme}: ${visit.routes.length} pages at 1280 and 320 px pass axe and fit the screen`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(30_000 + visit.routes.length * 20_000);
      const ids = await findRouteIds(request);
      const context = await openContext(browser, request, baseURL!, visit);
      const page = waitForAppOnLoad(await context.newPage());
      try {
        for (const route of visit.routes) {
          const path = concretePath(route.path, ids);
          await test.step(path, async () => {
            const held = HELD_REQUESTS[route.path];
            if (held) await page.route(held, () => undefined);
            await page.setViewportSize({ width: 1280, height: 800 });
            await page.goto(path);
            await waitForScreen(page, landingPath(path, visit.persona), Boolean(held));
            if (visit.persona.membersOnlyCard) await expect.soft(page.getByRole('link', { name: 'Adhérer' })).toBeVisible();
            await checkPage(page, `${path} at 1280 px`);

            await page.setViewportSize({ width: 320, height: 640 });
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect.soft(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
            await checkPage(page, `${path} at 320 px`);
            if (route === visit.routes[0]) await checkOpenMenus(page, path);
            if (held) {
              // Leave before letting the address through, or the page would follow it.
              await page.goto('about:blank');
              await page.unroute(held);
            }
          });
        }
      } finally {
        await context.close();
      }
    });
  }
});
