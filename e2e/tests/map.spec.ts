import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalOverflow } from './helpers/session.ts';

// The demo's Paris 12e workshop: onsite, run by Claire (pro@demo.fr) and Thomas (licence@demo.fr).
const parisWorkshop = 'Atelier mémoire et attention – Paris 12e';

test.describe('workshops map (/map)', () => {
  test.beforeEach(async ({ page }) => {
    // No tile server in the test: the tiles fail as they would offline, the markers stay.
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  });

  test('P2-MAP-01 to 08 a visitor reads the help, finds a marker, opens it and follows its link', async ({ page }) => {
    await page.goto('/map');
    const help = page.getByRole('dialog', { name: 'Bienvenue sur la carte des ateliers' });
    await expect(help).toContainText('Les ateliers en visio sont accessibles partout en France.');
    await expect(help.getByRole('button', { name: 'J’ai compris' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(help).toBeHidden();

    const markers = page.locator('.workshops-map-marker');
    await expect(markers.first()).toBeVisible();
    expect(await markers.count()).toBeGreaterThan(5);
    await expect(page.locator('.workshops-map-marker--remote').first()).toBeAttached();
    await expect(page.locator('.workshops-map-marker--onsite').first()).toBeAttached();
    await expect(page.locator('.workshops-map-marker--oncommence').first()).toBeAttached();

    const list = page.getByRole('region', { name: 'Liste des ateliers' });
    await expect(list.getByRole('link', { name: parisWorkshop })).toBeVisible();
    await expectNoAxeViolations(page);

    // Paris has two places; from the keyboard, Enter opens a marker's popup and gives it the focus.
    const popup = page.locator('.leaflet-popup');
    const register = popup.getByRole('link', { name: `S'inscrire à l'atelier ${parisWorkshop}` });
    for (const marker of await page.getByRole('button', { name: /^Paris : \d+ ateliers?, ouvrir le détail$/ }).all()) {
      await marker.focus();
      await page.keyboard.press('Enter');
      await expect(popup).toBeVisible();
      if ((await register.count()) > 0) break;
      await page.keyboard.press('Escape');
      await expect(marker).toBeFocused();
      // Leaflet fades the closed popup out: wait until it is gone before opening the next.
      await expect(popup).toHaveCount(0);
    }
    await expect(popup.getByRole('link').first()).toBeFocused();
    await expect(popup).toContainText('Claire');
    await expect(popup).toContainText(/Prochaine séance en présentiel : \d{2}\/\d{2}\/\d{4} à \d{2}h\d{2}/);
    await register.click();
    await expect(page).toHaveURL(/\/workshops\/\d+$/);

    // Seen once: the help does not come back.
    await page.goto('/map');
    await expect(page.locator('.workshops-map-marker').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('fits a 320 px phone, the list under the map', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/map');
    await page.getByRole('button', { name: 'J’ai compris' }).click();
    await expect(page.locator('.workshops-map-marker').first()).toBeVisible();
    const map = await page.getByRole('region', { name: 'Carte des ateliers en France' }).boundingBox();
    const list = await page.getByRole('region', { name: 'Liste des ateliers' }).boundingBox();
    expect(list && map && list.y > map.y + map.height - 1).toBe(true);
    await expectNoHorizontalOverflow(page);
  });
});
