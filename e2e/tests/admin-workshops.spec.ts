import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow, signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

/** Types into a pro picker and takes the first pro offered, by keyboard. */
async function pickPro(page: Page, picker: Locator, text: string, name: string): Promise<void> {
  await tabTo(page, picker);
  await page.keyboard.type(text);
  // The list of an earlier, shorter search may still show: wait for the one of the whole text.
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName(new RegExp(name));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(name);
}

test.describe('Back office: workshops', () => {
  test('admin@demo.fr creates a geocoded workshop by keyboard, finds it, adds a substitution; axe clean at 1280 and 320 px', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const name = `Atelier e2e ${Date.now()}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInThroughForm(page, 'admin@demo.fr');
    await page.goto('/admin/workshops');
    await expect(page.getByRole('heading', { level: 1, name: 'Ateliers' })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Nouvel atelier' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvel atelier' })).toBeVisible();

    await tabTo(page, page.getByLabel('Nom de l’atelier'));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Dix séances pour la mémoire et l’attention.');
    await pickPro(page, page.getByRole('combobox', { name: /Professionnel responsable/ }), 'Moreau', 'Claire Moreau');
    await tabTo(page, page.getByLabel('Adresse', { exact: true }));
    await page.keyboard.type('12 rue de la Paix');
    await page.keyboard.press('Tab');
    await page.keyboard.type('75002');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Paris');
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer' }));
    await page.keyboard.press('Enter');

    // The stub geocoder answers every address at the same point: shown, and in the fields.
    await expect(page).toHaveURL(/\/admin\/workshops\/\d+$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Adresse localisée : latitude 48.8566, longitude 2.3522.' }),
    ).toBeFocused();
    await expect(page.getByLabel('Latitude')).toHaveValue('48.8566');
    await expect(page.getByLabel('Longitude')).toHaveValue('2.3522');
    await expect(page.getByRole('link', { name: 'Ajouter une séance' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Found in the list, then opened from it.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Ateliers', exact: true }).last());
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Rechercher (nom, ville)'));
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name });
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’atelier' })).toBeVisible();
    await expect(page.getByLabel('Nom de l’atelier')).toHaveValue(name);

    // A substitution for December.
    await expect(page.getByText('Aucun remplacement.')).toBeVisible();
    await pickPro(page, page.getByRole('combobox', { name: /Professionnel remplaçant/ }), 'Bernard', 'Thomas Bernard');
    await page.getByRole('textbox', { name: 'Début', exact: true }).fill('2026-12-01');
    await page.getByRole('textbox', { name: 'Fin', exact: true }).fill('2026-12-20');
    await tabTo(page, page.getByRole('button', { name: 'Ajouter le remplacement' }));
    await page.keyboard.press('Enter');
    const substitutions = page.getByRole('table', { name: 'Les remplacements de l’atelier' });
    await expect(substitutions.getByRole('row', { name: /Thomas Bernard/ })).toBeVisible();
    await expect(
      substitutions.getByRole('button', { name: 'Supprimer le remplacement de Thomas Bernard' }),
    ).toBeVisible();
    // The message first: its bar loads with it, and a scan while it grows in reads half-opaque text.
    await expect(page.getByText('Remplacement ajouté')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’atelier' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
