import { expectNoAxeViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

/**
 * Issue #37, « see before you register »: a visitor goes from the home page to the workshops,
 * reads what membership costs, and finds the workshops nearest to her first. An AJA young
 * person who opens the adults' list is sent to hers.
 */

const screens = [
  { name: 'desk', width: 1280, height: 900 },
  { name: '375 px', width: 375, height: 740 },
] as const;

const distanceText = /^à (moins d’1|\d+) km de Bordeaux$/;

/** The distances shown beside the cards, in their order on the page (« moins d’1 » is 0). */
async function distancesShown(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByText(distanceText).allTextContents();
  return texts.map((text) => Number(/(\d+) km/.exec(text)?.[1] ?? 0));
}

async function searchNear(page: Page, text: string, phone: boolean) {
  const field = page.getByRole('textbox', { name: 'Près de' });
  if (phone && !(await field.isVisible())) await page.getByRole('button', { name: /^Filtres et tri/ }).click();
  await field.fill(text);
  await expect(
    page.getByText('Les ateliers les plus proches de Bordeaux d’abord, puis les ateliers en visio.'),
  ).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe(text);
}

for (const size of screens) {
  const phone = size.width < 600;

  test(`issue 37 (${size.name}): a visitor lands, reads the price, follows the workshops link and finds the nearest to « 33000 » and « Bordeaux » first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    const main = page.getByRole('main');
    const offer = main.getByRole('region', { name: 'Ce que coûte l’adhésion, ce qu’elle donne' });
    await expect(offer).toContainText('20 € par an, dont 66 % déductibles de l’impôt');
    await expect(offer).toContainText('AJA');
    await expect(main.getByRole('link', { name: 'Voir la carte des ateliers' })).toHaveAttribute('href', '/map');

    // The visitor's menu leads there too.
    if (phone) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Les Ateliers' })).toHaveAttribute('href', '/workshops');
    await expect(menu.getByRole('link', { name: 'Carte des ateliers' })).toHaveAttribute('href', '/map');
    if (phone) await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await main.getByRole('link', { name: 'Voir les ateliers' }).click();
    await expect(page).toHaveURL(/\/workshops$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Les ateliers' })).toBeVisible();

    for (const text of ['33000', 'Bordeaux']) {
      await searchNear(page, text, phone);
      const distances = await distancesShown(page);
      expect(distances.length).toBeGreaterThan(1);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      // Bordeaux's own workshop is in visio: after every on-site one, said so.
      await expect(main.getByText('En visio : accessible de partout').first()).toBeVisible();
    }
    // The demo's nearest on-site workshop to Bordeaux is Toulouse's.
    const first = main
      .getByRole('listitem')
      .filter({ has: page.getByText(distanceText) })
      .first();
    await expect(first).toContainText('Toulouse');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    // An unknown place is said under the field.
    await page.getByRole('textbox', { name: 'Près de' }).fill('Nulle-part-sur-mer');
    await expect(page.getByRole('textbox', { name: 'Près de' })).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(/Nous ne trouvons pas ce code postal ou cette ville/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`issue 37 (${size.name}): an AJA young person on /workshops is told her workshops are the AJA ones and follows the link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInThroughForm(page, 'jeune@demo.fr', { expectPath: /\/aja$/ });
    await page.goto('/workshops');
    await expect(page.getByRole('heading', { level: 1, name: 'Vos ateliers sont les ateliers AJA' })).toBeVisible();
    await expect(page.getByText(/Vérifiez votre connexion/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: 'Voir les ateliers AJA' }).click();
    await expect(page).toHaveURL(/\/aja-workshops$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
