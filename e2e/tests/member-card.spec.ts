import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForAppOnLoad, type Browser, type Page } from './fixtures.ts';
import { expectWithinScreen } from './helpers/layout.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

/** The card's page size and the address of its QR code, read from the PDF as written. */
function readCard(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const box = /\/MediaBox \[([\d.\s]+)\]/.exec(text)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  const link = /\/URI \(([^)]+)\)/.exec(text)?.[1] ?? '';
  return { box, link };
}

/** membre@demo.fr downloads her card from her profile; the address its QR code leads to. */
async function downloadCard(page: Page, width: number): Promise<string> {
  await signInThroughForm(page, 'membre@demo.fr', { expectPath: /\/home$/ });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  const button = page.getByRole('button', { name: "Ma carte d'adhérent" });
  await expectWithinScreen(button, width);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('carte-adherent.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { box, link } = readCard(pdf);
  // 85.6 × 54 mm in points: the size of a bank card.
  expect(box[2]).toBeCloseTo(242.65, 1);
  expect(box[3]).toBeCloseTo(153.07, 1);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/carte\/[A-Za-z0-9_-]{43}$/);
  return link;
}

/** A visitor, signed in nowhere, opens the page of the card's QR code. */
async function openAsVisitor(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'fr-FR' });
  const page = waitForAppOnLoad(await context.newPage());
  await page.goto(new URL(url).pathname);
  return { page, close: () => context.close() };
}

for (const width of [1280, 375]) {
  test(`« Ma carte d'adhérent » at ${width} px: a member downloads her card and a visitor checks its QR code`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const url = await downloadCard(page, width);

    const visitor = await openAsVisitor(browser, url, width);
    await expect(
      visitor.page.getByRole('heading', { level: 1, name: "Vérification d'une carte d'adhérent" }),
    ).toBeVisible();
    const answer = visitor.page.getByText(/^Carte valide jusqu'au \d{2}\/\d{2}\/\d{4}$/);
    await expect(answer).toBeVisible();
    // Nothing of the person: not her name, not her e-mail.
    await expect(visitor.page.locator('main')).not.toContainText(/Marie|Dupont|membre@demo\.fr/);
    await expectNoHorizontalOverflow(visitor.page);
    await expectNoAxeViolations(visitor.page);

    // One altered character: the card is unknown.
    const token = url.slice(-43);
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    await visitor.page.goto(`/carte/${altered}`);
    await expect(visitor.page.getByText('Carte inconnue', { exact: true })).toBeVisible();
    await expectNoAxeViolations(visitor.page);
    await visitor.close();
  });
}

test('a member without a current membership is not offered a card', async ({ page }) => {
  await signInThroughForm(page, 'nonmembre@demo.fr', { expectPath: /\/home$/ });
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Modifier mon profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Ma carte d'adhérent" })).toHaveCount(0);
});
