import { expect, test } from './fixtures.ts';
import { findAxeViolations } from './axe.ts';

// Every screen's accessibility rests on findAxeViolations finding nothing: it must find
// what is there, in the page and in its frames (axe.ts scans a page without frames in place).
const PAGE = `<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main>
  <h1>Essai</h1>
  <p style="color:#bbb;background:#fff">Texte pâle</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
  FRAME
</main></body></html>`;

test('P2-NAV-03 the axe scan reports a missing text alternative and poor contrast', async ({ page }) => {
  await page.setContent(PAGE.replace('FRAME', ''));
  const rules = (await findAxeViolations(page)).map((line) => line.split(':')[0]);
  expect(rules.sort()).toEqual(['color-contrast', 'image-alt']);
});

test('P2-NAV-03 the axe scan reads the frames of a page too', async ({ page }) => {
  await page.setContent(
    PAGE.replace(
      'FRAME',
      `<iframe title="Cadre" srcdoc="<!doctype html><html lang='fr'><title>Cadre</title><input></html>"></iframe>`,
    ),
  );
  const violations = await findAxeViolations(page);
  expect(violations.map((line) => line.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt', 'label']);
  expect(violations.find((line) => line.startsWith('label:'))).toContain('iframe');
});

// A message bar still fading in is read half-transparent: a contrast fault no one reads once it
// has settled. Its fade lasts longer than the scan waits (two seconds), so the first scan sees
// it at 60 % opacity (the fade goes in two steps); the check that follows sees it settled.
const FADING_BAR = `<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main>
  <h1>Essai</h1>
  <p id="bar" role="status" style="color:#595959;background:#fff;opacity:0.2;transition:opacity 3s steps(2, end)">Enregistré</p>
  <script>const bar = document.getElementById('bar'); bar.getBoundingClientRect(); bar.style.opacity = '1';</script>
</main></body></html>`;

test('P2-NAV-03 the axe scan does not report a message bar caught while it fades in', async ({ page }) => {
  await page.setContent(FADING_BAR);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.locator('#bar').evaluate((bar) => getComputedStyle(bar).opacity)).toBe('1');
});
