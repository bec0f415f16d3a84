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
  await page.setContent(PAGE.replace('FRAME', `<iframe title="Cadre" srcdoc="<!doctype html><html lang='fr'><title>Cadre</title><input></html>"></iframe>`));
  const violations = await findAxeViolations(page);
  expect(violations.map((line) => line.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt', 'label']);
  expect(violations.find((line) => line.startsWith('label:'))).toContain('iframe');
});
