import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test.describe('legal pages', () => {
  test('P1-LEGAL-01 P1-LEGAL-03 a visitor opens the charter from the home page footer and reads it', async ({
    page,
  }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await footer
      .getByRole('navigation', { name: 'Informations légales' })
      .getByRole('link', { name: 'Charte de confidentialité' })
      .click();
    await expect(page).toHaveURL(/\/charte-de-confidentialite$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Charte de confidentialité' })).toBeVisible();
    await expect(page.getByText(/en vigueur depuis le 1er octobre 2020/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hébergement' })).toBeVisible();
    await expect(page.getByText(/^Dernière mise à jour : \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('P1-LEGAL-02 every legal page opens at its own address, the text drawn after the prerendered heading', async ({
    page,
  }) => {
    const pages: Array<[string, string, string]> = [
      ['/mentions-legales', 'Mentions légales', 'Directeur de la publication'],
      ['/cookies', 'Cookies et stockage local', 'Ce qui est gardé sur votre appareil'],
      ['/conditions-de-vente', 'Conditions des dons et adhésions en ligne', 'Les adhérents'],
      ['/conditions-d-utilisation', "Conditions générales d'utilisation", 'Pendant les ateliers'],
    ];
    for (const [path, title, section] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
  });
});
