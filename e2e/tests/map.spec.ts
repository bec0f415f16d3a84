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
    expect(await markers.count()).toBeGreaterThan(3);
    await expect(page.locator('.workshops-map-marker--remote').first()).toBeAttached();
    await expect(page.locator('.workshops-map-marker--onsite').first()).toBeAttached();

    const list = page.getByRole('region', { name: 'Liste des ateliers' });
    await expect(list.getByRole('link', { name: parisWorkshop })).toBeVisible();
    await expectNoAxeViolations(page);

    // Paris's places sit on one another at the first view: one cluster, its count shown and in its name.
    const clusters = page.getByRole('button', { name: /^\d+ ateliers, agrandir$/ });
    await expect(clusters.first()).toBeVisible();
    const counts = await clusters.evaluateAll((elements) =>
      elements.map((element) => Number(/^(\d+) /.exec(element.getAttribute('aria-label') ?? '')?.[1])),
    );
    const texts = await clusters.allInnerTexts();
    expect(texts.map(Number)).toEqual(counts);
    // The largest is Paris: Enter zooms on it and shows its places' markers.
    const largest = clusters.nth(counts.indexOf(Math.max(...counts)));
    await largest.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Paris : \d+ ateliers?, ouvrir le détail$/ }).first()).toBeVisible();
    await expect(page.locator('.workshops-map-marker--oncommence').first()).toBeAttached();

    // From the keyboard, Enter opens a marker's popup and gives it the focus.
    const popup = page.locator('.workshops-map-popup');
    const register = popup.getByRole('link', { name: `S'inscrire à l'atelier ${parisWorkshop}` });
    for (const marker of await page.getByRole('button', { name: /^Paris : \d+ ateliers?, ouvrir le détail$/ }).all()) {
      await marker.focus();
      await page.keyboard.press('Enter');
      await expect(popup).toBeVisible();
      if ((await register.count()) > 0) break;
      await page.keyboard.press('Escape');
      await expect(marker).toBeFocused();
      // Wait until the closed popup is gone before opening the next.
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

  test('the wheel zooms the map in where the pointer is, from a cluster to its places', async ({ page }) => {
    await page.goto('/map');
    await page.getByRole('button', { name: 'J’ai compris' }).click();
    const cluster = page.getByRole('button', { name: /^\d+ ateliers, agrandir$/ }).first();
    await expect(cluster).toBeVisible();
    const box = (await cluster.boundingBox())!;
    const pointer = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // The tiles' addresses carry the zoom (…/{z}/{x}/{y}.png), even when the tile server is out of reach.
    const tileZoom = () =>
      page
        .locator('img.workshops-map-tile')
        .evaluateAll((images) =>
          Math.max(
            0,
            ...images.map((image) => Number(/\/(\d+)\/\d+\/\d+\.png/.exec(image.getAttribute('src') ?? '')?.[1])),
          ),
        );
    await expect.poll(tileZoom).toBe(6);
    // Markers within 120 px of the pointer: the cluster's places, once it has come apart.
    const markersNearPointer = () =>
      page.locator('.workshops-map-marker').evaluateAll(
        (elements, at) =>
          elements.filter((element) => {
            const rect = element.getBoundingClientRect();
            return Math.hypot(rect.x + rect.width / 2 - at.x, rect.y + rect.height / 2 - at.y) < 120;
          }).length,
        pointer,
      );
    expect(await markersNearPointer()).toBe(0);
    await page.mouse.move(pointer.x, pointer.y);
    for (let turn = 0; turn < 10 && (await markersNearPointer()) < 2; turn += 1) {
      await page.mouse.wheel(0, -100);
      await page.waitForTimeout(400);
    }
    expect(await markersNearPointer()).toBeGreaterThanOrEqual(2);
    expect(await tileZoom()).toBeGreaterThan(6);
  });

  test('fits a 320 px and a 375 px phone, clusters at the first view, the list under the map', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/map');
    await page.getByRole('button', { name: 'J’ai compris' }).click();
    await expect(page.getByRole('button', { name: /^\d+ ateliers, agrandir$/ }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.locator('.workshops-map-marker, .workshops-map-cluster').first()).toBeVisible();
    const map = await page.getByRole('region', { name: 'Carte des ateliers en France' }).boundingBox();
    const list = await page.getByRole('region', { name: 'Liste des ateliers' }).boundingBox();
    expect(list && map && list.y > map.y + map.height - 1).toBe(true);
    await expectNoHorizontalOverflow(page);
  });
});
