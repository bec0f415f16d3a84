import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { signInThroughForm } from './helpers/session.ts';
import { tabTo } from './helpers/keyboard.ts';

/** The longest way by Tab to a control on these pages. */
const MAX_TABS = 150;

/** A download started from the keyboard, saved whole: its name and its first bytes. */
async function downloadWithEnter(page: Page, button: Locator): Promise<{ name: string; head: string }> {
  await tabTo(page, button, MAX_TABS);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const path = await download.path();
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), head: (await readFile(path)).subarray(0, 5).toString('latin1') };
}

test.describe('licence space and session booklets', () => {
  test('P2-SUP-01 P2-SUP-02 P2-SUP-05 P2-SUP-10 a licence pro sees the table, filters a sequence and downloads its booklet, by keyboard', async ({
    page,
  }) => {
    await signInThroughForm(page, 'licence@demo.fr');
    await page.goto('/pro/licence');
    await expect(page.getByRole('heading', { level: 1, name: 'Espace licence' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Espace licence' });
    // The demo shares sequences 1 to 12 of the classic programme with licence pros.
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByRole('rowheader').first()).toHaveText('Séquence 1');

    const filter = page.getByRole('combobox', { name: 'Séquence' });
    // A native select: the arrow keys move the choice on the focused field (« Toutes », then 1, 2, 3).
    await tabTo(page, filter, MAX_TABS);
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowDown');
    await expect(filter.locator('option:checked')).toHaveText('Séquence 3');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('rowheader')).toHaveText('Séquence 3');

    const booklet = await downloadWithEnter(
      page,
      table.getByRole('button', { name: 'Télécharger le livret de la séquence 3' }),
    );
    expect(booklet).toEqual({ name: 'livret-seance-03.pdf', head: '%PDF-' });
    await expect(
      table.getByRole('button', { name: 'Ouvrir le diaporama de la séquence 3 dans une nouvelle fenêtre' }),
    ).toBeVisible();
  });

  test('P2-MEET-30 a member with a validated place downloads the session booklet from « Mes séances »', async ({
    page,
  }) => {
    await signInThroughForm(page, 'membre@demo.fr');
    await page.goto('/meetings?sort=start&direction=asc');
    await expect(page.getByRole('heading', { level: 1, name: 'Liste de mes séances' })).toBeVisible();
    // The first coming session where the member holds a place: its status says « Inscrit ».
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Inscrit(e)' }) })
      .first();
    const infos = row.getByRole('button', { name: /^Infos de la séance du / });
    await tabTo(page, infos, MAX_TABS);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText("Livret d'activités")).toBeVisible();
    const booklet = await downloadWithEnter(
      page,
      dialog.getByRole('button', { name: /^Télécharger le livret d'activités de la séance du / }),
    );
    expect(booklet.name).toMatch(/^livret-seance-\d{2}\.pdf$/);
    expect(booklet.head).toBe('%PDF-');
  });
});
