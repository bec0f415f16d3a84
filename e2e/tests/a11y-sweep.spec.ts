import { expect, test, waitForAppOnLoad, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { findAxeViolations } from './axe.ts';
import { personas, planVisits, readRouteTable, type Persona, type Visit } from './helpers/sweep-plan.ts';
import { AUTH_STORAGE_KEY, requestTokens } from './helpers/session.ts';

/**
 * The accessibility sweep (ADR 015): every route of apps/web/src/app/route-table.ts, read
 * from the file itself so a new route joins without touching this test, for a person allowed
 * to see it, in the default, dark and AJA themes, at 1280 and 320 px: axe (WCAG 2.1 AA)
 * finds nothing, the page has one h1, and nothing scrolls sideways on a phone. The dark and
 * AJA themes only recolour the layout: axe checks them at 1280 px, the phone's width only for
 * sideways scrolling.
 */

const THEME_STORAGE_KEY = 'plateforme.theme';

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
    (
      (await (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: { id: number };
      }
    ).data;
  const proId = (await profile(proToken)).id;
  const adminToken = (await requestTokens(request, personas.admin.email)).access_token;
  const admin: Record<string, string> = {};
  for (const section of ADMIN_SECTIONS_WITH_DETAIL)
    admin[section] = (await firstId(request, `/api/admin/${section}?per_page=20`, adminToken)) ?? '1';
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
    proMeetingId:
      (await firstId(
        request,
        `/api/meetings?per_page=1&search=${encodeURIComponent(JSON.stringify({ workshop_id: Number(proWorkshopId) }))}`,
        proToken,
      )) ?? '1',
  };
}

function concretePath(path: string, ids: RouteIds): string {
  // A partner's reduced-price payments: one of the partners' ids.
  if (path === '/admin/payments/partners/:id') return path.replace(':id', ids.admin.partners ?? '1');
  const adminDetail = /^\/admin\/([a-z]+)\/:id$/.exec(path);
  if (adminDetail) return path.replace(':id', ids.admin[adminDetail[1]!] ?? '1');
  if (path.startsWith('/pro/workshops/:id'))
    return path.replace(':id', ids.proWorkshopId).replace(':meetingId', ids.proMeetingId);
  if (path.startsWith('/aja/workshops/:id')) return path.replace(':id', ids.ajaWorkshopId);
  return (
    path
      .replace(':id', path.startsWith('/user/') ? ids.memberId : ids.workshopId)
      .replace(':user_id', ids.memberId)
      // The offer page (/offre/:meetingId): a session the member holds no place for, as after an offer ended.
      .replace(':meetingId', ids.proMeetingId)
      .replace(':token', 'lien-de-demonstration')
  );
}

async function openContext(browser: Browser, request: APIRequestContext, baseURL: string, visit: Visit) {
  const localStorage = [{ name: THEME_STORAGE_KEY, value: visit.dark ? 'dark' : 'light' }];
  if (visit.persona.email) {
    const tokens = await requestTokens(request, visit.persona.email);
    // A remembered session (localStorage), as after ticking « Se souvenir de moi ».
    localStorage.push({
      name: AUTH_STORAGE_KEY,
      value: JSON.stringify({ ...tokens, expires_at: Date.now() + tokens.expires_in * 1000 }),
    });
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

/**
 * Opens `path`: the first page of a visit is loaded, the next ones are reached inside the
 * app, as a link would, which spares starting the app again for every page (about a second
 * each). Loading each page whole is what the journeys and prerender.spec.ts check.
 */
async function openPage(page: Page, path: string): Promise<void> {
  const live = await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')).catch(() => false);
  if (!live) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    const arrived = window as unknown as { sweepArrived?: boolean };
    arrived.sweepArrived = false;
    // The layout focuses <main> once the new page has replaced the last one (AppLayout);
    // nothing may hold the focus before, or focusing <main> again would send no event.
    (document.activeElement as HTMLElement | null)?.blur();
    document.getElementById('contenu')?.addEventListener('focus', () => (arrived.sweepArrived = true), { once: true });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(() => (window as unknown as { sweepArrived?: boolean }).sweepArrived === true, undefined, {
    timeout: 15_000,
  });
}

/**
 * The words of table cells and of the header split over two lines, as « Adh / éren / t »: a
 * column squeezed by a table wider than a phone, or the association's name squeezed by the
 * header's buttons. A break after a hyphen is an ordinary line break.
 */
function wordsCutOnPhone(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('td, th, header')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s\-–/]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
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
/** Read once for every visit: the demo's ids do not change while the sweep runs. */
let routeIds: Promise<RouteIds> | undefined;

test.describe('accessibility sweep', () => {
  for (const visit of planVisits(routes)) {
    const theme = visit.dark ? 'sombre' : visit.persona.aja ? 'AJA' : 'par défaut';
    test(`P2-NAV-03 ${visit.persona.key}, thème ${theme}: ${visit.routes.length} pages at 1280 and 320 px pass axe and fit the screen`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(30_000 + visit.routes.length * 20_000);
      const coloursOnly = visit.dark || visit.persona.aja;
      routeIds ??= findRouteIds(request);
      const ids = await routeIds;
      const context = await openContext(browser, request, baseURL!, visit);
      const page = waitForAppOnLoad(await context.newPage());
      try {
        for (const route of visit.routes) {
          const path = concretePath(route.path, ids);
          await test.step(path, async () => {
            const held = HELD_REQUESTS[route.path];
            if (held) await page.route(held, () => undefined);
            await page.setViewportSize({ width: 1280, height: 800 });
            await openPage(page, path);
            await waitForScreen(page, landingPath(path, visit.persona), Boolean(held));
            if (visit.persona.membersOnlyCard)
              await expect.soft(page.getByRole('link', { name: 'Adhérer' })).toBeVisible();
            await checkPage(page, `${path} at 1280 px`);

            await page.setViewportSize({ width: 320, height: 640 });
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect.soft(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
            if (!coloursOnly)
              expect
                .soft(await wordsCutOnPhone(page), `${path}: words cut in a table or the header at 320 px`)
                .toEqual([]);
            // The dark and AJA themes change colours, not the layout: axe reads them at one width.
            if (!coloursOnly) await checkPage(page, `${path} at 320 px`);
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
