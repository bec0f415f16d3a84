import { expect, test, type Browser, type Page } from './fixtures.ts';
import { AUTH_STORAGE_KEY, DEMO_PASSWORD, requestTokens } from './helpers/session.ts';

/**
 * Prerendered pages (ADR 016): a visitor's /login arrives drawn in its HTML; the app's code
 * loads after the page and takes it over without redrawing it. A device where that drawing
 * would be wrong (a session, the dark theme) never shows it.
 */

const THEME_STORAGE_KEY = 'plateforme.theme';

/** Holds the app's code back until `release()`: the page as it is before the app runs. */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A tab whose loads do not wait for the app (the fixtures' page does). */
async function openTab(browser: Browser, baseURL: string, localStorage: { name: string; value: string }[] = []) {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

test.describe('prerendered pages', () => {
  test('P1-LOGIN-01 P1-LOGIN-02 P1-LOGIN-03 /login is readable before any script runs', async ({
    browser,
    baseURL,
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toContain('>Connexion</h1>');
    expect(html).toContain('<title>Connexion · ');

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /e-mail/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await context.close();
  });

  test('P1-LOGIN-15 the app takes the page over without an error, and a form sent before that is sent once it has', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, problems } = await openTab(browser, baseURL!);
    const release = await holdAppCode(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: /e-mail/i }).fill('membre@demo.fr');
    await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Mot de passe/).press('Enter');
    // Held, not sent by the browser with the password in the address.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [path, rule] of [
    ['/register', 'P1-REG-01'],
    ['/home', 'P1-HOME-01'],
    ['/workshops', 'P2-WSL-01'],
  ] as const) {
    test(`${rule} ${path} is taken over without an error`, async ({ browser, baseURL }) => {
      const { context, page, problems } = await openTab(browser, baseURL!);
      await page.goto(path);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(page.locator('h1')).toHaveCount(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('P2-NAV-03 in the dark theme the light page is never shown', async ({ browser, baseURL }) => {
    const { context, page, problems } = await openTab(browser, baseURL!, [{ name: THEME_STORAGE_KEY, value: 'dark' }]);
    const release = await holdAppCode(page);
    await page.goto('/login');
    await expect(page.locator('#root')).toBeHidden();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue, `body ${background}`).toBeLessThan(150);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('P1-LOGIN-01 a signed-in device opening /login goes home without showing the form', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tokens = await requestTokens(request, 'membre@demo.fr');
    const session = JSON.stringify({ ...tokens, expires_at: Date.now() + tokens.expires_in * 1000 });
    const { context, page, problems } = await openTab(browser, baseURL!, [{ name: AUTH_STORAGE_KEY, value: session }]);
    const release = await holdAppCode(page);
    await page.goto('/login');
    await expect(page.locator('#root')).toBeHidden();

    release();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
