import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

test.describe('Back office: partners', () => {
  test('admin@demo.fr creates a partner and its member code by keyboard, then finds it in the list; axe clean at 1280 and 320 px', async ({
    page,
  }) => {
    // Three axe scans, two saves and a reload: more than two minutes on a busy machine.
    test.setTimeout(300_000);
    const name = `Caisse de retraite e2e ${Date.now()}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Partenaires' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('link', { name: 'Nouveau partenaire' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau partenaire' })).toBeVisible();

    // An empty form is refused with the messages under the fields.
    const nameField = page.getByLabel('Nom', { exact: false }).first();
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Champ requis').first()).toBeVisible();
    await expect(nameField).toBeFocused();

    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.getByLabel('Type de partenaire').selectOption('retreat');
    await tabTo(page, page.getByLabel('Code postal'));
    await page.keyboard.type('75010');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Paris');
    await page.keyboard.press('Tab');
    await page.keyboard.type('75');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12,50');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/admin\/partners\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Partenaire : ${name}` })).toBeVisible();
    await expect(page.getByText('Aucun code actif', { exact: false })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Générer un nouveau code' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Générer un nouveau code ?' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Générer' }));
    await page.keyboard.press('Enter');
    const code = page.getByTestId('new-partner-code');
    await expect(code).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByText('Notez ce code maintenant : il ne sera plus affiché.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copier le code' })).toBeVisible();
    await expect(page.getByText('Un code est actif.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    // Shown once: after a reload the code is gone for good.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Partenaire : ${name}` })).toBeVisible();
    await expect(page.getByTestId('new-partner-code')).toHaveCount(0);

    await tabTo(page, page.getByRole('link', { name: 'Retour à la liste des partenaires' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/partners$/);
    await tabTo(page, page.getByRole('searchbox', { name: 'Rechercher' }));
    await page.keyboard.type('e2e');
    await expect(page).toHaveURL(/q=e2e/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('12,50 €');
    await expect(row).toContainText('Caisse de retraite');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
