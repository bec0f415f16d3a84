import { expect, test, type Locator, type Page } from './fixtures.ts';
import { findAxeViolations } from './axe.ts';
import { signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

/** Chooses `option` in a native select from the keyboard: focus, then type-ahead. */
async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(option);
  await expect(select.locator('option:checked')).toHaveText(option);
}

/** Dark pixels drawn on the canvas: 0 for a blank page. */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 128 && data[index + 3]! > 0) dark += 1;
    return dark;
  });

// The demo's vulgarisation article « Mémoire : pourquoi j'oublie ce que je viens de lire ? » (seed/library-titles.ts), two pages.
const TITLE = "Mémoire : pourquoi j'oublie ce que je viens de lire ?";

test.describe('/pro/library', () => {
  test('P2-LIB-02 P2-LIB-03 P2-LIB-07 P2-LIB-09 P2-LIB-10 P2-LIB-11 P2-LIB-12 a pro searches, filters, previews and downloads by keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughForm(page, 'pro@demo.fr');
    await page.goto('/pro/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Bibliothèque' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Rechercher un document' });
    await tabTo(page, search);
    await page.keyboard.type('viens de lire');
    await expect(page).toHaveURL(/[?&]q=viens(\+|%20)de(\+|%20)lire/);

    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'Type de document' }), 'Article de vulgarisation');
    await expect(page).toHaveURL(/[?&]type=vulgarization_article/);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(card.getByText('Article de vulgarisation')).toBeVisible();
    await expect(card.getByText(/Ajouté le \d{2}\/\d{2}\/\d{4} · \d+,\d\u00a0Ko/)).toBeVisible();

    // The preview: pdf.js draws the first page, then the next one.
    const previewButton = card.getByRole('button', { name: /^Aperçu/ });
    await tabTo(page, previewButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Aperçu de « ${TITLE} »` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Page 1 sur 2')).toBeVisible();
    const canvas = dialog.locator('canvas[data-rendered-page="1"]');
    await expect(canvas).toBeVisible();
    expect(await inkOf(canvas)).toBeGreaterThan(200);
    expect(await findAxeViolations(page), 'axe, preview open').toEqual([]);

    await page.keyboard.press('PageDown');
    await expect(dialog.getByText('Page 2 sur 2')).toBeVisible();
    await expect(dialog.locator('canvas[data-rendered-page="2"]')).toBeVisible();
    await page.keyboard.press('PageUp');
    await expect(dialog.getByText('Page 1 sur 2')).toBeVisible();

    const fullScreen = dialog.getByRole('button', { name: 'Plein écran' });
    await tabTo(page, fullScreen);
    await page.keyboard.press('Enter');
    const exitFullScreen = dialog.getByRole('button', { name: 'Quitter le plein écran' });
    await expect(exitFullScreen).toHaveAttribute('aria-pressed', 'true');
    await exitFullScreen.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Plein écran' })).toHaveAttribute('aria-pressed', 'false');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(previewButton).toBeFocused();

    // The download completes with the file's bytes.
    const downloadButton = card.getByRole('button', { name: /^Télécharger/ });
    await tabTo(page, downloadButton);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  test('P2-LIB-16 P2-LIB-17 a search that finds nothing says so and the filters clear', async ({ page }) => {
    await signInThroughForm(page, 'pro@demo.fr');
    await page.goto('/pro/library?q=zzzz&type=various&sort=title');
    await expect(page.getByText('Aucun document trouvé')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un document' })).toHaveValue('zzzz');
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/pro\/library\?sort=title$/);
    await expect(page.getByRole('searchbox', { name: 'Rechercher un document' })).toHaveValue('');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
