import { expect, type APIRequestContext, type Page } from '../fixtures.ts';

/** The password of every demo account (SEED=demo). */
export const DEMO_PASSWORD = 'motdepasse';

/** Where the web app keeps the session (apps/web/src/lib/auth-storage.ts). */
export const AUTH_STORAGE_KEY = 'plateforme.auth';

/** Signs in through the login form, as a person does, and waits for the home page it leads to. */
export async function signInThroughForm(
  page: Page,
  email: string,
  options: { password?: string; remember?: boolean; expectPath?: RegExp } = {},
): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(options.password ?? DEMO_PASSWORD);
  if (options.remember) await page.getByRole('checkbox', { name: 'Se souvenir de moi' }).check();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(options.expectPath ?? /\/(home|aja)$/);
}

/** A token pair from the API itself (the password grant of the public client `web`). */
export async function requestTokens(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const answer = await request.post('/oauth/token', {
    data: { grant_type: 'password', username: email, password, client_id: 'web' },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { access_token: string; expires_in: number; refresh_token: string };
}

/** Puts a session in the tab's storage, as the app does after signing in (no remember-me). */
export async function storeSession(
  page: Page,
  tokens: { access_token: string; expires_in: number; refresh_token?: string },
) {
  if (!page.url().startsWith('http')) await page.goto('/login');
  await page.evaluate(({ key, value }) => window.sessionStorage.setItem(key, JSON.stringify(value)), {
    key: AUTH_STORAGE_KEY,
    value: { ...tokens, expires_at: Date.now() + tokens.expires_in * 1000 },
  });
}

/** Reads the stored session from either storage. */
export async function readStoredSession(page: Page): Promise<{ local: unknown; session: unknown }> {
  return page.evaluate((key) => {
    const parse = (raw: string | null) => (raw ? (JSON.parse(raw) as unknown) : null);
    return { local: parse(window.localStorage.getItem(key)), session: parse(window.sessionStorage.getItem(key)) };
  }, AUTH_STORAGE_KEY);
}

/** No horizontal scrolling: the page fits the viewport (320 px phones). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
