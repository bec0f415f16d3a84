import { expect, test } from './fixtures.ts';

/**
 * The real built bundle as the server delivers it (ADR 015, ADR 016): the page is revalidated
 * on each visit so a deploy is seen at once, and compressed; the hashed scripts it loads are
 * compressed and kept by the browser for a year, so a second visit downloads nothing but the
 * page.
 */
test('P1-LOGIN-01 the built /login page: revalidated and compressed, its hashed scripts compressed and cached for a year', async ({
  request,
}) => {
  const page = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await page.text();
  // Prerendered: the app's scripts, the login screen's among them, listed for after the page.
  const listed = JSON.parse(
    /<script type="application\/json" id="app-scripts">([^<]+)<\/script>/.exec(html)?.[1] ?? '[]',
  ) as string[];
  expect(listed.some((script) => /^\/assets\/login-[^/]+\.js$/.test(script))).toBe(true);
  const scripts = [...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!), ...listed];
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  let compressed = 0;

  for (const [encodings, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    for (const script of scripts) {
      const answer = await request.get(script, { headers: { 'accept-encoding': encodings } });
      expect(answer.status(), script).toBe(200);
      expect(answer.headers()['content-type'], script).toContain('javascript');
      // Under 1 KiB (the compression threshold) either answer is fine.
      const size = (await answer.body()).length;
      if (size >= 1024) expect(answer.headers()['content-encoding'], `${script} for ${encodings}`).toBe(expected);
      expect(answer.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
      if (size >= 1024) compressed += 1;
    }
  }
  expect(compressed).toBeGreaterThanOrEqual(4);
});

test("a page drawn by the app names its scripts as preloads, the screen's own with them", async ({ request }) => {
  const html = await (await request.get('/password/reset')).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/start-[^"]+\.js">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/password-reset-request-[^"]+\.js">/);
  // Nothing prerendered: the page says it is loading until the app replaces it (ADR 098).
  expect(html).toContain('<div id="root"><div data-loading-shell role="status"');
});
