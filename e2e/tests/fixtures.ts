import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * A page of the app may show before its code runs (prerendered pages, ADR 016): a person
 * reads it at once, but its buttons answer only once the app has taken it over. After
 * loading an app page, wait for that moment (`html[data-app-ready]`), as a person's next
 * action would find it.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

const isAppPage = (response: Awaited<ReturnType<Page['goto']>>) =>
  Boolean(response && (response.headers()['content-type'] ?? '').startsWith('text/html'));

/** Makes `page.goto` and `page.reload` wait for the app, on pages of the app. */
export function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (isAppPage(response)) await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (isAppPage(response)) await waitForApp(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose `page` waits for the app after each load. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
});
