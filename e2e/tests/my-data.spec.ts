import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectWithinScreen } from './helpers/layout.ts';
import { waitForMail } from './helpers/mail.ts';
import { signInThroughForm } from './helpers/session.ts';

const EMAIL = 'membre@demo.fr';

/**
 * Asks for a copy from the profile's « Mes données », waits for the server's jobs to prepare it
 * (they run every few seconds), then downloads it with the keyboard: answers the ZIP's files.
 */
async function askAndDownload(page: Page, width?: number) {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Mes données' });
  await expect(section.getByRole('status')).toBeVisible();
  const ask = section.getByRole('button', { name: /^(Télécharger mes données|Préparer une nouvelle copie)$/ });
  if (width) await expectWithinScreen(ask, width);
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toContainText('En préparation');
  await expectNoAxeViolations(page);

  // The state is read again every 5 seconds while the copy is prepared.
  await expect(section.getByRole('status')).toContainText(/Prête jusqu’au \d+ \S+ \d{4}/, { timeout: 45_000 });
  const download = section.getByRole('button', { name: 'Télécharger', exact: true });
  if (width) await expectWithinScreen(download, width);
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await download.focus();
  await page.keyboard.press('Enter');
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('mes-donnees.zip');
  const bytes = await readFile(await file.path());
  // A ZIP (local file header « PK\x03\x04 »); its directory names each file in clear.
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  return bytes.toString('latin1');
}

test.describe('« Télécharger mes données » (issue #38)', () => {
  // The copy is prepared by the server's jobs, polled every 5 seconds: room for a slow moment.
  test.setTimeout(120_000);

  test('membre@demo.fr asks for a copy of her data, is told by e-mail when it is ready, and downloads the ZIP', async ({
    page,
  }) => {
    await signInThroughForm(page, EMAIL, { expectPath: /\/home$/ });
    const archive = await askAndDownload(page);
    for (const name of [
      'mes-donnees.json',
      'profil.csv',
      'adhesions.csv',
      'places-et-presences.csv',
      'e-mails-recus.csv',
    ])
      expect(archive).toContain(name);
    const mail = await waitForMail(EMAIL, /Votre copie de vos données est prête/);
    expect(mail.raw).toContain('/profile');
  });

  test('on a 375 px phone, a second copy is asked for and downloaded, every control within the screen', async ({
    page,
  }) => {
    const width = 375;
    await page.setViewportSize({ width, height: 740 });
    await signInThroughForm(page, EMAIL, { expectPath: /\/home$/ });
    expect(await askAndDownload(page, width)).toContain('LISEZ-MOI.txt');
  });
});
