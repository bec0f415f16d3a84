import { expect, test } from '@playwright/test';

/**
 * The real built bundle as the server delivers it (ADR 015): the page is revalidated on each
 * visit so a deploy is seen at once; the hashed scripts it loads are compressed and kept by
 * the browser for a year, so a second visit downloads nothing but the page.
 */
test('the built /login page: index.html revalidated, its hashed scripts compressed and cached for a year', async ({ request }) => {
  const page = await request.get('/login');
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  // The login screen's own chunk is announced with the entry, not discovered after it.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/login-[^"]+\.js">/);
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
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
