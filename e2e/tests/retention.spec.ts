import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';

/** Issue #38, ADR 078: the staff read what the next retention pass would do, on a desk and a phone. */
test('the staff read the retention dry run: the periods, the accounts concerned and the past passes, at 1280 and 320 px', async ({
  page,
}) => {
  await signInThroughForm(page, 'admin@demo.fr');
  await page.goto('/admin/retention');
  await expect(page.getByRole('heading', { level: 1, name: 'Conservation des données' })).toBeVisible();
  const next = page.getByRole('region', { name: 'Le prochain passage' });
  await expect(next).toContainText('Comptes sans connexion depuis 3 ans ; texte des e-mails gardé 12 mois.');
  await expect(next).toContainText(/\d+ comptes? à prévenir/);
  await expect(next).toContainText(/\d+ comptes? à anonymiser/);
  await expect(page.getByRole('region', { name: 'Les passages précédents' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
});
